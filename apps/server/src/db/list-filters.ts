import { and, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '#lib/list-page';
import { bookings, contacts, tripRequests, users } from './schema';

/*
 * The admin lists' filters, written once: each list (its repository) and its CSV export
 * (features/exports) select the same rows for the same query.
 */

/** Instants as the lists take them: `from` included, `to` excluded. */
export interface Period {
  from?: Date;
  to?: Date;
}

/** All Booking (`GET /allBooking`): words in name, e-mail or package, status, days booked. */
export function bookingsListWhere(
  filters: { q?: string; status?: (typeof bookings.$inferSelect)['status'] } & Period,
): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    pattern
      ? or(
          ilike(bookings.name, pattern),
          ilike(bookings.email, pattern),
          ilike(bookings.packageTitle, pattern),
        )
      : undefined,
    filters.status ? eq(bookings.status, filters.status) : undefined,
    filters.from ? gte(bookings.createdAt, filters.from) : undefined,
    filters.to ? lt(bookings.createdAt, filters.to) : undefined,
  );
}

/** User Requests (`GET /contacts`): words in sender or text, handled or not. */
export function contactsListWhere(filters: { q?: string; handled?: boolean }): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    pattern
      ? or(
          ilike(contacts.name, pattern),
          ilike(contacts.email, pattern),
          ilike(contacts.message, pattern),
        )
      : undefined,
    filters.handled === undefined
      ? undefined
      : filters.handled
        ? isNotNull(contacts.handledAt)
        : isNull(contacts.handledAt),
  );
}

/** Manage User (`GET /users`): words in name or e-mail. */
export function usersListWhere(filters: { q?: string }): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
}

/** The trip-request inbox (`GET /trip-requests`): waiting, answered or all. */
export function tripRequestsListWhere(filters: {
  status: 'new' | 'answered' | 'all';
}): SQL | undefined {
  if (filters.status === 'new') return isNull(tripRequests.answeredAt);
  if (filters.status === 'answered') return isNotNull(tripRequests.answeredAt);
  return undefined;
}
