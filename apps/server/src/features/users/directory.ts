import { pageOf, type AdminListQuery } from '@wayfare/contract/admin-lists';
import type { User } from '@wayfare/contract/users';
import type { AuditRecorder } from '#features/audit';
import type { Actor } from '#lib/actor';
import { AppError } from '#lib/errors';
import type { ListPage } from '#lib/list-page';
import { asksForOwn, mayAskAbout } from '#lib/policies';
import type { UserRow, UsersRepository } from './repository';

/*
 * The directory: the rows people sign in to (made or claimed on a proven sign-in), the ones an
 * admin adds, the admin list of everyone, and the lookups other parts of the server make.
 */

export function toUserDto(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role };
}

const accountConflict = () =>
  new AppError(
    'ACCOUNT_CONFLICT',
    'This e-mail belongs to an account that signs in another way. Use that sign-in method.',
  );

export function createDirectory(deps: { users: UsersRepository; audit?: AuditRecorder }) {
  const { users, audit } = deps;

  /**
   * The directory row of a person whose identity the provider has just proven: created on first
   * sign-in as a plain user and linked to the identity account. A row an admin created before
   * anyone proved the address is claimed as a plain user too: signing up never makes anyone an
   * admin (docs/decisions/005-admin-rights-by-operator-action.md).
   */
  async function upsertVerifiedUser(input: {
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
      return upsertVerifiedUser(input);
    }
    // A row someone already signed in to belongs to that identity account only; one proven by a
    // Firebase ID token (no account) is not taken over by a password sign-up on its address,
    // which proves nothing about the mailbox.
    if (user.authUserId !== input.authUserId) throw accountConflict();
    if (user.name) return user;
    return users.linkIdentity(user.id, input.authUserId, input.name);
  }

  /**
   * The person a Firebase ID token proved (no identity-service account stands behind them):
   * their directory row, found or created by e-mail, with the name filled in when it was empty
   * (as for a session sign-in). A row nobody had signed in to is claimed as a plain user.
   */
  async function upsertProvenUser(input: { email: string; name: string }): Promise<UserRow> {
    const { user, created } = await users.createIfAbsent({
      email: input.email,
      name: input.name,
      signedUp: true,
    });
    if (created) return user;
    if (!user.signedUpAt) {
      const claimed = await users.claim(user.id, { authUserId: null, name: input.name });
      if (claimed) return claimed;
      return upsertProvenUser(input);
    }
    if (user.name || !input.name) return user;
    await users.updateName(user.id, input.name);
    return { ...user, name: input.name };
  }

  return {
    upsertVerifiedUser,
    upsertProvenUser,

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
  };
}

export type Directory = ReturnType<typeof createDirectory>;
