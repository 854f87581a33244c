import { and, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@wayfare/contract/payment-status';
import type { Db } from '#db/client';
import {
  bookingsListWhere,
  contactsListWhere,
  type Period,
  tripRequestsListWhere,
  usersListWhere,
} from '#db/list-filters';
import { bookings, contacts, departures, payments, tripRequests, users } from '#db/schema';
import { containsPattern } from '#lib/list-page';
import { createAuditRepository, type AuditFilters } from '#features/audit';

/*
 * The rows of the exports, read in keyset chunks: each chunk is one short query for the next
 * `size` rows after the last one read, in the lists' order (newest first, id as the tie-break),
 * which the lists' indexes already serve. Nothing holds a connection or a snapshot between
 * chunks: on PostgreSQL the server keeps one chunk in memory at a time, and on the embedded
 * database (one connection) other requests' queries run between two chunks.
 */

/** Where the last chunk ended: the row's exact creation time (as text: microseconds) and id. */
interface Cursor {
  at: string;
  id: string;
}

/** A row with the cursor columns every export selects. */
interface Keyed {
  cursorAt: string;
  id: string;
}

/** The exact creation time, kept as PostgreSQL's text so that no microsecond is lost. */
const exactTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
function after(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | undefined) {
  return cursor
    ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

function period(column: AnyPgColumn, filters: Period): SQL | undefined {
  return and(
    filters.from ? gte(column, filters.from) : undefined,
    filters.to ? lt(column, filters.to) : undefined,
  );
}

/** Every row of `read`, chunk by chunk, until a chunk comes back short. */
async function* chunks<R extends Keyed>(
  size: number,
  read: (cursor: Cursor | undefined, size: number) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await read(cursor, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    cursor = { at: last.cursorAt, id: last.id };
    // The embedded database answers without any I/O, so chunk after chunk would run on
    // promise callbacks alone and no other request would be read until the export ended: the
    // next chunk waits for the event loop to take its turn (requests that came meanwhile get
    // their queries in first).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export type BookingExportRow = Awaited<ReturnType<ReturnType<typeof bookingsQuery>>>[number];
export type PaymentExportRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>>>[number];
export type UserExportRow = Awaited<ReturnType<ReturnType<typeof usersQuery>>>[number];
export type TripRequestExportRow = Awaited<
  ReturnType<ReturnType<typeof tripRequestsQuery>>
>[number];
export type ContactExportRow = Awaited<ReturnType<ReturnType<typeof contactsQuery>>>[number];
export type AuditExportRow = Awaited<ReturnType<ReturnType<typeof auditQuery>>>[number];

/** The audit trail's filters (`GET /audit`), its people named from the directory now. */
function auditQuery(db: Db, filters: AuditFilters) {
  const trail = createAuditRepository(db);
  return async (cursor: Cursor | undefined, size: number) =>
    (await trail.chunk(filters, cursor, size)).map((row) => ({ ...row, id: String(row.id) }));
}

interface BookingFilters extends Period {
  q?: string;
  status?: (typeof bookings.$inferSelect)['status'];
}

/** All Booking's filters (as `GET /allBooking` applies them): words, status, days booked. */
function bookingsQuery(db: Db, filters: BookingFilters) {
  const where = bookingsListWhere(filters);
  return (cursor: Cursor | undefined, size: number) =>
    db
      .select({
        cursorAt: exactTime(bookings.createdAt),
        id: bookings.id,
        createdAt: bookings.createdAt,
        status: bookings.status,
        name: bookings.name,
        email: bookings.email,
        packageId: bookings.packageId,
        packageTitle: bookings.packageTitle,
        duration: bookings.duration,
        travellers: bookings.travellers,
        travellerNames: bookings.travellerNames,
        priceCents: bookings.priceCents,
        departureId: bookings.departureId,
        departureStartsAt: departures.startsAt,
        cancelledAt: bookings.cancelledAt,
        cancelReason: bookings.cancelReason,
      })
      .from(bookings)
      .leftJoin(departures, eq(departures.id, bookings.departureId))
      .where(and(where, after(bookings.createdAt, bookings.id, cursor)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(size);
}

interface PaymentFilters extends Period {
  q?: string;
  status?: PaymentStatus;
}

/** `paymentStatus` (@wayfare/contract/payment-status) as a condition on the payments table. */
const PAYMENT_STATUS: Record<PaymentStatus, SQL> = {
  succeeded: eq(payments.refundedCents, 0),
  partially_refunded: and(
    gt(payments.refundedCents, 0),
    lt(payments.refundedCents, payments.amountCents),
  )!,
  refunded: and(gt(payments.refundedCents, 0), gte(payments.refundedCents, payments.amountCents))!,
};

/** Payments by payer name, e-mail or transaction id, status (as the payment lists say it), days. */
function paymentsQuery(db: Db, filters: PaymentFilters) {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  const where = and(
    pattern
      ? or(
          ilike(payments.name, pattern),
          ilike(payments.email, pattern),
          ilike(payments.paymentIntentId, pattern),
        )
      : undefined,
    filters.status ? PAYMENT_STATUS[filters.status] : undefined,
    period(payments.createdAt, filters),
  );
  return (cursor: Cursor | undefined, size: number) =>
    db
      .select({
        cursorAt: exactTime(payments.createdAt),
        id: payments.id,
        createdAt: payments.createdAt,
        name: payments.name,
        email: payments.email,
        transactionId: payments.paymentIntentId,
        amountCents: payments.amountCents,
        refundedCents: payments.refundedCents,
        cardBrand: payments.cardBrand,
        cardLast4: payments.cardLast4,
        bookingIds: payments.bookingIds,
        packageIds: payments.packageIds,
      })
      .from(payments)
      .where(and(where, after(payments.createdAt, payments.id, cursor)))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(size);
}

/** Manage User's search (`GET /users`): name or e-mail. */
function usersQuery(db: Db, filters: { q?: string }) {
  const where = usersListWhere(filters);
  return (cursor: Cursor | undefined, size: number) =>
    db
      .select({
        cursorAt: exactTime(users.createdAt),
        id: users.id,
        createdAt: users.createdAt,
        name: users.name,
        email: users.email,
        role: users.role,
        signedUpAt: users.signedUpAt,
      })
      .from(users)
      .where(and(where, after(users.createdAt, users.id, cursor)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(size);
}

/** The trip-request inbox's status filter (`GET /trip-requests`). */
function tripRequestsQuery(db: Db, filters: { status: 'new' | 'answered' | 'all' }) {
  const where = tripRequestsListWhere(filters);
  return (cursor: Cursor | undefined, size: number) =>
    db
      .select({
        cursorAt: exactTime(tripRequests.createdAt),
        id: tripRequests.id,
        createdAt: tripRequests.createdAt,
        email: tripRequests.email,
        travellerName: users.name,
        origin: tripRequests.origin,
        destination: tripRequests.destination,
        startAt: tripRequests.startAt,
        endAt: tripRequests.endAt,
        answeredAt: tripRequests.answeredAt,
        answer: tripRequests.answer,
      })
      .from(tripRequests)
      .leftJoin(users, eq(users.id, tripRequests.userId))
      .where(and(where, after(tripRequests.createdAt, tripRequests.id, cursor)))
      .orderBy(desc(tripRequests.createdAt), desc(tripRequests.id))
      .limit(size);
}

/** User Requests' filters (`GET /contacts`): words in sender or text, handled or not. */
function contactsQuery(db: Db, filters: { q?: string; handled?: boolean }) {
  const where = contactsListWhere(filters);
  return (cursor: Cursor | undefined, size: number) =>
    db
      .select({
        cursorAt: exactTime(contacts.createdAt),
        id: contacts.id,
        createdAt: contacts.createdAt,
        name: contacts.name,
        email: contacts.email,
        message: contacts.message,
        handledAt: contacts.handledAt,
        handledByEmail: users.email,
      })
      .from(contacts)
      .leftJoin(users, eq(users.id, contacts.handledBy))
      .where(and(where, after(contacts.createdAt, contacts.id, cursor)))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(size);
}

/** Each export's rows as chunks of at most `chunkSize` (1,000 unless told). */
export function createExportsRepository(db: Db, options: { chunkSize?: number } = {}) {
  const size = options.chunkSize ?? 1000;
  return {
    bookings: (filters: BookingFilters) => chunks(size, bookingsQuery(db, filters)),
    payments: (filters: PaymentFilters) => chunks(size, paymentsQuery(db, filters)),
    users: (filters: { q?: string }) => chunks(size, usersQuery(db, filters)),
    tripRequests: (filters: { status: 'new' | 'answered' | 'all' }) =>
      chunks(size, tripRequestsQuery(db, filters)),
    contacts: (filters: { q?: string; handled?: boolean }) =>
      chunks(size, contactsQuery(db, filters)),
    audit: (filters: AuditFilters) => chunks(size, auditQuery(db, filters)),
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
