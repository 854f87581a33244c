import {
  and,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { containsPattern } from '#lib/list-page';
import { alias } from 'drizzle-orm/pg-core';
import type { Booking, BookingSummary } from '@wayfare/contract/bookings';
import type { Db } from '#db/client';
import { listWithTotal } from '#db/list';
import { bookingTotals, bookings, packages, users } from '#db/schema';

export type BookingRow = typeof bookings.$inferSelect;
type Page = { limit: number; offset: number };

export function toBookingDto(row: BookingRow): Booking {
  return {
    _id: row.id,
    packageId: row.packageId,
    packageTitle: row.packageTitle,
    name: row.name,
    email: row.email,
    duration: row.duration,
    price: row.priceCents / 100,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** Sums by status: the one definition of the booking totals (BookingSummary in the contract). */
function sumsByStatus(count: SQL, cents: SQL, status: SQL) {
  const sumOf = (value: SQL, filter?: SQL) =>
    filter
      ? sql<number>`coalesce(sum(${value}) filter (${filter}), 0)`.mapWith(Number)
      : sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
  return {
    count: sumOf(count),
    totalCents: sumOf(cents),
    unpaidCount: sumOf(count, sql`where ${status} = 'unpaid'`),
    unpaidCents: sumOf(cents, sql`where ${status} = 'unpaid'`),
    paidCents: sumOf(cents, sql`where ${status} in ('paid', 'refunded')`),
    refundedCents: sumOf(cents, sql`where ${status} = 'refunded'`),
  };
}

/** Over the bookings themselves: each row counts once. */
const summaryColumns = sumsByStatus(sql`1`, sql`${bookings.priceCents}`, sql`${bookings.status}`);

type SummaryRow = { [K in keyof typeof summaryColumns]: number };

function toSummary(row: SummaryRow | undefined): BookingSummary {
  const dollars = (cents: number | undefined) => (cents ?? 0) / 100;
  return {
    count: row?.count ?? 0,
    total: dollars(row?.totalCents),
    unpaidCount: row?.unpaidCount ?? 0,
    unpaidTotal: dollars(row?.unpaidCents),
    paid: dollars(row?.paidCents),
    refunded: dollars(row?.refundedCents),
    outstanding: dollars(row?.unpaidCents),
  };
}

/**
 * A new unpaid booking of the package in the select's FROM, for `userId`, with the name and
 * e-mail placeholders: every column in the table's order, as Drizzle's insert ... select takes
 * them. Title, duration and price come from the package, never from the request.
 */
function bookingFromPackage(userId: SQL.Aliased<string | null>) {
  return {
    id: sql<string>`gen_random_uuid()`.as('id'),
    userId,
    packageId: packages.id,
    packageTitle: packages.title,
    name: sql<string>`${sql.placeholder('name')}::text`.as('name'),
    email: sql<string>`${sql.placeholder('email')}::text`.as('email'),
    duration: packages.duration,
    priceCents: packages.priceCents,
    status: sql<'unpaid'>`'unpaid'`.as('status'),
    createdAt: sql<Date>`now()`.as('created_at'),
    updatedAt: sql<Date>`now()`.as('updated_at'),
    cancelReason: sql<string | null>`null::text`.as('cancel_reason'),
    cancelledAt: sql<Date | null>`null::timestamptz`.as('cancelled_at'),
    cancelledBy: sql<string | null>`null::uuid`.as('cancelled_by'),
  };
}

export function createBookingsRepository(db: Db) {
  // Booking is the hot write: built once, a named prepared statement on PostgreSQL. Drizzle's
  // insert-select takes every column in table order, so the defaults are spelled out here.
  const createFromPackage = db
    .insert(bookings)
    .select(
      db
        .select(
          bookingFromPackage(sql<string | null>`${sql.placeholder('userId')}::uuid`.as('user_id')),
        )
        .from(packages)
        // An archived package takes no new bookings.
        .where(and(eq(packages.id, sql.placeholder('packageId')), isNull(packages.archivedAt))),
    )
    .returning({ id: bookings.id })
    .prepare('bookings_create_from_package');
  // The same booking with its authorization in the statement: the caller (from the verified
  // token) must still exist with the token's e-mail, and may book for another e-mail only as an
  // admin. So the hot path reads the caller from the database, as every request does, in the
  // same round trip as the insert.
  const caller = alias(users, 'caller');
  const createAsCaller = db
    .insert(bookings)
    .select(
      db
        .select(
          bookingFromPackage(
            sql<string | null>`case when ${caller.email} = ${sql.placeholder('email')}::text
              then ${caller.id}
              else (select ${users.id} from ${users} where ${users.email} = ${sql.placeholder('email')}::text)
              end`.as('user_id'),
          ),
        )
        .from(packages)
        .innerJoin(
          caller,
          and(
            eq(caller.id, sql.placeholder('callerId')),
            eq(caller.email, sql.placeholder('callerEmail')),
            // A token issued before the caller signed out everywhere books nothing.
            or(
              isNull(caller.tokensValidAfter),
              lte(
                caller.tokensValidAfter,
                sql`to_timestamp(${sql.placeholder('issuedAt')}::double precision)`,
              ),
            ),
          ),
        )
        .where(
          and(
            eq(packages.id, sql.placeholder('packageId')),
            isNull(packages.archivedAt),
            or(eq(caller.email, sql.placeholder('email')), eq(caller.role, 'admin')),
          ),
        ),
    )
    .returning({ id: bookings.id })
    .prepare('bookings_create_as_caller');
  /** A page of bookings, newest first (the order the list indexes keep). */
  const listWhere = (condition: SQL | undefined, page: Page) =>
    db
      .select()
      .from(bookings)
      .where(condition)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(page.limit)
      .offset(page.offset);
  return {
    /**
     * Books a package in one statement: the package's title, duration and price are copied by
     * the database (`insert ... select`), so a booking costs one round trip, not a read and a
     * write. Answers the new id, or undefined when there is no such package.
     */
    async createFromPackage(values: {
      packageId: string;
      userId: string | null;
      name: string;
      email: string;
    }): Promise<string | undefined> {
      const [row] = await createFromPackage.execute(values);
      return row?.id;
    },

    /**
     * Books a package for a caller known only by their verified token, in one statement that
     * also checks them (see createAsCaller). Answers the new id, or undefined when nothing was
     * booked: the caller is gone or not allowed, or the package is; the caller's usual checks
     * then say which.
     */
    async createAsCaller(values: {
      callerId: string;
      callerEmail: string;
      /** The token's issue time, seconds since the epoch. */
      issuedAt: number;
      packageId: string;
      name: string;
      email: string;
    }): Promise<string | undefined> {
      const [row] = await createAsCaller.execute(values);
      return row?.id;
    },

    async findById(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /** An address's bookings (an admin's view, detached records included), newest first. */
    async listByEmail(email: string, page: Page): Promise<BookingRow[]> {
      return listWhere(eq(bookings.email, email), page);
    },

    /** An account's own bookings, newest first. */
    async listByUser(userId: string, page: Page): Promise<BookingRow[]> {
      return listWhere(eq(bookings.userId, userId), page);
    },

    /**
     * All Bookings (admins): newest first, filtered, one page or (without a page) every row, with
     * the number of rows the filters match. `from` and `to` are instants (`to` excluded).
     */
    async listAll(
      filters: { q?: string; status?: BookingRow['status']; from?: Date; to?: Date },
      page: Page | undefined,
    ): Promise<{ rows: BookingRow[]; total: number }> {
      const pattern = filters.q ? containsPattern(filters.q) : undefined;
      const condition = and(
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
      const query = db
        .select()
        .from(bookings)
        .where(condition)
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      return listWithTotal({
        db,
        table: bookings,
        where: condition,
        page,
        select: (p) => (p ? query.limit(p.limit).offset(p.offset) : query),
      });
    },

    /** Count and sums computed by the database, over all of an e-mail's bookings. */
    async summaryByEmail(email: string): Promise<BookingSummary> {
      const [row] = await db.select(summaryColumns).from(bookings).where(eq(bookings.email, email));
      return toSummary(row);
    },

    /** Count and sums computed by the database, over all of an account's bookings. */
    async summaryByUser(userId: string): Promise<BookingSummary> {
      const [row] = await db
        .select(summaryColumns)
        .from(bookings)
        .where(eq(bookings.userId, userId));
      return toSummary(row);
    },

    /**
     * Totals of every booking from the running totals the database keeps (booking_totals, at
     * most 48 rows), not by reading every booking: the same answer at any number of bookings.
     */
    async summaryAll(): Promise<BookingSummary> {
      const [row] = await db
        .select(
          sumsByStatus(
            sql`${bookingTotals.count}`,
            sql`${bookingTotals.cents}`,
            sql`${bookingTotals.status}`,
          ),
        )
        .from(bookingTotals);
      return toSummary(row);
    },

    /**
     * Records an admin's cancellation of a booking that is still in `expected` status (unpaid: it
     * becomes cancelled; refunded: it keeps that status) and not cancelled before. Answers the
     * booking as it is then, or undefined when it was not in that state.
     */
    async recordCancellation(input: {
      id: string;
      expected: 'unpaid' | 'refunded';
      reason: string;
      adminId: string;
    }): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({
          status: input.expected === 'unpaid' ? 'cancelled' : 'refunded',
          cancelReason: input.reason,
          cancelledAt: new Date(),
          cancelledBy: input.adminId,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(bookings.id, input.id),
            eq(bookings.status, input.expected),
            isNull(bookings.cancelledAt),
          ),
        )
        .returning();
      return row;
    },

    /** Deletes the booking only while it is unpaid; answers how many rows went. */
    async removeUnpaid(id: string): Promise<number> {
      const deleted = await db
        .delete(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.status, 'unpaid')))
        .returning({ id: bookings.id });
      return deleted.length;
    },

    /**
     * Which packages these accounts have a paid booking of (one row per account and package; a
     * refunded booking was cancelled and is not counted). For reviews' "verified traveller".
     */
    async paidPackagesOf(
      userIds: string[],
    ): Promise<{ userId: string; packageId: string | null }[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ userId: bookings.userId, packageId: bookings.packageId })
        .from(bookings)
        .where(and(inArray(bookings.userId, userIds), eq(bookings.status, 'paid')));
      return rows.flatMap((row) =>
        row.userId ? [{ userId: row.userId, packageId: row.packageId }] : [],
      );
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
