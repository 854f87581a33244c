import type { BookingStatus } from '@wayfare/contract/constants';
import type { BookingsKey } from './messages';

/** A booking's status as people read it: the API's word in English, its Bangla in Bangla. */
export const STATUS_LABEL = {
  unpaid: 'bookings.status.unpaid',
  paid: 'bookings.status.paid',
  refunded: 'bookings.status.refunded',
  cancelled: 'bookings.status.cancelled',
  expired: 'bookings.status.expired',
} as const satisfies Record<BookingStatus, BookingsKey>;
