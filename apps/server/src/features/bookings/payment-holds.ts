import type { BookingsRepository } from './repository';

/**
 * The longer hold of a payment under way (decision 010), for the payments feature: once the
 * server itself has seen the processor report a payment of these bookings in progress, each of
 * them holds its seats up to `paymentMinutes` from now, once per booking, never past its
 * departure's start. Opening Checkout makes a payment intent by itself, so an intent alone
 * extends nothing; only the processor's own status does.
 */
export function createPaymentHolds(deps: {
  bookings: Pick<BookingsRepository, 'extendHoldsForPayment'>;
  /** BOOKING_PAYMENT_HOLD_MINUTES. */
  paymentMinutes: number;
}) {
  return {
    async paymentInProgress(bookingIds: string[]) {
      return deps.bookings.extendHoldsForPayment(bookingIds, deps.paymentMinutes);
    },
  };
}
