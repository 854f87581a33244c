import type { Booking } from '@wayfare/contract/bookings';

/**
 * Whether the traveller may still cancel a paid booking for a refund on My Bookings: until its
 * departure starts (the server refuses it from then on, 409 `DEPARTURE_STARTED`; the agency
 * may still refund). A booking without a departure stays refundable.
 */
export function selfRefundOpen(
  booking: Pick<Booking, 'status' | 'departureStartsAt'>,
  now: number,
): boolean {
  if (booking.status !== 'paid') return false;
  return !booking.departureStartsAt || Date.parse(booking.departureStartsAt) > now;
}
