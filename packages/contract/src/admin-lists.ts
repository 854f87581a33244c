import { z } from 'zod';
import { calendarDay } from './common';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from './constants';
import { BOOKING_STATUSES } from './bookings';

/*
 * The admin lists (`GET /allBooking`, `GET /users`, `GET /contacts`; docs/product.md §7, "Admin
 * lists"). The answer is always the plain array the specification shows. Without `limit` and
 * `offset` it is the whole (filtered) list, as a client written from the specification expects;
 * with either, one page of it. The number of rows matching the filters comes in `X-Total-Count`,
 * and a page's neighbours in `Link` (rel="next", rel="prev").
 */

export const adminListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Words found in the row's names, e-mail or text (case does not matter). */
  q: z.string().trim().max(100).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** `GET /allBooking`: also by status and by the day booked (`from`, `to`, both included). */
export const allBookingsQuery = adminListQuery
  .extend({
    status: z.enum(BOOKING_STATUSES).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type AllBookingsQuery = z.infer<typeof allBookingsQuery>;

/** Contact messages: also handled or not. */
export const contactsListQuery = adminListQuery.extend({
  handled: z.enum(['true', 'false']).optional(),
});
export type ContactsListQuery = z.infer<typeof contactsListQuery>;

/** The page a list query asks for: undefined for the whole list. */
export function pageOf(query: {
  limit?: number;
  offset?: number;
}): { limit: number; offset: number } | undefined {
  if (query.limit === undefined && query.offset === undefined) return undefined;
  return { limit: query.limit ?? PAGE_DEFAULT_LIMIT, offset: query.offset ?? 0 };
}
