import { z } from 'zod';
import { emailAddress } from './common';
import { PAYMENT_STATUSES } from './payment-status';

export const PAYMENT_PROCESSORS = ['built-in', 'stripe'] as const;
export type PaymentProcessorKind = (typeof PAYMENT_PROCESSORS)[number];

/** Which card processor the checkout talks to, and its publishable key. */
export const paymentConfigResponse = z.object({
  processor: z.enum(PAYMENT_PROCESSORS),
  publishableKey: z.string(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponse>;

/**
 * `POST /create-payment-intent`. The amount is computed on the server from the caller's unpaid
 * bookings; a `price` sent (whole dollars, docs/product.md §7) must equal it, else the page
 * is stale and the call is refused.
 */
export const createPaymentIntentRequest = z.object({
  price: z.number().min(0).max(100_000_000).optional(),
});
export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Whole dollars. */
  amount: z.number(),
  bookingIds: z.array(z.string()),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

/**
 * `POST /payments` (docs/product.md §7). Only `transactionId` (the payment intent) decides what
 * is recorded: amount, bookings and packages come from the server's own record of that intent.
 */
export const recordPaymentRequest = z.object({
  name: z.string().trim().max(120).optional(),
  email: emailAddress.optional(),
  transactionId: z.string().trim().min(1, 'is required').max(100),
  price: z.number().optional(),
  date: z.string().max(64).optional(),
  bookingIds: z.array(z.string().max(64)).max(500).optional(),
  packageIds: z.array(z.string().max(64).nullable()).max(500).optional(),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequest>;

export const payment = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  transactionId: z.string().nullable(),
  /** Whole dollars paid. */
  price: z.number(),
  /** Whole dollars refunded so far. */
  refunded: z.number(),
  date: z.string(),
  bookingIds: z.array(z.string()),
  packageIds: z.array(z.string()),
  status: z.enum(PAYMENT_STATUSES),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /**
   * Ours: what was paid for, one entry per booking (in `bookingIds` order): the package, the
   * departure (trip-zone offset; null for a package without departures), how many travel, the
   * booking's price in whole dollars and its status now.
   */
  items: z.array(
    z.object({
      bookingId: z.string(),
      packageTitle: z.string(),
      /** Ours: the package's Bangla title when booked, or null (docs/i18n.md). */
      packageTitleBn: z.string().nullable(),
      departureStartsAt: z.string().nullable(),
      travellers: z.number().int(),
      price: z.number(),
      status: z.string(),
    }),
  ),
});
export type Payment = z.infer<typeof payment>;
export type PaymentItem = Payment['items'][number];
export const paymentList = z.array(payment);

export const refundResponse = z.object({ refunded: z.number(), bookingId: z.string() });
export type RefundResponse = z.infer<typeof refundResponse>;

export { TEST_CARDS } from './constants';
