import { z } from 'zod';
import { createAuditRepository, createAuditService } from '#features/audit';
import { createMailService, type MailService } from '#features/mail';
import { createUsersRepository, createUsersService } from '#features/users';
import { UsageError, withDatabase } from './shared';

const USAGE =
  'Usage: npm run admin -- grant EMAIL | revoke EMAIL | invite EMAIL | list | mail list [TEXT] | mail show ID';

/*
 * The operator's admin commands (docs/decisions/005-admin-rights-by-operator-action.md). Whoever
 * runs them holds the server's shell and database, so they need no sign-in. What they change
 * (grant, revoke, invite) is recorded in the audit trail with the operator as its actor.
 */
await withDatabase(async (database, config) => {
  const [command, rawEmail] = process.argv.slice(2);
  const users = createUsersService({
    users: createUsersRepository(database.db),
    publicUrl: config.publicUrl,
    timeZone: config.tripTimeZone,
    audit: createAuditService({
      audit: createAuditRepository(database.db),
      timeZone: config.tripTimeZone,
    }),
  });
  if (command === 'mail') {
    const mail = createMailService({
      db: database.db,
      config: config.mail,
      publicUrl: config.publicUrl,
      timeZone: config.tripTimeZone,
      transport: config.mail.smtpUrl ? 'smtp' : 'outbox',
    });
    await mailCommand(mail, process.argv.slice(3));
    return;
  }
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

/**
 * `mail list [TEXT]`: the newest 50 messages (recipient, subject or kind containing TEXT);
 * `mail show ID`: one message in full, secrets included (reset and verification links): the
 * admins' page redacts them, the operator at the server's shell sees everything.
 */
async function mailCommand(mail: MailService, args: string[]) {
  const [sub, arg] = args;
  if (sub === 'list') {
    const { items, total, transport } = await mail.list({ limit: 50, offset: 0, q: arg });
    console.log(`${total} message${total === 1 ? '' : 's'} (${transport}); newest first:`);
    for (const m of items) {
      const error = m.status === 'failed' || m.lastError ? `  (${m.lastError ?? ''})` : '';
      console.log(`${m._id}  ${m.createdAt}  ${m.status.padEnd(9)}  ${m.to}  ${m.subject}${error}`);
    }
    return;
  }
  if (sub === 'show' && arg) {
    const message = await mail.full(arg);
    if (!message) throw new UsageError(`No message with id ${arg}.`);
    for (const header of message.headerLines) console.log(`${header.name}: ${header.value}`);
    console.log(
      `X-Wayfare-Status: ${message.status} after ${message.attempts} tr${message.attempts === 1 ? 'y' : 'ies'}${message.lastError ? ` (${message.lastError})` : ''}`,
    );
    for (const file of message.attachments) {
      console.log(
        `X-Wayfare-Attachment: ${file.filename} (${file.contentType}, ${file.size} bytes)`,
      );
    }
    console.log(`\n${message.text}`);
    console.log('----- HTML -----');
    console.log(message.html);
    return;
  }
  throw new UsageError(USAGE);
}
