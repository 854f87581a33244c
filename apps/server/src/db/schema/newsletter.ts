import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mail addresses that asked for the newsletter from the home page's subscribe box. An address
 * receives newsletters only once confirmed (double opt-in: the link in the confirmation e-mail)
 * and until it unsubscribes (the link or the one-click `List-Unsubscribe` of any newsletter).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the confirmation e-mail was last written (at most one per address per 10 minutes). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The language of the page it last subscribed from (migration 0027): its newsletters'. */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  (t) => [check('newsletter_subscribers_language_check', sql`${t.language} in ('en', 'bn')`)],
);
