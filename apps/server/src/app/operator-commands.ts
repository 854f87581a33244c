import { z } from 'zod';
import type { Config } from '#config/env';
import type { Database } from '#db/client';
import { migrationStatus } from '#db/migrate';
import { seedDemoData } from '#db/seed';
import { AppError } from '#lib/errors';
import type { OperatorServices } from './compose';
import { EXIT, type OperatorAnswer, type OperatorRequest } from './operator-socket';

const ADMIN_USAGE =
  'Usage: npm run admin -- grant EMAIL | revoke EMAIL | invite EMAIL | list | mail list [TEXT] | mail show ID';
const SEED_USAGE = 'Usage: npm run db:seed [-- --force]';

/**
 * Where a command runs: in the running server, asked over its operator socket (`server`), or in
 * the CLI's own process on a database it opened itself (`cli`: no server was running, or
 * PostgreSQL).
 */
export interface OperatorContext {
  where: 'server' | 'cli';
  config: Config;
  database: Database;
  services: Pick<OperatorServices, 'users' | 'mail'>;
}

class Output {
  private out: string[] = [];
  private err: string[] = [];
  log(line: string) {
    this.out.push(line);
  }
  error(line: string) {
    this.err.push(line);
  }
  answer(exitCode: number): OperatorAnswer {
    const text = (lines: string[]) => (lines.length ? `${lines.join('\n')}\n` : '');
    return { exitCode, stdout: text(this.out), stderr: text(this.err) };
  }
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
  }
}

/**
 * The operator's commands (`npm run admin`, `db:migrate`, `db:seed`), the same code whether the
 * running server carries them out for the CLI or the CLI does on a database it opened. Whoever
 * runs them holds the server's shell and DATA_DIR (or its database), so they need no sign-in;
 * what they change is recorded in the audit trail with the operator as its actor
 * (docs/decisions/005-admin-rights-by-operator-action.md).
 */
export async function runOperatorCommand(
  context: OperatorContext,
  request: OperatorRequest,
): Promise<OperatorAnswer> {
  const out = new Output();
  try {
    if (request.command === 'admin') await adminCommand(context, request.args, out);
    else if (request.command === 'db:migrate') await migrateCommand(context, out);
    else await seedCommand(context, request.args, out);
    return out.answer(EXIT.ok);
  } catch (error) {
    // A service's refusal (an account that signs in another way, ...) is the operator's to read.
    if (error instanceof AppError) {
      out.error(error.message);
      return out.answer(EXIT.failed);
    }
    if (!(error instanceof Refusal)) throw error;
    out.error(error.message);
    return out.answer(error.exitCode);
  }
}

async function adminCommand({ services }: OperatorContext, args: string[], out: Output) {
  const { users, mail } = services;
  const [command, rawEmail] = args;
  if (command === 'mail') {
    await mailCommand(mail, args.slice(1), out);
    return;
  }
  if (command === 'list' && args.length === 1) {
    const admins = await users.listAdminEmails();
    out.log(admins.length ? admins.join('\n') : 'No admins yet.');
    return;
  }
  const email = z.email().safeParse(rawEmail?.trim().toLowerCase());
  if (!email.success || args.length !== 2 || !['grant', 'revoke', 'invite'].includes(command!)) {
    throw new Refusal(ADMIN_USAGE);
  }
  const address = email.data;
  if (command === 'grant') {
    const outcome = await users.grantAdmin(address);
    if (outcome === 'not_verified') {
      throw new Refusal(
        `${address} has registered but not confirmed their e-mail address yet (REQUIRE_EMAIL_VERIFICATION). Ask them to open the link e-mailed at sign-up (\`npm run admin -- mail list ${address}\` finds it), then run grant again.`,
      );
    }
    if (outcome === 'not_found' || outcome === 'not_signed_up') {
      throw new Refusal(
        `${address} has not signed up yet. Ask them to register first, then run grant again; or run \`npm run admin -- invite ${address}\` for a one-time link to hand them.`,
      );
    }
    out.log(
      outcome === 'granted'
        ? `${address} is an admin (effective on their next request).`
        : `${address} is already an admin.`,
    );
    return;
  }
  if (command === 'invite') {
    const link = await users.operatorInvitation(address);
    out.log(
      `One-time admin link for ${address}, valid until ${link.expiresAt}. Hand it to them; they open it signed in as ${address}:\n${link.url}`,
    );
    return;
  }
  const outcome = await users.revokeAdmin(address);
  if (outcome === 'not_found') throw new Refusal(`No user with e-mail ${address}.`);
  if (outcome === 'last_admin') throw new Refusal('Refused: this is the last admin.');
  out.log(`${address} is no longer an admin.`);
}

/**
 * `mail list [TEXT]`: the newest 50 messages (recipient, subject or kind containing TEXT);
 * `mail show ID`: one message in full, secrets included (reset and verification links): the
 * admins' page redacts them, the operator at the server's shell sees everything.
 */
async function mailCommand(mail: OperatorServices['mail'], args: string[], out: Output) {
  const [sub, arg] = args;
  if (sub === 'list' && args.length <= 2) {
    const { items, total, transport } = await mail.list({ limit: 50, offset: 0, q: arg });
    out.log(`${total} message${total === 1 ? '' : 's'} (${transport}); newest first:`);
    for (const m of items) {
      const error = m.status === 'failed' || m.lastError ? `  (${m.lastError ?? ''})` : '';
      out.log(`${m._id}  ${m.createdAt}  ${m.status.padEnd(9)}  ${m.to}  ${m.subject}${error}`);
    }
    return;
  }
  if (sub === 'show' && arg && args.length === 2) {
    const message = await mail.full(arg);
    if (!message) throw new Refusal(`No message with id ${arg}.`);
    for (const header of message.headerLines) out.log(`${header.name}: ${header.value}`);
    out.log(
      `X-Wayfare-Status: ${message.status} after ${message.attempts} tr${message.attempts === 1 ? 'y' : 'ies'}${message.lastError ? ` (${message.lastError})` : ''}`,
    );
    for (const file of message.attachments) {
      out.log(`X-Wayfare-Attachment: ${file.filename} (${file.contentType}, ${file.size} bytes)`);
    }
    out.log(`\n${message.text}`);
    out.log('----- HTML -----');
    out.log(message.html);
    return;
  }
  throw new Refusal(ADMIN_USAGE);
}

/**
 * `db:migrate`. The CLI migrated the database it opened before running this (cli/shared.ts). The
 * running server migrated its database when it started and has nothing to apply: a newer
 * checkout's migrations apply when it restarts (a server runs only the schema its code knows).
 */
async function migrateCommand({ where, database }: OperatorContext, out: Output) {
  if (where === 'cli') {
    out.log(`Migrations applied (${database.kind} database).`);
    return;
  }
  const { known, applied } = await migrationStatus(database);
  out.log(
    `The running server applied the migrations when it started (pid ${process.pid}, ${applied} applied); nothing to do.`,
  );
  if (known > applied) {
    out.log(
      `This checkout has ${known - applied} newer migration${known - applied === 1 ? '' : 's'}: they apply when the server restarts on this code.`,
    );
  }
}

/**
 * `db:seed`: adds the demo packages, their departures and the demo reviews that are missing (by
 * title, by author and quote), in one transaction that changes and removes nothing. On a live
 * site that puts demo trips in its catalogue, so through the running server it asks for
 * `--force` first.
 */
async function seedCommand(
  { where, database, config }: OperatorContext,
  args: string[],
  out: Output,
) {
  const force = args.includes('--force');
  if (args.some((arg) => arg !== '--force')) throw new Refusal(SEED_USAGE);
  if (where === 'server' && !force) {
    throw new Refusal(
      'The server is running on this DATA_DIR: db:seed would add the demo packages, departures and reviews that are missing to the live catalogue, where travellers see them at once.\n' +
        'Run `npm run db:seed -- --force` to add them anyway: the running server adds only what is missing, in one transaction on its own database session, and changes or removes nothing that is there.',
      EXIT.failed,
    );
  }
  const result = await seedDemoData(database.db, { force: true, timeZone: config.tripTimeZone });
  out.log(
    `Demo data: ${result.packages} packages, ${result.departures} departures and ${result.reviews} reviews added.`,
  );
}
