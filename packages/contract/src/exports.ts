import { z } from 'zod';
import { adminListQuery, contactsListQuery } from './admin-lists';
import { BOOKING_STATUSES } from './bookings';
import { calendarDay } from './common';
import { tripRequestsInboxQuery } from './trip-requests';
import { PAYMENT_STATUSES } from './payment-status';

/*
 * CSV exports (admins): `GET /exports/<kind>.csv` with the same filters as the admin list it
 * comes from, without paging: the file holds every row the filters match, in the list's order
 * (newest first). RFC 4180, UTF-8 with a byte-order mark, CRLF line ends.
 */

export type ExportKind = 'bookings' | 'payments' | 'users' | 'trip-requests' | 'contacts' | 'audit';

export { auditExportQuery, type AuditExportQuery } from './audit';

const withoutPaging = { limit: true, offset: true } as const;
const listFilters = adminListQuery.omit(withoutPaging);

const dayRange = <T extends { from?: string; to?: string }>(query: T) =>
  !query.from || !query.to || query.from <= query.to;
const dayRangeError = { message: 'must not be before from', path: ['to'] };

/** `GET /exports/bookings.csv`: All Booking's filters (`GET /allBooking`). */
export const bookingsExportQuery = listFilters
  .extend({
    status: z.enum(BOOKING_STATUSES).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine(dayRange, dayRangeError);
export type BookingsExportQuery = z.infer<typeof bookingsExportQuery>;

/**
 * `GET /exports/payments.csv`: payments found by payer or transaction (`q`), by status and by the
 * day paid (`from`, `to`, days in the trip zone, both included).
 */
export const paymentsExportQuery = listFilters
  .extend({
    status: z.enum(PAYMENT_STATUSES).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine(dayRange, dayRangeError);
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuery>;

/** `GET /exports/users.csv`: Manage User's search (`GET /users`). */
export const usersExportQuery = listFilters;
export type UsersExportQuery = z.infer<typeof usersExportQuery>;

/** `GET /exports/trip-requests.csv`: the inbox's status (`GET /trip-requests`; `new` by default). */
export const tripRequestsExportQuery = tripRequestsInboxQuery.omit(withoutPaging);
export type TripRequestsExportQuery = z.infer<typeof tripRequestsExportQuery>;

/** `GET /exports/contacts.csv`: User Requests' search and handled filter (`GET /contacts`). */
export const contactsExportQuery = contactsListQuery.omit(withoutPaging);
export type ContactsExportQuery = z.infer<typeof contactsExportQuery>;
