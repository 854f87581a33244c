import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

/**
 * Wayfare's own directory of people: one row per e-mail, with the role the server trusts.
 *
 * A row may exist before anyone has signed in with its address (an admin added it with
 * `POST /users`): `signed_up_at` stays null until someone proves the address through the identity
 * provider. Claiming such a row never carries a role: admin rights come only from an operator
 * action or a one-time invitation (docs/decisions/005-admin-rights-by-operator-action.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .unique()
      .references(() => authUsers.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /** When someone first proved this address by signing in; null for a row nobody has claimed. */
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    /**
     * API tokens issued before this instant are refused ("sign out everywhere", and revocation of
     * tokens that have no identity session behind them, such as those from a Firebase ID token).
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /**
     * The language the person chose for their pages and e-mails (migration 0025); null until they
     * choose, when the page's language decides.
     */
    language: text('language', { enum: ['en', 'bn'] }),
    /** Bangla pages' numbers in Bangla or Western digits; null is the language's own (Bangla). */
    digits: text('digits', { enum: ['bangla', 'western'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('en', 'bn')`),
    check('users_digits_check', sql`${t.digits} in ('bangla', 'western')`),
    // Manage User's order (newest first), so a page is the index's first rows.
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The reports' new users (0018_reports).
    index('users_signed_up_idx')
      .on(t.signedUpAt)
      .where(sql`${t.signedUpAt} is not null`),
  ],
);

/**
 * One-time links that make their holder an admin: an invitation an admin hands to a colleague, or
 * a setup link printed in the server log at start for an `ADMIN_EMAILS` address. Only a hash of
 * the secret is kept; the link works once, before it expires, for a person signed in with `email`,
 * unless it was revoked or (for an admin's invitation) its issuer is no longer an admin.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['invitation', 'setup'] }).notNull(),
    /**
     * Who issued it: an admin on Manage User (`created_by`), or the operator (`npm run admin --
     * invite`, the setup links), whose links have no creator. An admin's invitation works only
     * while `created_by` is an admin: deleting the account sets it to null, which kills it.
     */
    issuer: text('issuer', { enum: ['admin', 'operator'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    /** An admin revoked it, or its issuer lost admin rights or was deleted: it never works again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_invitations_kind_check', sql`${t.kind} in ('invitation', 'setup')`),
    check('admin_invitations_issuer_check', sql`${t.issuer} in ('admin', 'operator')`),
    // Setup links are the operator's; the operator's links name no creator.
    check(
      'admin_invitations_issuer_kind_check',
      sql`(${t.kind} = 'invitation' or ${t.issuer} = 'operator') and (${t.issuer} = 'admin' or ${t.createdBy} is null)`,
    ),
    check('admin_invitations_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('admin_invitations_email_idx').on(t.email),
  ],
);
