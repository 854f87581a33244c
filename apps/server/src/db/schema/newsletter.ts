import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** E-mail addresses that asked for the newsletter from the home page's subscribe box. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
