import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Password sign-in attempts per account (lower-cased e-mail) within the last window, so that at
 * most a fixed number of failures per hour reach one account whatever address they come from.
 * Rows older than the window are deleted as they stop counting.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_email_created_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_created_idx').on(t.createdAt),
  ],
);
