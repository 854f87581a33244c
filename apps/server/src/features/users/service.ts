import { pageOf, type AdminListQuery } from '@wayfare/contract/admin-lists';
import type { ListPage } from '#lib/list-page';
import type { AccountResponse } from '@wayfare/contract/account';
import type { User } from '@wayfare/contract/users';
import { AppError } from '#lib/errors';
import { asksForOwn, mayAskAbout } from '#lib/policies';
import type { Actor } from '#lib/actor';
import { OPERATOR, type AuditBy, type AuditRecorder } from '#features/audit';
import { randomBytes } from 'node:crypto';
import type { PendingAdminInvitation, RemoveAdminResponse } from '@wayfare/contract/users';
import type { MailService } from '#features/mail';
import type { Db } from '#db/client';
import { formatTripTime } from '#lib/trip-time';
import {
  hashInvitationToken,
  type GrantOutcome,
  type InvitationKind,
  type UserRow,
  type UsersRepository,
} from './repository';

export function toUserDto(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role };
}

/** How long a one-time admin link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The page of the web app that redeems an admin link; the secret rides in the fragment, which
 * browsers never send to a server nor put in a Referer. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${new URL('/admin-invitation', publicUrl).href}#${token}`;
}

/**
 * Creates a one-time admin link for `email`, issued by the admin `createdBy` or (null) the
 * operator. The secret exists only in the answer (and the link); the database keeps its hash.
 */
async function issueAdminLink(
  users: UsersRepository,
  input: { email: string; kind: InvitationKind; createdBy: string | null; publicUrl: string },
): Promise<{ _id: string; email: string; url: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const ttl = input.kind === 'setup' ? SETUP_LINK_TTL_MS : INVITATION_TTL_MS;
  const expiresAt = new Date(Date.now() + ttl);
  const { id } = await users.createInvitation({
    email: input.email,
    tokenHash: hashInvitationToken(token),
    kind: input.kind,
    issuer: input.createdBy ? 'admin' : 'operator',
    createdBy: input.createdBy,
    expiresAt,
  });
  return {
    _id: id,
    email: input.email,
    url: invitationUrl(input.publicUrl, token),
    expiresAt: expiresAt.toISOString(),
  };
}

export function createUsersService(deps: {
  users: UsersRepository;
  publicUrl: string;
  /** The trip zone (TRIP_TIME_ZONE): the pending invitations' times are answered in it. */
  timeZone: string;
  /**
   * REQUIRE_EMAIL_VERIFICATION: an identity account proves its address only once confirmed (the
   * operator's grant finds people by their identity account too).
   */
  requireEmailVerification?: boolean;
  /**
   * The audit trail: admins' additions, role changes, removals and invitations are recorded
   * there, and so are the operator's (`npm run admin`, the setup links), with the operator as
   * their actor. Only the users tests' own services go without it.
   */
  audit?: AuditRecorder;
  /**
   * The outbox: the person whose admin rights are removed is told, in the removal's transaction.
   * Only services made for one command or a test go without it.
   */
  mail?: Pick<MailService, 'adminRightsRemoved'>;
}) {
  const { users, publicUrl, timeZone, audit, mail } = deps;
  /** The e-mail to the person whose rights `demoteAdmin` took, written in its transaction. */
  const tellDemoted =
    (by: 'admin' | 'operator') =>
    (
      tx: Db,
      change: { target: UserRow; actor: UserRow | undefined; invitationsRevoked: number },
    ) =>
      mail
        ? mail.adminRightsRemoved(tx, {
            userId: change.target.id,
            name: change.target.name,
            email: change.target.email,
            by:
              by === 'operator'
                ? 'operator'
                : change.actor?.id === change.target.id
                  ? 'self'
                  : 'admin',
            byName: change.actor?.name,
            at: change.target.updatedAt,
            invitationsRevoked: change.invitationsRevoked,
          })
        : Promise.resolve();
  /** An admin link issued (by an admin or the operator): its id, never its address or secret. */
  const recordInvitation = (
    by: { actor: Actor | typeof OPERATOR; address: string | null },
    link: { _id: string; expiresAt: string },
    kind: InvitationKind,
  ) =>
    audit?.record({
      ...by,
      action: 'user.invite',
      targetType: 'admin-invitation',
      targetId: link._id,
      changes: { email: 'changed' },
      details: { kind, expiresAt: link.expiresAt },
    });
  const accountConflict = () =>
    new AppError(
      'ACCOUNT_CONFLICT',
      'This e-mail belongs to an account that signs in another way. Use that sign-in method.',
    );

  return {
    /**
     * The directory row of a person whose identity the provider has just proven: created on first
     * sign-in as a plain user and linked to the identity account. A row an admin created before
     * anyone proved the address is claimed as a plain user too: signing up never makes anyone an
     * admin (docs/decisions/005-admin-rights-by-operator-action.md).
     */
    async upsertVerifiedUser(input: {
      email: string;
      name: string;
      authUserId: string;
    }): Promise<UserRow> {
      const { user, created } = await users.createIfAbsent({
        email: input.email,
        name: input.name,
        authUserId: input.authUserId,
        signedUp: true,
      });
      if (created) return user;
      if (!user.signedUpAt) {
        const claimed = await users.claim(user.id, {
          authUserId: input.authUserId,
          name: input.name,
        });
        if (claimed) return claimed;
        return this.upsertVerifiedUser(input);
      }
      // A row someone already signed in to belongs to that identity account only; one proven by a
      // Firebase ID token (no account) is not taken over by a password sign-up on its address,
      // which proves nothing about the mailbox.
      if (user.authUserId !== input.authUserId) throw accountConflict();
      if (user.name) return user;
      return users.linkIdentity(user.id, input.authUserId, input.name);
    },

    /**
     * The person a Firebase ID token proved (no identity-service account stands behind them):
     * their directory row, found or created by e-mail, with the name filled in when it was empty
     * (as for a session sign-in). A row nobody had signed in to is claimed as a plain user.
     */
    async upsertProvenUser(input: { email: string; name: string }): Promise<UserRow> {
      const { user, created } = await users.createIfAbsent({
        email: input.email,
        name: input.name,
        signedUp: true,
      });
      if (created) return user;
      if (!user.signedUpAt) {
        const claimed = await users.claim(user.id, { authUserId: null, name: input.name });
        if (claimed) return claimed;
        return this.upsertProvenUser(input);
      }
      if (user.name || !input.name) return user;
      await users.updateName(user.id, input.name);
      return { ...user, name: input.name };
    },

    /** `POST /users`: own e-mail for a user, any e-mail for an admin; a role in the body is never read. */
    async createUser(input: { actor: Actor; name: string; email: string; address: string | null }) {
      const { actor, name, email } = input;
      if (!mayAskAbout(actor, email)) {
        throw new AppError('FORBIDDEN', 'You can only create your own user record.');
      }
      // An admin may add someone who has not signed up: the row carries no rights until they do.
      const result = await users.createIfAbsent({ name, email, signedUp: false });
      if (!result.created && name && name !== result.user.name) {
        // A display-name update at the provider reaches the directory through this call.
        await users.updateName(result.user.id, name);
      }
      // An admin adding someone else: recorded by id, the name and e-mail as "changed" only.
      if (actor.role === 'admin' && result.user.id !== actor.id && result.created) {
        await audit?.record({
          actor,
          address: input.address,
          action: 'user.create',
          targetType: 'user',
          targetId: result.user.id,
          changes: { name: 'changed', email: 'changed' },
        });
      }
      return result;
    },

    /**
     * `GET /users` (admin): the directory, newest first, searched by name or e-mail; one page, or
     * everyone without `limit` and `offset`.
     */
    async listUsers(
      query: AdminListQuery,
    ): Promise<{ users: User[]; total: number; page: ListPage | undefined }> {
      const page = pageOf(query);
      const answer = await users.list({ q: query.q || undefined }, page);
      return { users: answer.rows.map(toUserDto), total: answer.total, page };
    },

    /**
     * `PATCH /users/admin/:id`: the role is read on every request, so it applies to their next
     * call. Only for someone who has signed up: a row nobody has signed in to would make admin
     * whoever signs up first with its address; such a person gets an invitation link instead.
     */
    async makeAdmin(input: { userId: string; by: AuditBy }): Promise<{ modifiedCount: number }> {
      const row = await users.findById(input.userId);
      if (!row) throw new AppError('USER_NOT_FOUND', 'There is no user with this id.');
      if (!row.signedUpAt) {
        throw new AppError(
          'USER_NOT_SIGNED_UP',
          `${row.email} has not signed up yet. Send them an admin invitation link instead.`,
        );
      }
      const modifiedCount = await users.makeAdmin(row.id);
      if (modifiedCount > 0 && row.role !== 'admin') {
        await audit?.record({
          ...input.by,
          action: 'user.role',
          targetType: 'user',
          targetId: row.id,
          changes: { role: { from: row.role, to: 'admin' } },
        });
      }
      return { modifiedCount };
    },

    /**
     * `DELETE /users/admin/:id` (admin): takes the person's admin rights away, their own too
     * (decision 011), never the last admin's (409 LAST_ADMIN). In one transaction, under a lock
     * on every admin row: the role goes, their pending admin invitations die, and they are
     * e-mailed; then the trail records it as any role change. A removal that waited for another
     * and finds its caller's own rights gone is refused (403). Someone who is no admin (a double
     * click, another admin first) changes nothing: `modifiedCount` 0, no mail, no entry.
     */
    async removeAdmin(input: { userId: string; by: AuditBy }): Promise<RemoveAdminResponse> {
      const self = input.userId === input.by.actor.id;
      const result = await users.demoteAdmin({
        id: input.userId,
        actorId: input.by.actor.id,
        then: tellDemoted('admin'),
      });
      switch (result.outcome) {
        case 'not_found':
          throw new AppError('USER_NOT_FOUND', 'There is no user with this id.');
        case 'actor_not_admin':
          throw new AppError(
            'FORBIDDEN',
            'Your own administrator rights were removed meanwhile, so you can no longer change anyone else’s.',
          );
        case 'last_admin':
          throw new AppError(
            'LAST_ADMIN',
            self
              ? 'You are the last administrator, and Wayfare needs at least one. Make someone else an admin first.'
              : 'This is the last administrator, and Wayfare needs at least one. Make someone else an admin first.',
          );
        case 'not_admin':
          return { modifiedCount: 0, invitationsRevoked: 0 };
        case 'demoted':
          await audit?.record({
            ...input.by,
            action: 'user.role',
            targetType: 'user',
            targetId: result.target.id,
            changes: { role: { from: 'admin', to: 'user' } },
            details: { invitationsRevoked: result.invitationsRevoked },
          });
          return { modifiedCount: 1, invitationsRevoked: result.invitationsRevoked };
      }
    },

    /** `POST /admin-invitations` (admin): a one-time link that makes `email` an admin. */
    async inviteAdmin(input: { actor: Actor; email: string; address: string | null }) {
      const link = await issueAdminLink(users, {
        email: input.email,
        kind: 'invitation',
        createdBy: input.actor.id,
        publicUrl,
      });
      await recordInvitation({ actor: input.actor, address: input.address }, link, 'invitation');
      return link;
    },

    /**
     * `GET /admin-invitations` (admin): the links that still work, with who issued them (an admin
     * by name and e-mail, or null for the operator) and until when, in the trip zone.
     */
    async listPendingInvitations(page: {
      limit: number;
      offset: number;
    }): Promise<{ invitations: PendingAdminInvitation[]; total: number }> {
      const { rows, total } = await users.listPendingInvitations(page);
      return {
        invitations: rows.map((row) => ({
          _id: row.id,
          email: row.email,
          kind: row.kind,
          issuedBy: row.issuedBy
            ? { _id: row.issuedBy.id, name: row.issuedBy.name, email: row.issuedBy.email }
            : null,
          createdAt: formatTripTime(row.createdAt, timeZone),
          expiresAt: formatTripTime(row.expiresAt, timeZone),
        })),
        total,
      };
    },

    /** `DELETE /admin-invitations/:id` (admin): the link never works again. */
    async revokeInvitation(input: { invitationId: string; by: AuditBy }): Promise<void> {
      const revoked = await users.revokeInvitation(input.invitationId);
      if (!revoked) {
        throw new AppError(
          'INVITATION_NOT_FOUND',
          'There is no pending invitation with this id: it was used, it expired, or it was revoked already.',
        );
      }
      await audit?.record({
        ...input.by,
        action: 'user.invite-revoke',
        targetType: 'admin-invitation',
        targetId: revoked.id,
        details: { kind: revoked.kind },
      });
    },

    /**
     * `POST /admin-invitations/accept`: the signed-in holder of a link, with its e-mail, becomes
     * admin. Recorded twice: the link used (its id, by the person) and, when it made them admin,
     * the grant (their id) by whoever issued the link (the admin, or the operator), from the
     * address the link was opened from.
     */
    async acceptAdminInvitation(input: { actor: Actor; token: string; address: string | null }) {
      const accepted = await users.acceptInvitation({
        tokenHash: hashInvitationToken(input.token),
        userId: input.actor.id,
        email: input.actor.email,
      });
      if (accepted.outcome !== 'accepted') {
        throw accepted.outcome === 'not_valid'
          ? new AppError(
              'INVITATION_NOT_VALID',
              'This invitation link is not valid: it was used already, it has expired, it was revoked, or it was mistyped. Ask for a new one.',
            )
          : new AppError(
              'INVITATION_FOR_ANOTHER_EMAIL',
              'This invitation is for another e-mail address. Sign in with the address it was sent to.',
            );
      }
      const { invitation } = accepted;
      await audit?.record({
        actor: input.actor,
        address: input.address,
        action: 'user.invite-accept',
        targetType: 'admin-invitation',
        targetId: invitation.id,
        details: { kind: invitation.kind },
      });
      if (accepted.granted) {
        await audit?.record({
          actor:
            invitation.issuer === 'admin' && invitation.createdBy
              ? { id: invitation.createdBy }
              : OPERATOR,
          address: input.address,
          action: 'user.role',
          targetType: 'user',
          targetId: input.actor.id,
          changes: { role: { from: 'user', to: 'admin' } },
          details: { via: invitation.kind, invitationId: invitation.id },
        });
      }
      return { admin: true as const };
    },

    /** `POST /sign-out-everywhere`: every API token of the caller issued until now stops working. */
    async revokeTokens(input: { actor: Actor }) {
      // Token times are whole seconds: revoke up to the end of this second.
      const after = new Date(Math.ceil(Date.now() / 1000) * 1000);
      await users.revokeTokens(input.actor.id, after);
    },

    /** `GET /account`: the caller's own account as the account page shows it. */
    async account(input: { actor: Actor }): Promise<AccountResponse> {
      const row = await users.findById(input.actor.id);
      if (!row) throw new AppError('USER_NOT_FOUND', 'This account no longer exists.');
      const providers = row.authUserId ? await users.signInMethods(row.authUserId) : [];
      return {
        name: row.name,
        email: row.email,
        role: row.role,
        signInMethods: providers.map((p) => (p === 'credential' ? 'password' : p)),
        hasPassword: providers.includes('credential'),
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** `PATCH /account`: the caller's display name, in the directory and the identity service. */
    async renameAccount(input: { actor: Actor; name: string }): Promise<AccountResponse> {
      const row = await users.rename(input.actor.id, input.name);
      if (!row) throw new AppError('USER_NOT_FOUND', 'This account no longer exists.');
      return this.account({ actor: input.actor });
    },

    /**
     * `DELETE /account`: the caller deletes their own account, as an admin's removal does
     * (bookings and payments stay on record without the person). An account with a password must
     * give it again; `verifyPassword` checks it against the stored hash. The last admin cannot
     * leave this way either.
     */
    async deleteOwnAccount(input: {
      actor: Actor;
      password: string | undefined;
      verifyPassword: (password: string, hash: string) => Promise<boolean>;
      /** The request's client address: an admin leaving is recorded in the audit trail. */
      address?: string | null;
    }): Promise<void> {
      const row = await users.findById(input.actor.id);
      if (!row) throw new AppError('USER_NOT_FOUND', 'This account no longer exists.');
      const hash = row.authUserId ? await users.passwordHash(row.authUserId) : null;
      if (hash) {
        if (!input.password) {
          throw new AppError('VALIDATION_FAILED', 'Password: enter your current password.', [
            { path: 'body.password', message: 'enter your current password' },
          ]);
        }
        if (!(await input.verifyPassword(input.password, hash))) {
          throw new AppError('PASSWORD_INCORRECT', 'That is not your current password.');
        }
      }
      // An admin's account is an admin's change like any removal (by id; nothing personal).
      await this.removeUser({
        userId: row.id,
        by:
          row.role === 'admin'
            ? { actor: { id: row.id }, address: input.address ?? null }
            : undefined,
      });
    },

    /**
     * `DELETE /users/:id`: removes the person from the directory and the identity service, so their
     * access token and identity session stop working at once. The last admin cannot be removed.
     */
    async removeUser(input: {
      userId: string;
      /** An admin's removal (`DELETE /users/:id`): recorded in the audit trail. */
      by?: AuditBy;
    }): Promise<{ deletedCount: number }> {
      const outcome = await users.remove(input.userId);
      if (outcome === 'not_found')
        throw new AppError('USER_NOT_FOUND', 'There is no user with this id.');
      if (outcome === 'last_admin') {
        throw new AppError(
          'LAST_ADMIN',
          'This is the last administrator. Make someone else an admin first.',
        );
      }
      if (input.by) {
        await audit?.record({
          ...input.by,
          action: 'user.delete',
          targetType: 'user',
          targetId: input.userId,
        });
      }
      return { deletedCount: 1 };
    },

    async isAdmin(input: { actor: Actor; email: string }): Promise<boolean> {
      const { actor, email } = input;
      if (asksForOwn(actor, email)) return actor.role === 'admin';
      if (!mayAskAbout(actor, email))
        throw new AppError('FORBIDDEN', 'You can only check your own admin status.');
      const row = await users.findByEmail(email);
      return row?.role === 'admin';
    },

    /** The account an e-mail belongs to, if any (records are filed under the account). */
    async accountIdOf(email: string): Promise<string | null> {
      return (await users.findByEmail(email))?.id ?? null;
    },

    /** The account as it is now, for the auth guard (role and existence on every request). */
    async findAccount(id: string) {
      const row = await users.findById(id);
      return row
        ? {
            id: row.id,
            email: row.email,
            name: row.name,
            role: row.role,
            tokensValidAfter: row.tokensValidAfter,
          }
        : null;
    },

    /*
     * The operator's commands (`npm run admin`, the ADMIN_EMAILS setup links): whoever runs them
     * holds the server's shell or log, so they take no actor; the trail records them with the
     * operator as theirs, from no address.
     */

    /** One-time setup links for the ADMIN_EMAILS addresses that have no signed-up admin yet. */
    async adminSetupLinks(adminEmails: string[]) {
      const links = [];
      for (const email of await users.emailsWithoutAdmin(adminEmails)) {
        const link = await issueAdminLink(users, {
          email,
          kind: 'setup',
          createdBy: null,
          publicUrl,
        });
        await recordInvitation({ actor: OPERATOR, address: null }, link, 'setup');
        links.push(link);
      }
      return links;
    },

    /** A one-time invitation link the operator hands to a colleague. */
    async operatorInvitation(email: string) {
      const link = await issueAdminLink(users, {
        email,
        kind: 'invitation',
        createdBy: null,
        publicUrl,
      });
      await recordInvitation({ actor: OPERATOR, address: null }, link, 'invitation');
      return link;
    },

    /**
     * The operator's grant: makes a signed-up person admin. Someone who registered with the
     * identity service but has not used the app yet has no directory row (it is made on their
     * first token exchange), or only one an admin added: their identity account proves the
     * address as that first sign-in would (once confirmed, when REQUIRE_EMAIL_VERIFICATION is
     * on), so their row is made or claimed here, as a plain user, and then granted.
     */
    async grantAdmin(email: string): Promise<GrantOutcome | 'not_verified'> {
      let outcome = await users.grantAdmin(email);
      if (outcome === 'not_found' || outcome === 'not_signed_up') {
        const account = await users.findIdentityByEmail(email);
        if (account) {
          if (deps.requireEmailVerification && !account.emailVerified) return 'not_verified';
          await this.upsertVerifiedUser({
            email,
            name: account.name.trim(),
            authUserId: account.id,
          });
          outcome = await users.grantAdmin(email);
        }
      }
      const row = outcome === 'granted' ? await users.findByEmail(email) : undefined;
      if (row) {
        await audit?.record({
          actor: OPERATOR,
          address: null,
          action: 'user.role',
          targetType: 'user',
          targetId: row.id,
          changes: { role: { from: 'user', to: 'admin' } },
        });
      }
      return outcome;
    },

    /**
     * The operator's `revoke`: takes admin rights away as `removeAdmin` does (the same lock, the
     * same e-mail, their pending invitations dying), never from the last admin.
     */
    async revokeAdmin(email: string): Promise<'revoked' | 'not_found' | 'last_admin'> {
      const row = await users.findByEmail(email);
      if (!row) return 'not_found';
      const result = await users.demoteAdmin({
        id: row.id,
        actorId: null,
        then: tellDemoted('operator'),
      });
      if (result.outcome === 'not_found' || result.outcome === 'last_admin') return result.outcome;
      if (result.outcome === 'demoted') {
        await audit?.record({
          actor: OPERATOR,
          address: null,
          action: 'user.role',
          targetType: 'user',
          targetId: row.id,
          changes: { role: { from: 'admin', to: 'user' } },
          details: { invitationsRevoked: result.invitationsRevoked },
        });
      }
      return 'revoked';
    },

    async listAdminEmails(): Promise<string[]> {
      return (await users.listAdmins()).map((admin) => admin.email);
    },
  };
}

/** How other features find the account an e-mail belongs to. */
export type AccountLookup = Pick<UsersService, 'accountIdOf'>;

export type UsersService = ReturnType<typeof createUsersService>;
