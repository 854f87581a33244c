import { bigint, bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The overview's figures per UTC hour (docs/architecture.md, "Reports"), kept by triggers on
 * bookings, payments, refunds and users (migration 0018_reports; `report_hours_rebuild()` counts
 * them again). Bookings count in the hour they were made (with their current status), cancellations
 * in the hour of `cancelled_at`, payments and refunds in theirs, people in the hour they signed up.
 * The triggers only insert rows of changes (several an hour, never a shared row to wait for);
 * readers sum an hour's rows, and the `reports.compact` job merges them (`report_hours_compact()`).
 */
export const reportHours = pgTable(
  'report_hours',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    bookings: integer('bookings').notNull().default(0),
    travellers: integer('travellers').notNull().default(0),
    paidBookings: integer('paid_bookings').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    cancellations: integer('cancellations').notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    newUsers: integer('new_users').notNull().default(0),
  },
  (t) => [index('report_hours_hour_idx').on(t.hour)],
);
