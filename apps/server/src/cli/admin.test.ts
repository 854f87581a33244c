import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client';
import { SERVER_ROOT } from '#config/paths';
import { SERVER_ENTRY } from '#test/server-bundle';

/*
 * The admin CLI against a live server on the embedded database (docs/operations.md, "The admin
 * CLI and a running server"): the production bundle serving a DATA_DIR while travellers book,
 * and the CLI's bundle (dist/cli.js, the same commands as `npm run admin`) granting, listing,
 * showing mail and revoking meanwhile, through the server's operator socket. Then the data are
 * checked: every acknowledged booking is there, the CLI's changes show through the API, and a
 * second process on the directory is still refused. Last, with the server stopped, the CLI opens
 * the database itself, as before.
 *
 * One server for the file, and the CLI's bundle rather than tsx on the sources: a command through
 * the socket starts no PGlite of its own (about 0.4 s of a core each instead of 5).
 */

const run = promisify(execFile);
const CLI = path.join(SERVER_ROOT, 'dist', 'cli.js');
const PASSWORD = 'correct-horse-battery';
const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let port = 0;
let baseUrl = '';
let server: ChildProcess | undefined;
let serverLog = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm run admin -- ...` (or `db:migrate`, `backup`, ...), as the operator runs it on DATA_DIR. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}
const admin = (...args: string[]) => cli('admin', ...args);

async function call(url: string, init: RequestInit & { auth?: string } = {}) {
  const { auth, ...rest } = init;
  const response = await fetch(`${baseUrl}${url}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  const text = await response.text();
  return { status: response.status, response, json: (text ? JSON.parse(text) : null) as unknown };
}

async function signUp(email: string, name: string) {
  const answer = await call('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, name }),
  });
  expect(answer.status).toBe(200);
  return cookieOf(answer.response);
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function tokenOf(email: string, cookie: string): Promise<string> {
  const answer = await call('/api/jwt', {
    method: 'POST',
    headers: { cookie },
    body: JSON.stringify({ email }),
  });
  expect(answer.status).toBe(200);
  return (answer.json as { token: string }).token;
}

async function startServer() {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  serverLog = '';
  const child = spawn(process.execPath, SERVER_ENTRY, {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      SIGN_UP_RATE_LIMIT_MAX: '100000',
      SIGN_IN_RATE_LIMIT_MAX: '100000',
      API_RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  const socket = path.join(dataDir, 'run', 'operator.sock');
  const deadline = Date.now() + 60_000;
  // Ready, and its operator socket open (it opens once the server listens).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${serverLog}`);
    if ((await isReady()) && statSync(socket, { throwIfNoEntry: false })) return;
    if (Date.now() > deadline) throw new Error(`the server was not ready in 60 s:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function isReady() {
  try {
    const response = await fetch(`${baseUrl}/api/health/ready`);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function stopServer() {
  if (!server || server.exitCode !== null) return server?.exitCode ?? null;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return code;
}

// The embedded database's case: the PostgreSQL run (DATABASE_URL) has nothing to add here.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'npm run admin, with the server running on the embedded database',
  () => {
    beforeAll(() => startServer(), 90_000);
    afterAll(() => stopServer());

    const owner = 'owner@example.com';
    const colleague = 'colleague@example.com';
    let ownerToken = '';
    let packageId = '';

    it('grants admin to someone who registered and has not used the app yet, and lists admins', async () => {
      const cookie = await signUp(owner, 'Owner Walk');
      expect((await admin('list')).out).toBe('No admins yet.\n');
      const grant = await admin('grant', 'Owner@Example.com');
      expect(grant).toMatchObject({ code: 0, err: '' });
      expect(grant.out).toBe(`${owner} is an admin (effective on their next request).\n`);
      ownerToken = await tokenOf(owner, cookie);
      const created = await call('/api/addPackages', {
        method: 'POST',
        auth: ownerToken,
        body: JSON.stringify({ title: 'Sundarbans by boat', price: 240, duration: '3 days' }),
      });
      expect(created.status).toBe(201);
      packageId = (created.json as { insertedId: string }).insertedId;
      expect((await admin('list')).out).toBe(`${owner}\n`);
    });

    it('runs grant, list, mail show and revoke while travellers book, and loses nothing', async () => {
      // Travellers booking without pause, each answer kept.
      const acknowledged: string[] = [];
      const failures: string[] = [];
      let booking = true;
      const traveller = async (n: number) => {
        const email = `traveller-${n}@example.com`;
        const token = await tokenOf(email, await signUp(email, `Traveller ${n}`));
        while (booking) {
          const answer = await call('/api/booking', {
            method: 'POST',
            auth: token,
            body: JSON.stringify({ packageId, name: `Traveller ${n}`, email }),
          });
          if (answer.status === 201 || answer.status === 200) {
            acknowledged.push((answer.json as { insertedId: string }).insertedId);
          } else failures.push(`${answer.status} ${JSON.stringify(answer.json)}`);
          const read = await call(`/api/packages/${packageId}`);
          if (read.status !== 200) failures.push(`read ${read.status}`);
        }
      };
      const load = Promise.all([1, 2, 3].map(traveller));

      // Meanwhile the operator: a colleague made admin, a forgotten password reset from the
      // outbox, the colleague's rights taken back.
      const colleagueCookie = await signUp(colleague, 'Colleague');
      const grant = await admin('grant', colleague);
      expect(grant.out).toBe(`${colleague} is an admin (effective on their next request).\n`);
      expect((await admin('grant', colleague)).out).toBe(`${colleague} is already an admin.\n`);
      const colleagueToken = await tokenOf(colleague, colleagueCookie);
      expect((await call('/api/mail', { auth: colleagueToken })).status).toBe(200);
      const list = await admin('list');
      expect(list.out.split('\n').filter(Boolean).sort()).toEqual([colleague, owner]);

      const requested = await call('/api/auth/request-password-reset', {
        method: 'POST',
        body: JSON.stringify({ email: owner, redirectTo: '/reset-password' }),
      });
      expect(requested.status).toBe(200);
      const found = await admin('mail', 'list', owner);
      expect(found.code).toBe(0);
      const id = /^([0-9a-f-]{36}) .*Reset your Wayfare password/m.exec(found.out)?.[1];
      expect(id, found.out).toBeDefined();
      const shown = await admin('mail', 'show', id!);
      expect(shown.code).toBe(0);
      expect(shown.out).toContain(`To: ${owner}`);
      const token = /\/reset-password\?token=([\w-]+)/.exec(shown.out)?.[1];
      expect(token, shown.out).toBeDefined();
      const reset = await call('/api/auth/reset-password', {
        method: 'POST',
        body: JSON.stringify({ token, newPassword: 'a-new-long-passphrase' }),
      });
      expect(reset.status).toBe(200);
      const signIn = await call('/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({ email: owner, password: 'a-new-long-passphrase' }),
      });
      expect(signIn.status).toBe(200);
      // The reset ended the owner's sessions, and with them their token: a new one.
      ownerToken = await tokenOf(owner, cookieOf(signIn.response));

      const revoke = await admin('revoke', colleague);
      expect(revoke).toMatchObject({ code: 0, out: `${colleague} is no longer an admin.\n` });
      // Read on every request: the colleague's next call is refused.
      expect((await call('/api/mail', { auth: colleagueToken })).status).toBe(403);
      const last = await admin('revoke', owner);
      expect(last.code).toBe(64);
      expect(last.err).toContain('Refused: this is the last admin.');

      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);
      booking = false;
      await load;
      expect(failures).toEqual([]);

      // Every acknowledged booking is in the database, once.
      const all = await call('/api/allBooking', { auth: ownerToken });
      expect(all.status).toBe(200);
      const stored = new Set((all.json as { _id: string }[]).map((b) => b._id));
      expect(stored.size).toBe(acknowledged.length);
      for (const bookingId of acknowledged) expect(stored.has(bookingId)).toBe(true);
    }, 120_000);

    it('answers db:migrate and db:seed, and keeps backup and restore for a stopped server', async () => {
      const migrate = await cli('db:migrate');
      expect(migrate.code).toBe(0);
      expect(migrate.out).toContain('The running server applied the migrations when it started');
      const seed = await cli('db:seed');
      expect(seed.code).toBe(1);
      expect(seed.err).toContain('Run `npm run db:seed -- --force` to add them anyway');
      const archive = path.join(dataDir, 'some-backup.tar.gz');
      writeFileSync(archive, '');
      const restore = await cli('restore', archive);
      expect(restore.code).toBe(1);
      expect(restore.err).toContain('stop it first');
      expect(restore.err).toContain('never through the running server');
    });

    it('still refuses a second process on the directory, and answers nobody but the operator socket', async () => {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        'in use by another Wayfare process',
      );
      const socket = statSync(path.join(dataDir, 'run', 'operator.sock'));
      expect(socket.mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dataDir, 'run')).mode & 0o777).toBe(0o700);
      expect(serverLog).not.toMatch(/"level":(50|60)/);
    });

    it('works on its own once the server has stopped, and the trail names the operator', async () => {
      expect(await stopServer()).toBe(0);
      // The server removed its socket.
      expect(statSync(path.join(dataDir, 'run', 'operator.sock'), { throwIfNoEntry: false })).toBe(
        undefined,
      );
      const list = await admin('list');
      expect(list).toMatchObject({ code: 0, out: `${owner}\n` });
      // An operator's invitation: a one-time link printed for the address, in the fragment.
      const invite = await admin('invite', 'third.ops@example.com');
      expect(invite.code).toBe(0);
      expect(invite.out).toMatch(/\/admin-invitation#[\w-]{43}/);

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const answer: unknown = await database.db.execute(
          sql`select actor_kind, actor_id, action, changes from audit_events
            where action = 'user.role' order by id`,
        );
        const rows = (answer as { rows: Record<string, unknown>[] }).rows;
        expect(rows).toEqual([
          {
            actor_kind: 'operator',
            actor_id: null,
            action: 'user.role',
            changes: { role: { from: 'user', to: 'admin' } },
          },
          {
            actor_kind: 'operator',
            actor_id: null,
            action: 'user.role',
            changes: { role: { from: 'user', to: 'admin' } },
          },
          {
            actor_kind: 'operator',
            actor_id: null,
            action: 'user.role',
            changes: { role: { from: 'admin', to: 'user' } },
          },
        ]);
        const invitations: unknown = await database.db.execute(
          sql`select e.actor_kind, e.actor_id, e.address, e.target_type, e.changes, e.details
            from audit_events e join admin_invitations i on i.id::text = e.target_id
            where e.action = 'user.invite' and i.email = 'third.ops@example.com'`,
        );
        expect((invitations as { rows: unknown[] }).rows).toEqual([
          expect.objectContaining({
            actor_kind: 'operator',
            actor_id: null,
            address: null,
            target_type: 'admin-invitation',
            changes: { email: 'changed' },
            details: expect.objectContaining({ kind: 'invitation' }) as unknown,
          }),
        ]);
        // The trail names nobody: no address in any entry the commands wrote.
        const all: unknown = await database.db.execute(sql`select * from audit_events`);
        expect(JSON.stringify((all as { rows: unknown[] }).rows)).not.toContain('@example.com');
        // The CLI refuses, saying why, while another process holds the directory.
        const held = await admin('grant', colleague);
        expect(held.code).toBe(78);
        expect(held.err).toContain('in use by another Wayfare process');
      } finally {
        await database.close();
      }
    }, 60_000);
  },
);
