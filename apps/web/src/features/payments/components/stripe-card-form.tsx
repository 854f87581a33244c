import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { paymentsMessages } from '../messages';
import type { CardConfirmer } from './card-confirmer';

function CardElementForm({ onChange }: { onChange: (confirmer: CardConfirmer | null) => void }) {
  const t = useT(paymentsMessages);
  // The words of a failed charge, read when it fails: the confirmer is not remade for them.
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  });
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  useEffect(() => {
    // docs/product.md §5: no payment while the provider or the card element is unavailable.
    if (!stripe || !elements || !complete) {
      onChange(null);
      return;
    }
    onChange({
      async confirm({ clientSecret, billing }) {
        const card = elements.getElement(CardElement);
        if (!card) return { error: words.current('payments.card.notReady') };
        const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card, billing_details: billing },
        });
        if (error) return { error: error.message ?? words.current('payments.card.notCharged') };
        if (paymentIntent?.status === 'succeeded')
          return { status: 'succeeded', paymentIntentId: paymentIntent.id };
        return { error: words.current('payments.card.incomplete') };
      },
    });
  }, [stripe, elements, complete, onChange]);

  return (
    <div className="rounded-field border border-base-300 bg-base-100 p-3">
      <CardElement
        options={{ hidePostalCode: true }}
        onChange={(event) => setComplete(event.complete)}
      />
    </div>
  );
}

/** Stripe Elements, used when the server is configured with Stripe keys. */
export default function StripeCardForm({
  publishableKey,
  onChange,
}: {
  publishableKey: string;
  onChange: (c: CardConfirmer | null) => void;
}) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <CardElementForm onChange={onChange} />
    </Elements>
  );
}
