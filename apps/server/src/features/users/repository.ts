import { createHash } from 'node:crypto';
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client';
import { listWithTotal } from '#db/list';
import { usersListWhere } from '#db/list-filters';
import { isUuid } from '#lib/ids';
import type { ListPage } from '#lib/list-page';
import {
  adminInvitations,
  authAccounts,
  authSessions,
  authUsers,
  bookings,
  users,
} from '#db/schema';

export type UserRow = typeof users.$inferSelect;
export type Role = UserRow['role'];

export type RemoveOutcome = 'removed' | 'not_found' | 'last_admin';
/** What taking someone's admin rights away did (`demoteAdmin`). */
type DemoteOutcome =
  | { outcome: 'demoted'; target: UserRow; invitationsRevoked: number }
  | { outcome: 'not_found' | 'not_admin' | 'last_admin' | 'actor_not_admin' };
export type GrantOutcome = 'granted' | 'already_admin' | 'not_signed_up' | 'not_found';
export type InvitationRow = typeof adminInvitations.$inferSelect;
export type InvitationKind = InvitationRow['kind'];
export type InvitationIssuer = InvitationRow['issuer'];
export type AcceptOutcome =
  | {
      outcome: 'accepted';
      invitation: InvitationRow;
      /** The person was not an admin before: this acceptance granted the role. */
      granted: boolean;
    }
  | { outcome: 'not_valid' | 'another_email' };

/** A pending admin link as Manage User lists it, with the admin who issued it (none: the operator). */
export interface PendingInvitationRow {
  id: string;
  email: string;
  kind: InvitationKind;
  issuer: InvitationIssuer;
  issuedBy: { id: string; name: string; email: string } | null;
  createdAt: Date;
  expiresAt: Date;
}

/** The admin who issued an invitation, as the pending list and its checks read them. */
const issuers = alias(users, 'issuers');

/**
 * An admin link that still works: unused, not revoked, unexpired, and issued by the operator or by
 * someone who is an admin now (`issuers` joined on `created_by`; a deleted issuer leaves it null).
 */
function pendingInvitation(now: Date): SQL {
  return and(
    isNull(adminInvitations.acceptedAt),
    isNull(adminInvitations.revokedAt),
    gt(adminInvitations.expiresAt, now),
    or(eq(adminInvitations.issuer, 'operator'), eq(issuers.role, 'admin')),
  )!;
}

/** Invitation secrets are kept only as this hash: a database reader cannot use a pending link. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createUsersRepository(db: Db) {
  // The auth guard reads the caller on every request: built once, and a named prepared statement
  // on PostgreSQL (parsed and planned once per connection).
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_find_by_id');
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      // Ids are UUIDs; anything else names nobody (and would make PostgreSQL complain).
      if (!isUuid(id)) return undefined;
      const [row] = await byId.execute({ id });
      return row;
    },

    /**
     * Everyone in the directory, newest first, whose name or e-mail contains `q`: one page, or
     * (without a page) everyone, with how many match.
     */
    async list(
      filters: { q?: string },
      page: ListPage | undefined,
    ): Promise<{ rows: UserRow[]; total: number }> {
      const condition = usersListWhere(filters);
      const query = db
        .select()
        .from(users)
        .where(condition)
        .orderBy(desc(users.createdAt), desc(users.id));
      return listWithTotal({
        db,
        table: users,
        where: condition,
        page,
        select: (p) => (p ? query.limit(p.limit).offset(p.offset) : query),
      });
    },

    /** Makes the user an admin; answers how many rows changed (0 when they already were one). */
    async makeAdmin(id: string): Promise<number> {
      const changed = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(and(eq(users.id, id), ne(users.role, 'admin')))
        .returning({ id: users.id });
      return changed.length;
    },

    /**
     * Deletes the user's directory row and their identity account (whose sessions and linked
     * accounts cascade), unless they are the last admin. What they leave behind
     * (docs/security.md, "Account life cycle"): unpaid bookings are deleted (no money moved);
     * paid and refunded bookings, payments, trip requests, contact messages and reviews stay as
     * the agency's records, detached (user_id null), so a new account on the same address owns
     * none of them.
     */
    async remove(id: string): Promise<RemoveOutcome> {
      if (!isUuid(id)) return 'not_found';
      return db.transaction(async (tx) => {
        // Lock every admin row first: two admins removing each other at once cannot both succeed,
        // because the second sees the first's removal before it counts. In id order, as
        // `demote` takes them, so a removal and a demotion at once wait instead of deadlocking.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .orderBy(users.id)
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!target) return 'not_found';
        if (target.role === 'admin' && !admins.some((a) => a.id !== target.id)) return 'last_admin';
        await tx
          .delete(bookings)
          .where(and(eq(bookings.userId, id), eq(bookings.status, 'unpaid')));
        // The person's other records (paid and refunded bookings, payments, contact messages,
        // reviews, trip requests) are detached by their tables' foreign keys (`user_id` on delete
        // set null) as the row goes: each table's owner says so in its schema, not this feature.
        // Their pending admin invitations die with them (deleting them sets `created_by` to null,
        // which the acceptance refuses too; revoked, they also never come back).
        await revokeInvitationsOf(tx, id);
        await tx.delete(users).where(eq(users.id, id));
        const identity: SQL[] = [eq(authUsers.email, target.email)];
        if (target.authUserId) identity.push(eq(authUsers.id, target.authUserId));
        await tx.delete(authUsers).where(or(...identity));
        return 'removed';
      });
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    /**
     * Inserts the e-mail's row unless it exists (one row per e-mail, even under concurrent calls).
     * Answers the row and whether this call created it.
     */
    async createIfAbsent(input: {
      name: string;
      email: string;
      authUserId?: string | null;
      /** The caller proved the address (a sign-in), rather than an admin naming it. */
      signedUp: boolean;
    }) {
      // A new row is never an admin: that takes an operator's grant or a one-time invitation.
      // The conflict clause names no column: with two unique columns (e-mail, identity account),
      // PostgreSQL checks only the named one before inserting, so two simultaneous first sign-ins
      // of one account would otherwise end one of them in a unique violation on the other.
      const [created] = await db
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          role: 'user',
          authUserId: input.authUserId ?? null,
          signedUpAt: input.signedUp ? new Date() : null,
        })
        .onConflictDoNothing()
        .returning();
      if (created) return { user: created, created: true };
      const existing = await this.findByEmail(input.email);
      if (!existing) {
        throw new Error(`user ${input.email}: its identity account belongs to another row`);
      }
      return { user: existing, created: false };
    },

    /**
     * The first sign-in to a row nobody had signed in to (an admin added the address): the person
     * takes the row as a plain user, whatever role it was given before the address was proven.
     * Answers undefined when someone else claimed it first.
     */
    async claim(
      id: string,
      input: { authUserId: string | null; name: string },
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          role: 'user',
          signedUpAt: new Date(),
          authUserId: input.authUserId,
          name: sql`case when ${users.name} = '' then ${input.name} else ${users.name} end`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), isNull(users.signedUpAt)))
        .returning();
      return row;
    },

    /** Links an identity account to a directory row that has none yet, and fills a missing name. */
    async linkIdentity(id: string, authUserId: string, name: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({
          authUserId: sql`coalesce(${users.authUserId}, ${authUserId})`,
          name: sql`case when ${users.name} = '' then ${name} else ${users.name} end`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during update`);
      return row;
    },

    async updateName(id: string, name: string): Promise<void> {
      await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /**
     * Takes admin rights away from `id`, by the admin `actorId` (null: the operator), never from
     * the last admin. Every admin row is locked first, in id order, so two admins removing each
     * other at once are taken one after the other: the second sees the first's change, and is
     * refused because its own rights are gone (or because its target is the last admin). In the
     * same transaction the person's pending admin invitations die, and `then` writes what must
     * commit with the change (the e-mail to them).
     */
    async demoteAdmin(input: {
      id: string;
      actorId: string | null;
      then?: (
        tx: Db,
        change: { target: UserRow; actor: UserRow | undefined; invitationsRevoked: number },
      ) => Promise<unknown>;
    }): Promise<DemoteOutcome> {
      if (!isUuid(input.id)) return { outcome: 'not_found' };
      return db.transaction(async (tx) => {
        const admins = await tx
          .select()
          .from(users)
          .where(eq(users.role, 'admin'))
          .orderBy(users.id)
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, input.id)).for('update');
        if (!target) return { outcome: 'not_found' as const };
        // The caller's rights as they are now, under the lock: a removal that waited for another
        // may find its own admin gone (the auth guard read it before).
        const actor = input.actorId ? admins.find((a) => a.id === input.actorId) : undefined;
        if (input.actorId && !actor) return { outcome: 'actor_not_admin' as const };
        if (target.role !== 'admin') return { outcome: 'not_admin' as const };
        if (!admins.some((a) => a.id !== target.id)) return { outcome: 'last_admin' as const };
        const [demoted] = await tx
          .update(users)
          .set({ role: 'user', updatedAt: new Date() })
          .where(and(eq(users.id, target.id), eq(users.role, 'admin')))
          .returning();
        if (!demoted) return { outcome: 'not_admin' as const };
        const invitationsRevoked = await revokeInvitationsOf(tx, target.id);
        await input.then?.(tx, { target: demoted, actor, invitationsRevoked });
        return { outcome: 'demoted' as const, target: demoted, invitationsRevoked };
      });
    },

    async setRole(id: string, role: Role): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Admins (for the operator's `npm run admin -- list`). */
    async listAdmins(): Promise<UserRow[]> {
      return db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.email);
    },

    /** The identity account (better-auth's user) registered with this e-mail, if any. */
    async findIdentityByEmail(
      email: string,
    ): Promise<{ id: string; name: string; emailVerified: boolean } | undefined> {
      const [row] = await db
        .select({ id: authUsers.id, name: authUsers.name, emailVerified: authUsers.emailVerified })
        .from(authUsers)
        // The directory keeps addresses in lower case; the identity service as they were typed.
        .where(sql`lower(${authUsers.email}) = ${email}`)
        .limit(1);
      return row;
    },

    /**
     * The operator's grant: makes the person with this e-mail an admin, only once they have
     * signed up (an address nobody has proven yet cannot be made admin, or whoever signs up
     * first with it would be).
     */
    async grantAdmin(email: string): Promise<GrantOutcome> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      if (!row) return 'not_found';
      if (!row.signedUpAt) return 'not_signed_up';
      if (row.role === 'admin') return 'already_admin';
      await this.setRole(row.id, 'admin');
      return 'granted';
    },

    /**
     * Sign out everywhere: refuses every API token of the user issued before `after` and ends
     * their identity sessions (so no new token can be had without signing in again).
     */
    /**
     * The person's own settings: the display name (the same in the directory and in the identity
     * service's account), the language and the digits. What is undefined stays as it is.
     */
    async updateOwn(
      id: string,
      changes: Partial<Pick<UserRow, 'name' | 'language' | 'digits'>>,
    ): Promise<UserRow | null> {
      const { name, language, digits } = changes;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ name, language, digits, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (name !== undefined && row?.authUserId) {
          await tx
            .update(authUsers)
            .set({ name, updatedAt: new Date() })
            .where(eq(authUsers.id, row.authUserId));
        }
        return row ?? null;
      });
    },

    /**
     * The language a person chose for their pages and e-mails, found by directory id or by
     * e-mail (in lower case, as the directory keeps it); null when they have not chosen one or
     * there is no such account.
     */
    async languageOf(who: { userId: string } | { email: string }): Promise<UserRow['language']> {
      if ('userId' in who && !isUuid(who.userId)) return null;
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where('userId' in who ? eq(users.id, who.userId) : eq(users.email, who.email));
      return row?.language ?? null;
    },

    /** The stored password hash of the account's password sign-in, if it has one. */
    async passwordHash(authUserId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: authAccounts.password })
        .from(authAccounts)
        .where(and(eq(authAccounts.userId, authUserId), eq(authAccounts.providerId, 'credential')));
      return row?.password ?? null;
    },

    /** How the account signs in: `credential` (a password) and social provider ids. */
    async signInMethods(authUserId: string): Promise<string[]> {
      const rows = await db
        .select({ providerId: authAccounts.providerId })
        .from(authAccounts)
        .where(eq(authAccounts.userId, authUserId));
      return rows.map((r) => r.providerId);
    },

    async revokeTokens(id: string, after: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ tokensValidAfter: after, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ authUserId: users.authUserId });
        if (row?.authUserId) {
          await tx.delete(authSessions).where(eq(authSessions.userId, row.authUserId));
        }
      });
    },

    /**
     * Stores a one-time admin link for `email` (only the hash of its secret). A new setup link
     * replaces the address's earlier unused setup links.
     */
    async createInvitation(input: {
      email: string;
      tokenHash: string;
      kind: InvitationKind;
      issuer: InvitationIssuer;
      createdBy: string | null;
      expiresAt: Date;
    }): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        if (input.kind === 'setup') {
          await tx
            .delete(adminInvitations)
            .where(
              and(
                eq(adminInvitations.email, input.email),
                eq(adminInvitations.kind, 'setup'),
                isNull(adminInvitations.acceptedAt),
              ),
            );
        }
        const [row] = await tx
          .insert(adminInvitations)
          .values(input)
          .returning({ id: adminInvitations.id });
        return row!;
      });
    },

    /**
     * Redeems a one-time admin link for the signed-in user `userId` with e-mail `email`: in one
     * transaction the link is used up (only if it still works, so two redemptions cannot both
     * succeed, nor one race a revocation) and the user becomes admin. An admin's invitation works
     * only while its issuer is an admin: one whose issuer was demoted or deleted is not valid.
     */
    async acceptInvitation(input: {
      tokenHash: string;
      userId: string;
      email: string;
    }): Promise<AcceptOutcome> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ invitation: adminInvitations })
          .from(adminInvitations)
          .leftJoin(issuers, eq(issuers.id, adminInvitations.createdBy))
          .where(
            and(eq(adminInvitations.tokenHash, input.tokenHash), pendingInvitation(new Date())),
          )
          // The link's row only: the issuer's is read, not locked (an admin's removal locks the
          // admins' rows, then revokes their links: locking both here could deadlock with it).
          .for('update', { of: adminInvitations });
        if (!found) return { outcome: 'not_valid' };
        const { invitation } = found;
        if (invitation.email !== input.email) return { outcome: 'another_email' };
        await tx
          .update(adminInvitations)
          .set({ acceptedAt: new Date(), acceptedBy: input.userId })
          .where(eq(adminInvitations.id, invitation.id));
        const granted = await tx
          .update(users)
          .set({ role: 'admin', updatedAt: new Date() })
          .where(
            and(eq(users.id, input.userId), isNotNull(users.signedUpAt), ne(users.role, 'admin')),
          )
          .returning({ id: users.id });
        return { outcome: 'accepted', invitation, granted: granted.length > 0 };
      });
    },

    /**
     * The admin links that still work (the issuer of an admin's is an admin now), newest first,
     * with who issued them: a page, and how many there are. The secret is not here: only its hash
     * is kept.
     */
    async listPendingInvitations(page: {
      limit: number;
      offset: number;
    }): Promise<{ rows: PendingInvitationRow[]; total: number }> {
      const where = pendingInvitation(new Date());
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: adminInvitations.id,
            email: adminInvitations.email,
            kind: adminInvitations.kind,
            issuer: adminInvitations.issuer,
            issuerId: issuers.id,
            issuerName: issuers.name,
            issuerEmail: issuers.email,
            createdAt: adminInvitations.createdAt,
            expiresAt: adminInvitations.expiresAt,
          })
          .from(adminInvitations)
          .leftJoin(issuers, eq(issuers.id, adminInvitations.createdBy))
          .where(where)
          .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(adminInvitations)
          .leftJoin(issuers, eq(issuers.id, adminInvitations.createdBy))
          .where(where),
      ]);
      return {
        rows: rows.map(({ issuerId, issuerName, issuerEmail, ...row }) => ({
          ...row,
          issuedBy:
            row.issuer === 'admin' && issuerId
              ? { id: issuerId, name: issuerName ?? '', email: issuerEmail ?? '' }
              : null,
        })),
        total: counted?.n ?? 0,
      };
    },

    /**
     * Revokes a link that still works, so it never works again; answers it, or undefined when no
     * such link is pending (used, expired, revoked already, or its issuer is no admin now).
     */
    async revokeInvitation(id: string): Promise<InvitationRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: adminInvitations.id })
          .from(adminInvitations)
          .leftJoin(issuers, eq(issuers.id, adminInvitations.createdBy))
          .where(and(eq(adminInvitations.id, id), pendingInvitation(new Date())))
          .for('update', { of: adminInvitations });
        if (!found) return undefined;
        const [row] = await tx
          .update(adminInvitations)
          .set({ revokedAt: new Date() })
          .where(eq(adminInvitations.id, found.id))
          .returning();
        return row;
      });
    },

    /** Of these e-mails, the ones that do not yet belong to a signed-up admin. */
    async emailsWithoutAdmin(emails: string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const admins = await db
        .select({ email: users.email })
        .from(users)
        .where(
          and(inArray(users.email, emails), eq(users.role, 'admin'), isNotNull(users.signedUpAt)),
        );
      const have = new Set(admins.map((a) => a.email));
      return emails.filter((email) => !have.has(email));
    },
  };
}

/** Kills the pending admin invitations `userId` issued (they lose admin rights or their account). */
async function revokeInvitationsOf(tx: Db, userId: string): Promise<number> {
  const revoked = await tx
    .update(adminInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminInvitations.createdBy, userId),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
      ),
    )
    .returning({ id: adminInvitations.id });
  return revoked.length;
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
