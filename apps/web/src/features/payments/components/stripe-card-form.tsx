import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import type { CardConfirmer } from './card-confirmer';

function CardElementForm({ onChange }: { onChange: (confirmer: CardConfirmer | null) => void }) {
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
        if (!card) return { error: 'The card form is not ready.' };
        const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card, billing_details: billing },
        });
        if (error) return { error: error.message ?? 'Your card could not be charged.' };
        if (paymentIntent?.status === 'succeeded')
          return { status: 'succeeded', paymentIntentId: paymentIntent.id };
        return { error: 'The payment did not complete. Please try again.' };
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
