import type { AuditRecorder } from '#features/audit';
import type { MailService } from '#features/mail';
import { createAccount } from './account';
import { createAdminRights } from './admin-rights';
import { createDeletion } from './deletion';
import { createDirectory } from './directory';
import { createInvitations } from './invitations';
import type { UsersRepository } from './repository';

/**
 * The users feature's service, composed of its parts: the directory (directory.ts), the caller's
 * own account (account.ts), admin rights (admin-rights.ts), one-time admin links
 * (invitations.ts) and account deletion (deletion.ts). Each part takes only what it needs.
 */
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
  const { users, audit } = deps;
  const directory = createDirectory({ users, audit });
  return {
    ...directory,
    ...createAdminRights({
      users,
      directory,
      requireEmailVerification: deps.requireEmailVerification,
      audit,
      mail: deps.mail,
    }),
    ...createInvitations({ users, publicUrl: deps.publicUrl, timeZone: deps.timeZone, audit }),
    ...createAccount({ users }),
    ...createDeletion({ users, audit }),
  };
}

/** How other features find the account an e-mail belongs to. */
export type AccountLookup = Pick<UsersService, 'accountIdOf'>;

export type UsersService = ReturnType<typeof createUsersService>;
