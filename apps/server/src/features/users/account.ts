import type { AccountResponse } from '@wayfare/contract/account';
import type { Actor } from '#lib/actor';
import { AppError } from '#lib/errors';
import type { UsersRepository } from './repository';

/** The caller's own account: the account page, the display name, signing out everywhere. */
export function createAccount(deps: { users: UsersRepository }) {
  const { users } = deps;

  /** `GET /account`: the caller's own account as the account page shows it. */
  async function account(input: { actor: Actor }): Promise<AccountResponse> {
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
  }

  return {
    /** `POST /sign-out-everywhere`: every API token of the caller issued until now stops working. */
    async revokeTokens(input: { actor: Actor }) {
      // Token times are whole seconds: revoke up to the end of this second.
      const after = new Date(Math.ceil(Date.now() / 1000) * 1000);
      await users.revokeTokens(input.actor.id, after);
    },

    account,

    /** `PATCH /account`: the caller's display name, in the directory and the identity service. */
    async renameAccount(input: { actor: Actor; name: string }): Promise<AccountResponse> {
      const row = await users.rename(input.actor.id, input.name);
      if (!row) throw new AppError('USER_NOT_FOUND', 'This account no longer exists.');
      return account({ actor: input.actor });
    },
  };
}
