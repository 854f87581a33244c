import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A traveller's trip request ("destination" in docs/product.md §3). Start and end are instants (timestamptz),
 * so they mean the same moment whatever the zone of the browser that sent or shows them. The
 * e-mail is a snapshot; `user_id` is the account it belongs to (null once that account is deleted).
 */
export const tripRequests = pgTable(
  'trip_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The agency's answer, shown to the traveller in My Trip Destinations; null while waiting. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The language of the page it was made on (migration 0027): the agency's answer is mailed in
     * it when the traveller's account chose none (docs/i18n.md, "E-mails").
     */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    check('trip_requests_language_check', sql`${t.language} in ('en', 'bn')`),
    check('trip_requests_end_after_start_check', sql`${t.endAt} > ${t.startAt}`),
    index('trip_requests_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    check('trip_requests_answer_check', sql`(${t.answer} IS NULL) = (${t.answeredAt} IS NULL)`),
    // The inbox: every request newest first, and those still waiting for an answer.
    index('trip_requests_created_idx').on(t.createdAt.desc(), t.id),
    index('trip_requests_waiting_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.answeredAt} IS NULL`),
  ],
);
