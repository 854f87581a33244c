import type { RemoveAdminResponse } from '@wayfare/contract/users';
import { OPERATOR, type AuditBy, type AuditRecorder } from '#features/audit';
import type { MailService } from '#features/mail';
import type { Db } from '#db/client';
import { AppError } from '#lib/errors';
import type { Directory } from './directory';
import type { GrantOutcome, UserRow, UsersRepository } from './repository';

/*
 * Admin rights: an admin making a signed-up person admin or taking someone's rights away
 * (docs/decisions/011-admins-remove-admin-rights.md), and the operator's own grant, revocation
 * and list (`npm run admin`, docs/decisions/005-admin-rights-by-operator-action.md).
 */

type DemotedChange = { target: UserRow; actor: UserRow | undefined; invitationsRevoked: number };

/** The refusals of an admin's `removeAdmin`, as the API answers them. */
function removalRefused(outcome: 'not_found' | 'actor_not_admin' | 'last_admin', self: boolean) {
  switch (outcome) {
    case 'not_found':
      return new AppError('USER_NOT_FOUND', 'There is no user with this id.');
    case 'actor_not_admin':
      return new AppError(
        'FORBIDDEN',
        'Your own administrator rights were removed meanwhile, so you can no longer change anyone else’s.',
      );
    case 'last_admin':
      return new AppError(
        'LAST_ADMIN',
        self
          ? 'You are the last administrator, and Wayfare needs at least one. Make someone else an admin first.'
          : 'This is the last administrator, and Wayfare needs at least one. Make someone else an admin first.',
      );
  }
}

export function createAdminRights(deps: {
  users: UsersRepository;
  /** The operator's grant makes or claims the row of someone who has only an identity account. */
  directory: Pick<Directory, 'upsertVerifiedUser'>;
  requireEmailVerification?: boolean;
  audit?: AuditRecorder;
  mail?: Pick<MailService, 'adminRightsRemoved'>;
}) {
  const { users, directory, audit, mail } = deps;

  /** The e-mail to the person whose rights `demoteAdmin` took, written in its transaction. */
  const tellDemoted = (by: 'admin' | 'operator') => (tx: Db, change: DemotedChange) =>
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

  /** A role change in the audit trail, by an admin or (with no address) the operator. */
  const recordRole = (
    by: { actor: AuditBy['actor'] | typeof OPERATOR; address: string | null },
    targetId: string,
    role: { from: UserRow['role']; to: UserRow['role'] },
    details?: Record<string, unknown>,
  ) =>
    audit?.record({
      ...by,
      action: 'user.role',
      targetType: 'user',
      targetId,
      changes: { role },
      details,
    });

  return {
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
        await recordRole(input.by, row.id, { from: row.role, to: 'admin' });
      }
      return { modifiedCount };
    },

    /**
     * `DELETE /users/admin/:id` (admin): takes the person's admin rights away, their own too
     * (docs/decisions/011-admins-remove-admin-rights.md), never the last admin's (409
     * LAST_ADMIN). In one transaction, under a lock on every admin row: the role goes, their
     * pending admin invitations die, and they are e-mailed; then the trail records it as any role
     * change. A removal that waited for another and finds its caller's own rights gone is refused
     * (403). Someone who is no admin (a double click, another admin first) changes nothing:
     * `modifiedCount` 0, no mail, no entry.
     */
    async removeAdmin(input: { userId: string; by: AuditBy }): Promise<RemoveAdminResponse> {
      const result = await users.demoteAdmin({
        id: input.userId,
        actorId: input.by.actor.id,
        then: tellDemoted('admin'),
      });
      if (result.outcome === 'not_admin') return { modifiedCount: 0, invitationsRevoked: 0 };
      if (result.outcome !== 'demoted') {
        throw removalRefused(result.outcome, input.userId === input.by.actor.id);
      }
      const { invitationsRevoked } = result;
      await recordRole(
        input.by,
        result.target.id,
        { from: 'admin', to: 'user' },
        { invitationsRevoked },
      );
      return { modifiedCount: 1, invitationsRevoked };
    },

    /*
     * The operator's commands (`npm run admin`): whoever runs them holds the server's shell, so
     * they take no actor; the trail records them with the operator as theirs, from no address.
     */

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
          await directory.upsertVerifiedUser({
            email,
            name: account.name.trim(),
            authUserId: account.id,
          });
          outcome = await users.grantAdmin(email);
        }
      }
      const row = outcome === 'granted' ? await users.findByEmail(email) : undefined;
      if (row) {
        await recordRole({ actor: OPERATOR, address: null }, row.id, { from: 'user', to: 'admin' });
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
        await recordRole(
          { actor: OPERATOR, address: null },
          row.id,
          { from: 'admin', to: 'user' },
          { invitationsRevoked: result.invitationsRevoked },
        );
      }
      return 'revoked';
    },

    async listAdminEmails(): Promise<string[]> {
      return (await users.listAdmins()).map((admin) => admin.email);
    },
  };
}
