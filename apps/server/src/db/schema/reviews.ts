import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { users } from './users';

/**
 * A review. It is public while approved and not hidden (migration 0010_review_moderation):
 * approved when written unless REVIEWS_REQUIRE_APPROVAL holds it for an admin, hidden and
 * restored by an admin; the last moderation records who and when.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who wrote it; null for demo reviews and for authors whose account was deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The package it is about, when the author named one. */
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    image: text('image').notNull(),
    quote: text('quote').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while held for approval. */
    approvedAt: timestamp('approved_at', { withTimezone: true }).defaultNow(),
    /** The admin who approved a held review (null when published on writing). */
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set while an admin hides it from the public lists. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last moderation (hide, restore, approve). */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'reviews_rating_check',
      sql`${t.rating} >= 0 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
    index('reviews_created_at_idx').on(t.createdAt.desc(), t.id),
    // The public list: newest first among the public reviews only.
    index('reviews_public_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NULL AND ${t.approvedAt} IS NOT NULL`),
  ],
);
