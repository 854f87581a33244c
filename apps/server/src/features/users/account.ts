import type { AccountDigits, AccountLanguage, AccountResponse } from '@wayfare/contract/account';
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
      language: row.language,
      digits: row.digits,
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

    /**
     * `PATCH /account`: the caller's display name (in the directory and the identity service),
     * language and digits; what is left out stays as it is.
     */
    async updateAccount(input: {
      actor: Actor;
      name?: string;
      language?: AccountLanguage | null;
      digits?: AccountDigits | null;
    }): Promise<AccountResponse> {
      const { actor, ...changes } = input;
      const row = await users.updateOwn(actor.id, changes);
      if (!row) throw new AppError('USER_NOT_FOUND', 'This account no longer exists.');
      return account({ actor });
    },

    /**
     * The language a person chose (`en`, `bn`), by directory id or e-mail, for what other
     * features write to them (an e-mail's language); null when they have not chosen, or there is
     * no such account: the caller then keeps its own default.
     */
    accountLanguage: (who: { userId: string } | { email: string }) =>
      users.languageOf('email' in who ? { email: who.email.toLowerCase() } : who),
  };
}
