import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// State of the built-in test-mode card processor (a Stripe-compatible subset). It lives in the
// database so a restart loses nothing. Card numbers are never stored: brand and last 4 only.

export const processorPaymentIntents = pgTable('processor_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  description: text('description'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  billingName: text('billing_name'),
  billingEmail: text('billing_email'),
  lastError: jsonb('last_error').$type<Record<string, unknown> | null>(),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  idempotencyKey: text('idempotency_key').unique(),
  created: integer('created').notNull(),
});

export const processorRefunds = pgTable('processor_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => processorPaymentIntents.id),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  created: integer('created').notNull(),
});

/** Webhook events, delivered with retries until the endpoint answers 2xx. */
export const processorEvents = pgTable(
  'processor_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    created: integer('created').notNull(),
  },
  (t) => [
    index('processor_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at is null`),
  ],
);
