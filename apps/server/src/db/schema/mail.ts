import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The mail outbox (decision 008): every message the product sends, rendered once and
 * written in the transaction of the event that causes it, with a `mail.deliver` job beside it.
 * `queued` until the job hands it to the SMTP server (`sent`) or, without SMTP_URL, keeps it
 * here as the embedded mailbox (`delivered`); `failed` for good with `last_error`.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which message this is (`password-reset`, `booking-confirmation`, ...). */
    kind: text('kind').notNull(),
    /** The RFC 5322 Message-ID, fixed when the message is written: a resend is the same message. */
    messageId: text('message_id').notNull().unique(),
    /** The same event queued twice ("receipt of payment X") makes one message. */
    dedupeKey: text('dedupe_key').unique(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Further headers (List-Unsubscribe, ...). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Parts of the message that grant access (reset and verification tokens): hidden from admins. */
    secrets: text('secrets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** `smtp` or `outbox`, and what the SMTP server answered on acceptance. */
    transport: text('transport'),
    transportResponse: text('transport_response'),
    /**
     * The account whose own action caused the message (a contact message, a booking, its hold
     * running out): the per-account and per-recipient mail limits count these. No foreign key,
     * so the count outlives a deleted account (migration 0023).
     */
    causedBy: uuid('caused_by'),
    /** The language the message is written in, chosen when the event queued it (migration 0025). */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'mail_messages_status_check',
      sql`${t.status} in ('queued', 'sent', 'delivered', 'failed')`,
    ),
    check('mail_messages_language_check', sql`${t.language} in ('en', 'bn')`),
    index('mail_messages_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('mail_messages_to_idx').on(t.toAddress, t.createdAt),
    index('mail_messages_caused_by_idx')
      .on(t.causedBy, t.createdAt)
      .where(sql`${t.causedBy} is not null`),
  ],
);

/** Files attached to a message (a payment's PDF receipt), kept with it until it is delivered. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_message_idx').on(t.messageId, t.position)],
);

/**
 * Receipt numbers: one per payment, given in the transaction that records it, from
 * `receipt_counter` (migration 0024's trigger on `payments`), in the order payments are
 * recorded, without gaps, and never changed once given.
 */
export const paymentReceipts = pgTable('payment_receipts', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  number: bigint('number', { mode: 'number' }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one series of receipt numbers, for every way of paying: its single row holds the last
 * number given (`receipt_number_next()` takes the next one under its row lock).
 */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: smallint('id').primaryKey().default(1),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('receipt_counter_one_row_check', sql`${t.id} = 1`),
    check('receipt_counter_last_number_check', sql`${t.lastNumber} >= 0`),
  ],
);
