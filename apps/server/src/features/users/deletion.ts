import type { AuditBy, AuditRecorder } from '#features/audit';
import type { Actor } from '#lib/actor';
import { AppError } from '#lib/errors';
import type { UsersRepository } from './repository';

/** Account deletion: an admin removing someone, and a person deleting their own account. */
export function createDeletion(deps: { users: UsersRepository; audit?: AuditRecorder }) {
  const { users, audit } = deps;

  /**
   * `DELETE /users/:id`: removes the person from the directory and the identity service, so their
   * access token and identity session stop working at once. The last admin cannot be removed.
   */
  async function removeUser(input: {
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
  }

  /**
   * An account with a password must give it again to delete itself; `verifyPassword` checks it
   * against the stored hash. An account without one (social sign-in only) needs nothing more.
   */
  async function checkPassword(input: {
    authUserId: string | null;
    password: string | undefined;
    verifyPassword: (password: string, hash: string) => Promise<boolean>;
  }): Promise<void> {
    const hash = input.authUserId ? await users.passwordHash(input.authUserId) : null;
    if (!hash) return;
    if (!input.password) {
      throw new AppError('VALIDATION_FAILED', 'Password: enter your current password.', [
        { path: 'body.password', message: 'enter your current password' },
      ]);
    }
    if (!(await input.verifyPassword(input.password, hash))) {
      throw new AppError('PASSWORD_INCORRECT', 'That is not your current password.');
    }
  }

  return {
    /**
     * `DELETE /account`: the caller deletes their own account, as an admin's removal does
     * (bookings and payments stay on record without the person). An account with a password must
     * give it again. The last admin cannot leave this way either.
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
      await checkPassword({
        authUserId: row.authUserId,
        password: input.password,
        verifyPassword: input.verifyPassword,
      });
      // An admin's account is an admin's change like any removal (by id; nothing personal).
      await removeUser({
        userId: row.id,
        by:
          row.role === 'admin'
            ? { actor: { id: row.id }, address: input.address ?? null }
            : undefined,
      });
    },

    removeUser,
  };
}
