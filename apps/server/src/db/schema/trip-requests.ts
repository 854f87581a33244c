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
  },
  (t) => [
    check('trip_requests_end_after_start_check', sql`${t.endAt} > ${t.startAt}`),
    index('trip_requests_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
  ],
);
