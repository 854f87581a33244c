import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A message sent from the Contact page; `user_id` is the sender (null once their account is deleted). */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin marked the message handled (null: not handled), and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the Contact page it was sent from (migration 0027). */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  // User Requests' order (newest first, id as the tie-break, both descending): a page is the
  // index's first rows (0011_admin_lists).
  (t) => [
    check('contacts_language_check', sql`${t.language} in ('en', 'bn')`),
    index('contacts_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The reports' messages waiting (0018_reports).
    index('contacts_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);
