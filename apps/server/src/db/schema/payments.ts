import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * Wayfare's record of each payment intent it asked the processor for: who pays, how much, and
 * which bookings. Fulfilment trusts this record, never what the browser sends.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    bookingIds: uuid('booking_ids').array().notNull(),
    /** The booking set as a sorted, comma-joined key, to reuse an intent for the same basket. */
    basketKey: text('basket_key').notNull(),
    status: text('status', { enum: ['open', 'fulfilled', 'abandoned'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language of the payment page that asked for it (migration 0027): its payment's. */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    check('payment_intents_amount_check', sql`${t.amountCents} > 0`),
    check('payment_intents_language_check', sql`${t.language} in ('en', 'bn')`),
    index('payment_intents_user_basket_idx').on(t.userId, t.basketKey, t.status),
  ],
);

/** One row per fulfilled payment intent (unique), whoever fulfilled it first: page or webhook. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .unique()
      .references(() => paymentIntents.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    bookingIds: uuid('booking_ids').array().notNull(),
    packageIds: uuid('package_ids').array().notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its intent's language: the receipt's when the payer's account chose none (docs/i18n.md). */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    check('payments_language_check', sql`${t.language} in ('en', 'bn')`),
    check(
      'payments_refund_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    index('payments_email_created_idx').on(t.email, t.createdAt.desc()),
    // A traveller's payment history is read by their user id (ownership is by id, not e-mail).
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The reports (0018_reports): a period's payments summed from the index alone.
    index('payments_report_idx').on(t.createdAt, t.amountCents),
  ],
);

/** A refund of one paid booking (at most one per booking). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    amountCents: integer('amount_cents').notNull(),
    processorRefundId: text('processor_refund_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The reports (0018_reports): a period's refunds summed from the index alone.
  (t) => [index('refunds_report_idx').on(t.createdAt, t.amountCents)],
);
