/**
 * A payment's status, as the payment lists, the exports and their filters say it: derived from
 * what was paid and what has been refunded of it (integer minor units), never stored. Zod-free:
 * the browser may import it.
 */
export const PAYMENT_STATUSES = ['succeeded', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatus(amount: { paidCents: number; refundedCents: number }): PaymentStatus {
  if (amount.refundedCents <= 0) return 'succeeded';
  return amount.refundedCents >= amount.paidCents ? 'refunded' : 'partially_refunded';
}
