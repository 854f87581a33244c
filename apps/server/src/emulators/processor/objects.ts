import type { IntentRow, RefundRow } from './repository';

/** The payment intent as Stripe's API shows it (the fields Wayfare and Stripe.js read). */
export function intentObject(row: IntentRow) {
  return {
    id: row.id,
    object: 'payment_intent' as const,
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    currency: row.currency,
    status: row.status,
    client_secret: row.clientSecret,
    created: row.created,
    description: row.description,
    livemode: false,
    metadata: row.metadata,
    last_payment_error: row.lastError,
    payment_method_types: ['card'],
    payment_method:
      row.cardLast4 === null
        ? null
        : {
            object: 'payment_method',
            type: 'card',
            card: { brand: row.cardBrand, last4: row.cardLast4 },
            billing_details: { name: row.billingName, email: row.billingEmail },
          },
    latest_charge: row.status === 'succeeded' ? `ch_${row.id.slice(3)}` : null,
    amount_refunded: row.amountRefunded,
  };
}

export function refundObject(row: RefundRow) {
  return {
    id: row.id,
    object: 'refund' as const,
    amount: row.amount,
    currency: 'usd',
    payment_intent: row.paymentIntentId,
    status: row.status,
    created: row.created,
  };
}

/** Stripe's error shape. */
export function stripeError(
  type: 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error',
  message: string,
  extra: Record<string, unknown> = {},
) {
  return { error: { type, message, ...extra } };
}
