import type { User } from '@wayfare/contract/users';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-guard';
import type { Role, UserRow, UsersRepository } from './repository';

export function toUserDto(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role };
}

export function createUsersService(deps: { users: UsersRepository; adminEmails: string[] }) {
  const { users, adminEmails } = deps;
  const initialRole = (email: string): Role => (adminEmails.includes(email) ? 'admin' : 'user');

  return {
    /**
     * The directory row of a person whose identity the provider has just proven: created on first
     * sign-in, linked to the identity account, never given a role other than by ADMIN_EMAILS.
     */
    async upsertVerifiedUser(input: {
      email: string;
      name: string;
      authUserId: string;
    }): Promise<UserRow> {
      const { user } = await users.createIfAbsent({
        email: input.email,
        name: input.name,
        role: initialRole(input.email),
        authUserId: input.authUserId,
      });
      if (user.authUserId === input.authUserId && user.name) return user;
      return users.linkIdentity(user.id, input.authUserId, input.name);
    },

    /**
     * The person a Firebase ID token proved (no identity-service account stands behind them):
     * their directory row, found or created by e-mail, with the name filled in when it was empty
     * (as for a session sign-in).
     */
    async upsertProvenUser(input: { email: string; name: string }): Promise<UserRow> {
      const { user } = await users.createIfAbsent({
        email: input.email,
        name: input.name,
        role: initialRole(input.email),
      });
      if (user.name || !input.name) return user;
      await users.updateName(user.id, input.name);
      return { ...user, name: input.name };
    },

    /** `POST /users`: own e-mail for a user, any e-mail for an admin; a role in the body is never read. */
    async createUser(input: { actor: Actor; name: string; email: string }) {
      const { actor, name, email } = input;
      if (actor.role !== 'admin' && email !== actor.email) {
        throw new AppError('FORBIDDEN', 'You can only create your own user record.');
      }
      const result = await users.createIfAbsent({ name, email, role: initialRole(email) });
      if (!result.created && name && name !== result.user.name) {
        // A display-name update at the provider reaches the directory through this call.
        await users.updateName(result.user.id, name);
      }
      return result;
    },

    /** `GET /users` (admin): the directory, newest first. */
    async listUsers(page: { limit: number; offset: number }): Promise<User[]> {
      return (await users.list(page)).map(toUserDto);
    },

    /** `PATCH /users/admin/:id`: the role is read on every request, so it applies to their next call. */
    async makeAdmin(input: { userId: string }): Promise<{ modifiedCount: number }> {
      const row = await users.findById(input.userId);
      if (!row) throw new AppError('USER_NOT_FOUND', 'There is no user with this id.');
      return { modifiedCount: await users.makeAdmin(row.id) };
    },

    /**
     * `DELETE /users/:id`: removes the person from the directory and the identity service, so their
     * access token and identity session stop working at once. The last admin cannot be removed.
     */
    async removeUser(input: { userId: string }): Promise<{ deletedCount: number }> {
      const outcome = await users.remove(input.userId);
      if (outcome === 'not_found')
        throw new AppError('USER_NOT_FOUND', 'There is no user with this id.');
      if (outcome === 'last_admin') {
        throw new AppError(
          'LAST_ADMIN',
          'This is the last administrator. Make someone else an admin first.',
        );
      }
      return { deletedCount: 1 };
    },

    async isAdmin(input: { actor: Actor; email: string }): Promise<boolean> {
      const { actor, email } = input;
      if (email === actor.email) return actor.role === 'admin';
      if (actor.role !== 'admin')
        throw new AppError('FORBIDDEN', 'You can only check your own admin status.');
      const row = await users.findByEmail(email);
      return row?.role === 'admin';
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
