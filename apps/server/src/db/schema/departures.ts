import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { packages } from './packages';

/**
 * A dated run of a package with a number of seats (docs/architecture.md, "Seats"). `seats_taken` is
 * kept by the database itself: triggers on `bookings` add a booking's travellers when it is made
 * and give them back when it stops holding seats (cancelled, expired, refunded, deleted), in the
 * same statement, under the departure's row lock (migration 0015). The check constraint makes
 * overselling impossible whatever writes the rows.
 */
export const departures = pgTable(
  'departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Per traveller; null: the package's price applies. */
    priceCents: integer('price_cents'),
    status: text('status', { enum: ['open', 'closed', 'cancelled'] })
      .notNull()
      .default('open'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'departures_seats_check',
      sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seatsTotal}`,
    ),
    check('departures_seats_total_check', sql`${t.seatsTotal} between 1 and 1000`),
    check('departures_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('departures_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    index('departures_package_starts_idx').on(t.packageId, t.startsAt),
    index('departures_open_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'open'`),
    // The reports' occupancy (0018_reports): a period's departures read from the index alone.
    index('departures_report_idx').on(t.startsAt, t.status, t.seatsTotal, t.seatsTaken),
  ],
);
