import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who wrote it; null for demo reviews and for authors whose account was deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    image: text('image').notNull(),
    quote: text('quote').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reviews_rating_check',
      sql`${t.rating} >= 0 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
    index('reviews_created_at_idx').on(t.createdAt.desc(), t.id),
  ],
);
