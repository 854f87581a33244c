import {
  and,
  desc,
  getTableColumns,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Booking, BookingSummary } from '@wayfare/contract/bookings';
import type { Db } from '#db/client';
import { listWithTotal } from '#db/list';
import { bookingsListWhere } from '#db/list-filters';
import { bookingTotals, bookings, departures, holdLedger, packages, users } from '#db/schema';
import { formatTripTime } from '#lib/trip-time';
import { enqueue, type NewJob } from '#jobs';

export type BookingRow = typeof bookings.$inferSelect;
/** A booking as the lists read it: with its departure's start (null without a departure). */
export type BookingListRow = BookingRow & { departureStartsAt: Date | null };
type Page = { limit: number; offset: number };

/** What a booking statement made: the booking, its departure, travellers and hold. */
export interface CreatedBooking {
  id: string;
  departureId: string | null;
  travellers: number;
  holdExpiresAt: Date | null;
}

/** The new booking's departure facts a statement answers (see `created`). */
const createdColumns = {
  id: bookings.id,
  departureId: bookings.departureId,
  travellers: bookings.travellers,
  holdExpiresAt: bookings.holdExpiresAt,
};

export function toBookingDto(row: BookingListRow, timeZone: string): Booking {
  return {
    _id: row.id,
    packageId: row.packageId,
    packageTitle: row.packageTitle,
    packageTitleBn: row.packageTitleBn,
    name: row.name,
    email: row.email,
    duration: row.duration,
    price: row.priceCents / 100,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    departureId: row.departureId,
    departureStartsAt: row.departureStartsAt
      ? formatTripTime(row.departureStartsAt, timeZone)
      : null,
    travellers: row.travellers,
    travellerNames: row.travellerNames,
    holdExpiresAt:
      row.holdExpiresAt && row.status === 'unpaid'
        ? formatTripTime(holdEnd(row.holdExpiresAt, row.departureStartsAt), timeZone)
        : null,
  };
}

/** A hold never outlives its departure's start, even one that was moved earlier since. */
function holdEnd(holdExpiresAt: Date, departureStartsAt: Date | null): Date {
  return departureStartsAt && departureStartsAt < holdExpiresAt ? departureStartsAt : holdExpiresAt;
}

/** Which cap refused a hold (decision 010), as `seat_hold_take()` names it. */
type HoldScope = 'account' | 'address' | 'address-departure' | 'returned';

/** A hold the caps refused: the cap, its limit, the seats it counted, and when there is room. */
export interface HoldRefusal {
  code: 'HOLD_LIMIT';
  scope: HoldScope;
  limit: number;
  counted: number;
  seatsTotal: number;
  /** When enough of the counted seats stop counting (if unpaid); null if never enough. */
  availableAt: Date | null;
}

function holdRefusalOf(detail: string | undefined): HoldRefusal {
  const facts = JSON.parse(detail ?? '{}') as {
    scope?: HoldScope;
    limit?: number;
    counted?: number;
    seatsTotal?: number;
    availableAt?: string | null;
  };
  return {
    code: 'HOLD_LIMIT',
    scope: facts.scope ?? 'account',
    limit: facts.limit ?? 0,
    counted: facts.counted ?? 0,
    seatsTotal: facts.seatsTotal ?? 0,
    availableAt: facts.availableAt ? new Date(facts.availableAt) : null,
  };
}

/**
 * A booking statement that found too few seats, a departure that takes no bookings, or a hold
 * the caps refuse: the seat-counting trigger (migration 0015) raised SQLSTATE WF409 (the seats
 * left in its detail) or WF410, or `seat_hold_take()` (migration 0022) WF429 (the cap in its
 * detail, JSON). Drizzle wraps the driver's error, so the cause chain is searched.
 */
export function seatRefusalOf(
  error: unknown,
):
  | { code: 'SOLD_OUT'; seatsLeft: number }
  | { code: 'DEPARTURE_NOT_OPEN' }
  | HoldRefusal
  | undefined {
  for (let e = error as { code?: string; detail?: string; cause?: unknown } | undefined; e;) {
    if (e.code === 'WF409') return { code: 'SOLD_OUT', seatsLeft: Number(e.detail ?? 0) || 0 };
    if (e.code === 'WF410') return { code: 'DEPARTURE_NOT_OPEN' };
    if (e.code === 'WF429') return holdRefusalOf(e.detail);
    e = e.cause as typeof e;
  }
  return undefined;
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
 * The departure a booking takes (a lateral subquery over the package in the FROM): the one asked
 * for (`departureId`), or, when none is asked for, the package's next open departure with seats
 * for the travellers. The seat-counting trigger checks it again under the departure's lock; this
 * only chooses.
 */
function chosenDeparture(db: Db) {
  const asked = sql.placeholder('departureId');
  return db
    .select({ id: departures.id, priceCents: departures.priceCents })
    .from(departures)
    .where(
      and(
        eq(departures.packageId, packages.id),
        sql`case when ${asked}::uuid is null
          then ${departures.status} = 'open' and ${departures.startsAt} > now()
            and ${departures.seatsTotal} - ${departures.seatsTaken} >= ${sql.placeholder('travellers')}::int
          else ${departures.id} = ${asked}::uuid end`,
      ),
    )
    .orderBy(departures.startsAt)
    .limit(1)
    .as('chosen');
}
type Chosen = ReturnType<typeof chosenDeparture>;

/**
 * Which packages a booking may be made of: offered (not archived), with the chosen departure, or
 * (nothing asked for) sold without departures at all.
 */
function bookable(chosen: Chosen) {
  return and(
    eq(packages.id, sql.placeholder('packageId')),
    isNull(packages.archivedAt),
    or(
      isNotNull(chosen.id),
      and(
        sql`${sql.placeholder('departureId')}::uuid is null`,
        sql`not exists (select 1 from ${departures} where ${departures.packageId} = ${packages.id})`,
      ),
    ),
  );
}

/** The new booking's id, made once in the FROM (`fresh`): the hold's record names it too. */
const fresh = sql`(select gen_random_uuid() as "id") as "fresh"`;
const freshId = sql<string>`"fresh"."id"`;

/**
 * A new unpaid booking of the package in the select's FROM and its chosen departure, for
 * `userId`, with the name and e-mail placeholders: every column in the table's order, as
 * Drizzle's insert ... select takes them. Title, duration and price come from the package (the
 * departure's price when it has one, times the travellers), never from the request. A booking of
 * a departure holds its seats as `seat_hold_take()` grants (migration 0022, decision 010): for
 * `holdMinutes`, never past the departure's start, within the caps of its account and client
 * address (`holdAddress`) unless `exempt` (an admin booking).
 */
function bookingFromPackage(userId: SQL, exempt: SQL, chosen: Chosen) {
  const p = (name: string) => sql.placeholder(name);
  return {
    id: sql<string>`${freshId}`.as('id'),
    userId: sql<string | null>`${userId}`.as('user_id'),
    packageId: packages.id,
    packageTitle: packages.title,
    packageTitleBn: packages.titleBn,
    name: sql<string>`${sql.placeholder('name')}::text`.as('name'),
    email: sql<string>`${sql.placeholder('email')}::text`.as('email'),
    duration: packages.duration,
    priceCents:
      sql<number>`coalesce(${chosen.priceCents}, ${packages.priceCents}) * ${sql.placeholder('travellers')}::int`.as(
        'price_cents',
      ),
    status: sql<'unpaid'>`'unpaid'`.as('status'),
    createdAt: sql<Date>`now()`.as('created_at'),
    updatedAt: sql<Date>`now()`.as('updated_at'),
    cancelReason: sql<string | null>`null::text`.as('cancel_reason'),
    cancelledAt: sql<Date | null>`null::timestamptz`.as('cancelled_at'),
    cancelledBy: sql<string | null>`null::uuid`.as('cancelled_by'),
    departureId: sql<string | null>`${chosen.id}`.as('departure_id'),
    travellers: sql<number>`${sql.placeholder('travellers')}::smallint`.as('travellers'),
    travellerNames: sql<string[]>`${sql.placeholder('travellerNames')}::text[]`.as(
      'traveller_names',
    ),
    holdExpiresAt: sql<Date | null>`case when ${chosen.id} is null then null
      else seat_hold_take(${freshId}, ${userId}, ${p('holdAddress')}::text, ${chosen.id},
        ${p('travellers')}::int, ${p('holdMinutes')}::int, ${p('holdAccountSeats')}::int,
        ${p('holdAddressSeats')}::int, ${p('holdDeparturePercent')}::int,
        ${p('holdCooldownMinutes')}::int, ${exempt}) end`.as('hold_expires_at'),
    holdExtendedAt: sql<Date | null>`null::timestamptz`.as('hold_extended_at'),
    language: sql<'en' | 'bn'>`${p('language')}::text`.as('language'),
  };
}

/** What every booking statement takes besides its own placeholders. */
type SeatValues = {
  departureId: string | null;
  travellers: number;
  travellerNames: string[];
  /** The hold's terms (decision 010) and the client address it is asked from. */
  holdMinutes: number;
  holdAccountSeats: number;
  holdAddressSeats: number;
  holdDeparturePercent: number;
  holdCooldownMinutes: number;
  holdAddress: string | null;
  /** The language of the page it is booked on: its messages' (docs/i18n.md, "E-mails"). */
  language: 'en' | 'bn';
};

export function createBookingsRepository(db: Db) {
  // Booking is the hot write: built once, a named prepared statement on PostgreSQL. Drizzle's
  // insert-select takes every column in table order, so the defaults are spelled out here.
  const chosen = chosenDeparture(db);
  const createFromPackage = db
    .insert(bookings)
    .select(
      db
        .select(
          bookingFromPackage(
            sql`${sql.placeholder('userId')}::uuid`,
            sql`${sql.placeholder('holdExempt')}::boolean`,
            chosen,
          ),
        )
        .from(packages)
        .leftJoinLateral(chosen, sql`true`)
        .crossJoin(fresh)
        // An archived package takes no new bookings.
        .where(bookable(chosen)),
    )
    .returning(createdColumns)
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
            sql`case when ${caller.email} = ${sql.placeholder('email')}::text
              then ${caller.id}
              else (select ${users.id} from ${users} where ${users.email} = ${sql.placeholder('email')}::text)
              end`,
            // The desk's bookings (an admin's) are neither capped nor counted.
            sql`${caller.role} = 'admin'`,
            chosen,
          ),
        )
        .from(packages)
        .leftJoinLateral(chosen, sql`true`)
        .crossJoin(fresh)
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
            bookable(chosen),
            or(eq(caller.email, sql.placeholder('email')), eq(caller.role, 'admin')),
          ),
        ),
    )
    .returning(createdColumns)
    .prepare('bookings_create_as_caller');
  /** Bookings with their departure's start, as the lists answer them. */
  const selectListRows = () =>
    db
      .select({ ...getTableColumns(bookings), departureStartsAt: departures.startsAt })
      .from(bookings)
      .leftJoin(departures, eq(departures.id, bookings.departureId));
  /** A page of bookings, newest first (the order the list indexes keep). */
  const listWhere = (condition: SQL | undefined, page: Page) =>
    selectListRows()
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
    async createFromPackage(
      values: {
        packageId: string;
        userId: string | null;
        name: string;
        email: string;
        /** An admin's booking: neither capped nor counted. */
        holdExempt: boolean;
      } & SeatValues,
    ): Promise<CreatedBooking | undefined> {
      const [row] = await createFromPackage.execute(values);
      return row;
    },

    /**
     * Books a package for a caller known only by their verified token, in one statement that
     * also checks them (see createAsCaller). Answers the new id, or undefined when nothing was
     * booked: the caller is gone or not allowed, or the package is; the caller's usual checks
     * then say which.
     */
    async createAsCaller(
      values: {
        callerId: string;
        callerEmail: string;
        /** The token's issue time, seconds since the epoch. */
        issuedAt: number;
        packageId: string;
        name: string;
        email: string;
      } & SeatValues,
    ): Promise<CreatedBooking | undefined> {
      const [row] = await createAsCaller.execute(values);
      return row;
    },

    async findById(id: string): Promise<BookingListRow | undefined> {
      const [row] = await selectListRows().where(eq(bookings.id, id));
      return row;
    },

    /** An address's bookings (an admin's view, detached records included), newest first. */
    async listByEmail(email: string, page: Page): Promise<BookingListRow[]> {
      return listWhere(eq(bookings.email, email), page);
    },

    /** An account's own bookings, newest first. */
    async listByUser(userId: string, page: Page): Promise<BookingListRow[]> {
      return listWhere(eq(bookings.userId, userId), page);
    },

    /**
     * All Bookings (admins): newest first, filtered, one page or (without a page) every row, with
     * the number of rows the filters match. `from` and `to` are instants (`to` excluded).
     */
    async listAll(
      filters: { q?: string; status?: BookingRow['status']; from?: Date; to?: Date },
      page: Page | undefined,
    ): Promise<{ rows: BookingListRow[]; total: number }> {
      const condition = bookingsListWhere(filters);
      const query = selectListRows()
        .where(condition)
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      return listWithTotal({
        db,
        table: bookings,
        where: condition,
        page,
        select: (p) => (p ? query.limit(p.limit).offset(p.offset) : query),
        // Unfiltered: the running totals (booking_totals) hold the count, at any size.
        countAll: async () => {
          const [row] = await db
            .select({
              count: sql<number>`coalesce(sum(${bookingTotals.count}), 0)`.mapWith(Number),
            })
            .from(bookingTotals);
          return row?.count ?? 0;
        },
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
     * Merges each status's rows of changes in booking_totals into one (`booking_totals_compact()`,
     * migration 0020): answers how many rows were merged. The sums read are the same after.
     */
    async compactTotals(): Promise<number> {
      const result = await db.execute(sql`select booking_totals_compact() as merged`);
      return Number((result as { rows: { merged: number }[] }).rows[0]?.merged ?? 0);
    },

    /**
     * Totals of every booking from the running totals the database keeps (booking_totals: a row
     * per status, plus the changes since the last compaction), not by reading every booking.
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

    /**
     * Why a booking statement booked nothing, as far as departures go: whether the package is
     * offered and sold with departures, and the seats left on the departure asked for (or, with
     * none asked for, the most any of its open upcoming departures has).
     */
    async seatsFor(input: { packageId: string; departureId: string | null }): Promise<{
      packageOffered: boolean;
      hasDepartures: boolean;
      departure?: { packageId: string; status: string; started: boolean; seatsLeft: number };
      mostSeatsLeft: number;
    }> {
      const [pkg] = await db
        .select({
          offered: sql<boolean>`${packages.archivedAt} is null`,
          hasDepartures: sql<boolean>`exists (select 1 from ${departures} where ${departures.packageId} = ${packages.id})`,
          mostSeatsLeft:
            sql<number>`coalesce((select max(${departures.seatsTotal} - ${departures.seatsTaken}) from ${departures}
            where ${departures.packageId} = ${packages.id} and ${departures.status} = 'open' and ${departures.startsAt} > now()), 0)`.mapWith(
              Number,
            ),
        })
        .from(packages)
        .where(eq(packages.id, input.packageId));
      const [departure] = input.departureId
        ? await db
            .select({
              packageId: departures.packageId,
              status: departures.status,
              started: sql<boolean>`${departures.startsAt} <= now()`,
              seatsLeft: sql<number>`${departures.seatsTotal} - ${departures.seatsTaken}`.mapWith(
                Number,
              ),
            })
            .from(departures)
            .where(eq(departures.id, input.departureId))
        : [];
      return {
        packageOffered: pkg?.offered ?? false,
        hasDepartures: pkg?.hasDepartures ?? false,
        departure,
        mostSeatsLeft: pkg?.mostSeatsLeft ?? 0,
      };
    },

    /**
     * Ends the seat holds that ran out: unpaid bookings whose hold has passed become `expired`
     * and (by the seat-counting trigger, in the same statement) give their seats back. Each
     * booking changes once whoever runs this at the same moment: a second runner's update finds
     * it no longer unpaid. Answers the bookings expired.
     */
    async expireHolds(limit: number): Promise<{ id: string; email: string }[]> {
      const due = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.status, 'unpaid'), lte(bookings.holdExpiresAt, sql`now()`)))
        .limit(limit);
      return db
        .update(bookings)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(
          and(
            inArray(bookings.id, due),
            eq(bookings.status, 'unpaid'),
            lte(bookings.holdExpiresAt, sql`now()`),
          ),
        )
        .returning({ id: bookings.id, email: bookings.email });
    },

    /**
     * Ends the holds of departures that started in the last day while their hold still ran (a
     * departure moved earlier after they were made: a hold never outlives the start), as
     * `expireHolds` does. Read from the departures' start index, so a sweep costs no scan.
     */
    async expireStartedHolds(limit: number): Promise<{ id: string; email: string }[]> {
      const started = db
        .select({ id: departures.id })
        .from(departures)
        .where(
          and(
            lte(departures.startsAt, sql`now()`),
            sql`${departures.startsAt} > now() - interval '1 day'`,
          ),
        );
      const due = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(inArray(bookings.departureId, started), eq(bookings.status, 'unpaid')))
        .limit(limit);
      return db
        .update(bookings)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(inArray(bookings.id, due), eq(bookings.status, 'unpaid')))
        .returning({ id: bookings.id, email: bookings.email });
    },

    /**
     * Forgets the holds that ended unpaid more than `cooldownMinutes` ago: they no longer count
     * against anyone's caps (decision 010), and the ledger keeps client addresses no longer than
     * it needs them. Answers how many went.
     */
    async forgetEndedHolds(cooldownMinutes: number): Promise<number> {
      const gone = await db
        .delete(holdLedger)
        .where(lte(holdLedger.endedAt, sql`now() - make_interval(mins => ${cooldownMinutes}::int)`))
        .returning({ id: holdLedger.bookingId });
      return gone.length;
    },

    /**
     * A payment of these bookings is under way, as the processor itself reported: each unpaid
     * booking whose hold still runs and was never made longer holds its seats until `minutes`
     * from now (never past its departure's start, never shorter than it was). Once per booking:
     * a second report changes nothing. Answers the bookings made longer, with their new end.
     */
    async extendHoldsForPayment(
      bookingIds: string[],
      minutes: number,
    ): Promise<{ id: string; holdExpiresAt: Date | null }[]> {
      if (bookingIds.length === 0) return [];
      return db
        .update(bookings)
        .set({
          holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, least(now() + make_interval(mins => ${minutes}::int), ${departures.startsAt}))`,
          holdExtendedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .from(departures)
        .where(
          and(
            eq(departures.id, bookings.departureId),
            inArray(bookings.id, bookingIds),
            eq(bookings.status, 'unpaid'),
            isNull(bookings.holdExtendedAt),
            sql`${bookings.holdExpiresAt} > now()`,
            sql`${departures.startsAt} > now()`,
          ),
        )
        .returning({ id: bookings.id, holdExpiresAt: bookings.holdExpiresAt });
    },

    /** The bookings still on a departure (holding its seats: unpaid or paid), oldest first. */
    async holdingBookingsOf(departureId: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(eq(bookings.departureId, departureId), inArray(bookings.status, ['unpaid', 'paid'])),
        )
        .orderBy(bookings.createdAt, bookings.id);
    },

    /** Adds a job of this feature's (the seat-hold sweep) to the durable runner. */
    async schedule(job: NewJob) {
      return enqueue(db, job);
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
