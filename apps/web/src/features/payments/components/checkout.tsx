import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/lib/i18n/catalog';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ApiError } from '@/lib/api-client';
import { dialog } from '@/lib/alerts';

import { localDigits } from '@/lib/i18n/digits';
import { createPaymentIntent } from '@/features/payments/api/create-payment-intent';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { recordPayment } from '@/features/payments/api/record-payment';
import { BuiltInCardForm } from './built-in-card-form';
import type { CardConfirmer } from './card-confirmer';
import { paymentsMessages } from '../messages';
import { TestModeBanner } from './test-mode-banner';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The spec's lines (docs/product.md §5), in English. */

/** A failure to start or record the payment: its message, and the server's reason if told. */
interface LastingError {
  key:
    | 'payments.checkout.intentFailed'
    | 'payments.checkout.intentFailedWhy'
    | 'payments.checkout.recordFailed';
  reason?: string;
}

interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  bookingIds: string[];
}

/**
 * Checkout of docs/product.md §2 and §4: with a total above 0 it asks for a payment intent; the pay
 * button waits for the card form; on success the payment is recorded and the traveller moves on.
 */
export function Checkout(props: {
  total: number;
  billingName: string | null | undefined;
  billingEmail: string | null | undefined;
  onPaid: () => void;
}) {
  const { total, onPaid } = props;
  const t = useT(paymentsMessages);
  const config = usePaymentConfig();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [confirmer, setConfirmer] = useState<CardConfirmer | null>(null);
  // A failure to start or record the payment stays; a decline clears when the card changes.
  // Kept as what failed, and worded as the page is shown.
  const [lastingError, setLastingError] = useState<LastingError | null>(null);
  const [payError, setPayError] = useState('');
  const error = lastingError ? t(lastingError.key, { reason: lastingError.reason }) : payError;
  const [paying, setPaying] = useState(false);
  const [transactionId, setTransactionId] = useState('');
  // The card a decline was for: once another card is entered, the decline no longer stands.
  const declinedCard = useRef<string | undefined>(undefined);
  const onCardChange = useCallback((next: CardConfirmer | null) => {
    setConfirmer(() => next);
    if (declinedCard.current !== undefined && next?.cardKey !== declinedCard.current) {
      declinedCard.current = undefined;
      setPayError('');
    }
  }, []);

  useEffect(() => {
    if (total <= 0) return;
    let cancelled = false;
    createPaymentIntent(total).then(
      (answer) => {
        if (!cancelled) setIntent(answer);
      },
      (failure: unknown) => {
        if (cancelled) return;
        // The spec's line, and why when the server says it (a booked package was withdrawn,
        // a seat hold ran out before paying, or the trip has left).
        const told =
          failure instanceof ApiError &&
          (failure.problem.code === 'PACKAGE_WITHDRAWN' ||
            failure.problem.code === 'HOLD_EXPIRED' ||
            failure.problem.code === 'DEPARTURE_STARTED');
        setLastingError(
          told
            ? { key: 'payments.checkout.intentFailedWhy', reason: failure.message }
            : { key: 'payments.checkout.intentFailed' },
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [total]);

  async function pay() {
    if (!intent || !confirmer || paying) return;
    setPaying(true);
    setPayError('');
    try {
      const billing = {
        name: props.billingName || 'Anonymous',
        email: props.billingEmail || 'anonymous@example.com',
      };
      const result = await confirmer.confirm({
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.paymentIntentId,
        billing,
      });
      if ('error' in result) {
        declinedCard.current = confirmer.cardKey;
        setPayError(result.error);
        return;
      }
      setTransactionId(result.paymentIntentId);
      try {
        await recordPayment({
          name: billing.name,
          email: props.billingEmail ?? undefined,
          transactionId: result.paymentIntentId,
          price: total,
          date: new Date().toISOString(),
          bookingIds: intent.bookingIds,
          packageIds: [],
        });
      } catch (failure) {
        if (failure instanceof ApiError && failure.problem.code === 'DEPARTURE_STARTED') {
          // The card went through after a booked trip had left: the server recorded the payment,
          // refunded that trip's part and says so; it is no failure to try again.
          await dialog.fire(
            {
              icon: 'warning',
              title: t('payments.checkout.tripLeft'),
              text: failure.message,
              confirmButtonText: t('payments.checkout.close'),
            },
            t.locale,
          );
          await queryClient.invalidateQueries({ queryKey: ['bookings'] });
          await queryClient.invalidateQueries({ queryKey: ['payments'] });
          return;
        }
        setLastingError({ key: 'payments.checkout.recordFailed' });
        return;
      }
      await dialog.fire(
        {
          icon: 'success',
          title: t('payments.checkout.success'),
          text: t('payments.checkout.confirmed'),
          confirmButtonText: t('payments.checkout.close'),
        },
        t.locale,
      );
      // Refreshed only now: the unpaid total drops to 0, which would take this screen (and the
      // transaction id) away while the success dialog is still open.
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
      onPaid();
    } finally {
      setPaying(false);
    }
  }

  if (config.isPending) return <LoadingScreen />;
  const ready = Boolean(intent && confirmer);
  return (
    <div className="max-w-xl">
      {config.data?.processor === 'built-in' ? <TestModeBanner /> : null}
      <div className="rounded-box bg-base-100 p-6 shadow ring-1 ring-base-300">
        {config.data?.processor === 'stripe' ? (
          <Suspense fallback={<LoadingScreen label={t('payments.checkout.loadingCard')} />}>
            <StripeCardForm publishableKey={config.data.publishableKey} onChange={onCardChange} />
          </Suspense>
        ) : config.data ? (
          <BuiltInCardForm publishableKey={config.data.publishableKey} onChange={onCardChange} />
        ) : null}
        {/* While paying the button refuses presses but stays focusable: a disabled button would
            drop the focus of someone paying by keyboard onto the page, decline or not. */}
        <button
          type="button"
          className="btn btn-primary mt-6 w-full"
          disabled={!ready}
          aria-disabled={paying || undefined}
          onClick={() => void pay()}
        >
          {paying ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {t('payments.checkout.pay', { total: localDigits(String(total), t.numbers) })}
        </button>
        <p role="alert" className="mt-3 min-h-6 text-sm text-error" data-testid="payment-error">
          {error}
        </p>
        {transactionId ? (
          <p className="mt-1 text-sm text-success" data-testid="transaction-id">
            {t('payments.checkout.transaction', { id: transactionId })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
