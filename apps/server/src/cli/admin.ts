import { z } from 'zod';
import { createUsersRepository, createUsersService } from '#features/users';
import { UsageError, withDatabase } from './shared';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | invite EMAIL | list';

/*
 * The operator's admin commands (docs/decisions/005-admin-rights-by-operator-action.md). Whoever
 * runs them holds the server's shell and database, so they need no sign-in.
 */
await withDatabase(async (database, config) => {
  const [command, rawEmail] = process.argv.slice(2);
  const users = createUsersService({
    users: createUsersRepository(database.db),
    publicUrl: config.publicUrl,
  });
  if (command === 'list') {
    const admins = await users.listAdminEmails();
    console.log(admins.length ? admins.join('\n') : 'No admins yet.');
    return;
  }
  const email = z.email().safeParse(rawEmail?.trim().toLowerCase());
  if (!email.success || !['grant', 'revoke', 'invite'].includes(command ?? '')) {
    throw new UsageError(USAGE);
  }
  if (command === 'grant') {
    const outcome = await users.grantAdmin(email.data);
    if (outcome === 'not_found' || outcome === 'not_signed_up') {
      throw new UsageError(
        `${email.data} has not signed up yet. Ask them to register first, then run grant again; or run \`npm run admin -- invite ${email.data}\` for a one-time link to hand them.`,
      );
    }
    console.log(
      outcome === 'granted'
        ? `${email.data} is an admin (effective on their next request).`
        : `${email.data} is already an admin.`,
    );
    return;
  }
  if (command === 'invite') {
    const link = await users.operatorInvitation(email.data);
    console.log(
      `One-time admin link for ${email.data}, valid until ${link.expiresAt}. Hand it to them; they open it signed in as ${email.data}:\n${link.url}`,
    );
    return;
  }
  const outcome = await users.revokeAdmin(email.data);
  if (outcome === 'not_found') throw new UsageError(`No user with e-mail ${email.data}.`);
  if (outcome === 'last_admin') throw new UsageError('Refused: this is the last admin.');
  console.log(`${email.data} is no longer an admin.`);
});
