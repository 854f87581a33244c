import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { departures } from './departures';
import { packages } from './packages';
import { users } from './users';

/**
 * A package booking. It keeps a snapshot of what was booked (title, duration, price), so a later
 * package edit or removal does not rewrite history; a deleted user's bookings stay for the books
 * with `user_id` null.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageTitle: text('package_title').notNull(),
    /** The package's Bangla title when booked (docs/i18n.md, "The agency's texts"), or null. */
    packageTitleBn: text('package_title_bn'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    duration: text('duration').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'refunded', 'cancelled', 'expired'] })
      .notNull()
      .default('unpaid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why an admin cancelled the booking (refunding it when paid), when, and who. */
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The departure booked (null: a package sold without departures), how many travel (the
     * price is for all of them), the other travellers' names, and when an unpaid booking's seat
     * hold ends (it then becomes `expired`). Seats are counted by triggers (see departures).
     */
    departureId: uuid('departure_id').references(() => departures.id, { onDelete: 'restrict' }),
    travellers: smallint('travellers').notNull().default(1),
    travellerNames: text('traveller_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * When the processor reported a payment of this booking under way and its hold was made
     * longer (BOOKING_PAYMENT_HOLD_MINUTES): once per booking, so null until then (decision 010).
     */
    holdExtendedAt: timestamp('hold_extended_at', { withTimezone: true }),
    /**
     * The language of the page it was booked on (its request's Accept-Language, migration 0027):
     * the messages about it are written in it when the account chose none (docs/i18n.md).
     */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    check('bookings_price_check', sql`${t.priceCents} >= 0`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('unpaid', 'paid', 'refunded', 'cancelled', 'expired')`,
    ),
    check('bookings_travellers_check', sql`${t.travellers} between 1 and 20`),
    check('bookings_language_check', sql`${t.language} in ('en', 'bn')`),
    // Each in the order the lists read (newest first, id as the tie-break, both descending), so
    // a page is the index's first rows, not a sort of every booking (docs/benchmarks.md P5).
    index('bookings_email_created_idx').on(
      t.email,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bookings_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The manifest, and the hold sweep (only unpaid bookings with a hold are in it).
    index('bookings_departure_idx').on(t.departureId),
    index('bookings_hold_expires_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'unpaid' and ${t.holdExpiresAt} is not null`),
    // The reports (0018_reports): a period's bookings and cancellations read from the index alone.
    index('bookings_report_idx').on(t.createdAt, t.status, t.travellers, t.priceCents, t.packageId),
    index('bookings_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
  ],
);

/**
 * Running totals of all bookings, per status, kept by triggers on `bookings` as rows of changes
 * (migrations 0005, 0020): the triggers only append, readers sum each status's rows, and the
 * `reports.compact` job merges them into one row per status every minute. The admin totals read
 * a handful of rows instead of counting every booking, and no booking waits for another here.
 */
export const bookingTotals = pgTable('booking_totals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  status: text('status').notNull(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  cents: bigint('cents', { mode: 'number' }).notNull().default(0),
});

/**
 * Every unpaid hold a traveller's booking took (migration 0022, decision 010), kept after the
 * booking is deleted: what the hold caps count. `seat_hold_take()` records a hold when it grants
 * it, with the client address it came from (null for a customer with a paid booking, whom the
 * address caps leave alone); triggers on `bookings` end it (`ended_at`) when the booking stops
 * being unpaid, and remove it when it was paid or its departure cancelled. A hold that ended
 * unpaid counts for BOOKING_HOLD_COOLDOWN_MINUTES; the hold sweep deletes it after that.
 */
export const holdLedger = pgTable(
  'hold_ledger',
  {
    bookingId: uuid('booking_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    address: text('address'),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    seats: smallint('seats').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('hold_ledger_seats_check', sql`${t.seats} between 1 and 20`),
    index('hold_ledger_user_idx').on(t.userId),
    index('hold_ledger_address_idx')
      .on(t.address)
      .where(sql`${t.address} is not null`),
    index('hold_ledger_departure_idx').on(t.departureId),
    index('hold_ledger_ended_idx')
      .on(t.endedAt)
      .where(sql`${t.endedAt} is not null`),
  ],
);
