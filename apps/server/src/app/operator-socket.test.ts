import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inject,
  signUp,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { runOperatorCommand } from './operator-commands';
import {
  askServer,
  OperatorSocketError,
  operatorSocketPlace,
  SOCKET_PATH_MAX_BYTES,
  startOperatorSocket,
  type OperatorAnswer,
  type OperatorRequest,
  type OperatorSocket,
} from './operator-socket';

/*
 * The operator socket in the server's own process (app/operator-socket.ts): the running server
 * carries out the admin CLI's commands on its database session. The CLI's side over a real
 * server process, under load, is src/cli/admin.test.ts.
 */

const silent = { info() {}, warn() {}, error() {} };
let t: TestApp;
let served: OperatorSocket;

function runInApp(app: TestApp) {
  return (request: OperatorRequest) =>
    runOperatorCommand(
      {
        where: 'server',
        config: app.config,
        database: app.app.database,
        services: app.app.services,
      },
      request,
    );
}

async function ask(request: OperatorRequest, dataDir = t.config.dataDir): Promise<OperatorAnswer> {
  const outcome = await askServer(dataDir, request);
  if (outcome.kind !== 'answer') throw new Error(`no server answered: ${outcome.reason ?? ''}`);
  return outcome.answer;
}

/** Writes `text` on a fresh connection (then ends it, unless told not to) and reads the answer. */
async function raw(file: string, text: string, { end = true } = {}): Promise<OperatorAnswer> {
  const socket = connect(file);
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  if (end) socket.end(text);
  else socket.write(text);
  await once(socket, 'end');
  socket.destroy();
  return JSON.parse(received) as OperatorAnswer;
}

async function roleOf(email: string) {
  return (await t.app.services.users.listAdminEmails()).includes(email) ? 'admin' : 'user';
}

beforeAll(async () => {
  t = await createTestApp();
  served = (await startOperatorSocket({
    dataDir: t.config.dataDir,
    log: silent,
    run: runInApp(t),
  }))!;
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

describe('the operator socket', () => {
  it('is a socket only its owner may open, mode 0600 in a 0700 directory of DATA_DIR', () => {
    expect(served.file).toBe(path.join(t.config.dataDir, 'run', 'operator.sock'));
    const file = statSync(served.file);
    expect(file.isSocket()).toBe(true);
    expect(file.mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(served.file)).mode & 0o777).toBe(0o700);
  });

  it('grants admin to someone who registered but never used the app, found by their identity account', async () => {
    const email = uniqueEmail('registered-only');
    // Registered with the identity service; no token exchange, so no directory row yet.
    const cookie = await signUp(t.app, email, 'Registered Only');
    const grant = await ask({ command: 'admin', args: ['grant', email] });
    expect(grant).toMatchObject({ exitCode: 0, stderr: '' });
    expect(grant.stdout).toBe(`${email} is an admin (effective on their next request).\n`);
    // Their first token exchange finds the row made for them: an admin's token.
    const token = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email },
    });
    const auth = { authorization: `Bearer ${token.json<{ token: string }>().token}` };
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/mail', headers: auth })).statusCode,
    ).toBe(200);
    expect((await ask({ command: 'admin', args: ['list'] })).stdout).toContain(email);
  });

  it('still says "has not signed up yet" for an address with no identity account', async () => {
    const email = uniqueEmail('nobody');
    const grant = await ask({ command: 'admin', args: ['grant', email] });
    expect(grant.exitCode).toBe(64);
    expect(grant.stderr).toContain(`${email} has not signed up yet`);
  });

  it('shows a reset link whole, so a forgotten password is reset while the server runs', async () => {
    const email = uniqueEmail('forgot');
    await signUpWithToken(t.app, email);
    const requested = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(requested.statusCode).toBe(200);
    const list = await ask({ command: 'admin', args: ['mail', 'list', email] });
    expect(list.exitCode).toBe(0);
    const id = /^([0-9a-f-]{36}) .*Reset your Wayfare password/m.exec(list.stdout)?.[1];
    expect(id).toBeDefined();
    const shown = await ask({ command: 'admin', args: ['mail', 'show', id!] });
    expect(shown.exitCode).toBe(0);
    const token = /\/reset-password\?token=([\w-]+)/.exec(shown.stdout)?.[1];
    expect(token).toBeDefined();
    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a-new-long-passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'a-new-long-passphrase' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('revokes, never the last admin, and records the operator as the actor', async () => {
    const email = uniqueEmail('revoked');
    await signUpAdmin(t.app, email);
    expect(await ask({ command: 'admin', args: ['revoke', email] })).toMatchObject({
      exitCode: 0,
      stdout: `${email} is no longer an admin.\n`,
    });
    expect(await roleOf(email)).toBe('user');
    const trail = await t.app.services.audit.list({ limit: 5, offset: 0 });
    expect(trail.items[0]).toMatchObject({
      actorKind: 'operator',
      actorId: null,
      action: 'user.role',
      changes: { role: { from: 'admin', to: 'user' } },
    });
    // Down to one admin, whose rights the operator cannot take.
    for (const admin of (await t.app.services.users.listAdminEmails()).slice(1)) {
      expect((await ask({ command: 'admin', args: ['revoke', admin] })).exitCode).toBe(0);
    }
    const [last] = await t.app.services.users.listAdminEmails();
    const refused = await ask({ command: 'admin', args: ['revoke', last!] });
    expect(refused).toMatchObject({ exitCode: 64, stderr: 'Refused: this is the last admin.\n' });
    expect(await roleOf(last!)).toBe('admin');
  });

  it('answers db:migrate with what the server did at start, and db:seed only with --force', async () => {
    const migrate = await ask({ command: 'db:migrate', args: [] });
    expect(migrate.exitCode).toBe(0);
    expect(migrate.stdout).toContain('The running server applied the migrations when it started');
    const packagesBefore = await inject(t.app, { method: 'GET', url: '/api/packages' });
    const seed = await ask({ command: 'db:seed', args: [] });
    expect(seed.exitCode).toBe(1);
    expect(seed.stderr).toContain('npm run db:seed -- --force');
    expect((await inject(t.app, { method: 'GET', url: '/api/packages' })).body).toBe(
      packagesBefore.body,
    );
    const forced = await ask({ command: 'db:seed', args: ['--force'] });
    expect(forced.exitCode).toBe(0);
    expect(forced.stdout).toMatch(/^Demo data: [1-9]\d* packages/);
    const again = await ask({ command: 'db:seed', args: ['--force'] });
    expect(again.stdout).toBe('Demo data: 0 packages, 0 departures and 0 reviews added.\n');
  });

  it('refuses a malformed request with a clear error, and does nothing', async () => {
    const email = uniqueEmail('malformed');
    await signUpWithToken(t.app, email);
    const grant = JSON.stringify({ command: 'admin', args: ['grant', email] });
    const answers = [
      await raw(served.file, 'grant me\n'),
      await raw(served.file, `${JSON.stringify({ command: 'shell', args: ['rm'] })}\n`),
      await raw(served.file, `${grant.slice(0, -1)},"as":"root"}\n`),
      await raw(served.file, `${JSON.stringify({ command: 'admin', args: 'grant' })}\n`),
      // A whole request without its newline, then the connection ends.
      await raw(served.file, grant),
      await raw(served.file, `${'x'.repeat(70 * 1024)}`, { end: false }),
    ];
    for (const answer of answers) {
      expect(answer.exitCode).toBe(64);
      expect(answer.stderr).toMatch(/^Malformed operator request \(.+\); nothing was done\./);
    }
    expect(await roleOf(email)).toBe('user');
    // The socket still serves.
    expect((await ask({ command: 'admin', args: ['list'] })).exitCode).toBe(0);
  });

  it('answers a usage error for unknown admin commands', async () => {
    const answer = await ask({ command: 'admin', args: ['promote', 'x@example.com'] });
    expect(answer.exitCode).toBe(64);
    expect(answer.stderr).toContain('Usage: npm run admin -- grant EMAIL');
  });
});

describe('the operator socket file', () => {
  it('is taken over from a server that died, and left alone while another answers on it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-sock-'));
    try {
      const { file, dir } = operatorSocketPlace(dataDir);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      // A process that listens on the socket and is killed: its file stays, nobody answers.
      const dead = spawn(process.execPath, [
        '-e',
        "require('net').createServer().listen(process.argv[1], () => process.kill(process.pid, 'SIGKILL'))",
        file,
      ]);
      await once(dead, 'exit');
      expect(statSync(file).isSocket()).toBe(true);
      const run = () => Promise.resolve({ exitCode: 0, stdout: 'here\n', stderr: '' });
      const first = await startOperatorSocket({ dataDir, log: silent, run });
      expect(first).toBeDefined();
      expect((await ask({ command: 'admin', args: ['list'] }, dataDir)).stdout).toBe('here\n');
      // A second one finds the first answering: it leaves the socket to it.
      const second = await startOperatorSocket({ dataDir, log: silent, run });
      expect(second).toBeUndefined();
      expect((await ask({ command: 'admin', args: ['list'] }, dataDir)).stdout).toBe('here\n');
      await first!.close();
      expect(() => statSync(file)).toThrow(/ENOENT/);
      expect(await askServer(dataDir, { command: 'admin', args: ['list'] })).toEqual({
        kind: 'no-server',
      });
      // A file that is not a socket is never removed.
      writeFileSync(file, 'not a socket');
      expect(await startOperatorSocket({ dataDir, log: silent, run })).toBeUndefined();
      expect(statSync(file).isFile()).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('finishes the commands under way when it closes, refuses new ones, and is busy past four', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-sock-'));
    const gates: (() => void)[] = [];
    let started = 0;
    const run = () =>
      new Promise<OperatorAnswer>((resolve) => {
        started += 1;
        gates.push(() => resolve({ exitCode: 0, stdout: 'done\n', stderr: '' }));
      });
    try {
      const socket = (await startOperatorSocket({ dataDir, log: silent, run }))!;
      const request: OperatorRequest = { command: 'admin', args: ['list'] };
      const held = [1, 2, 3, 4].map(() => askServer(dataDir, request));
      await expect.poll(() => started).toBe(4);
      expect(await askServer(dataDir, request)).toMatchObject({
        kind: 'answer',
        answer: { exitCode: 69, stderr: expect.stringContaining('busy') as unknown },
      });
      const closed = socket.close();
      expect(await askServer(dataDir, request)).toEqual({ kind: 'no-server' });
      for (const open of gates) open();
      for (const outcome of await Promise.all(held)) {
        expect(outcome).toEqual({
          kind: 'answer',
          answer: { exitCode: 0, stdout: 'done\n', stderr: '' },
        });
      }
      await closed;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is left off, saying why, when its directory cannot be made, and the server goes on', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-sock-'));
    try {
      writeFileSync(path.join(dataDir, 'run'), 'a file where the directory goes');
      const errors: string[] = [];
      const log = { ...silent, error: (_details: object, message: string) => errors.push(message) };
      const run = () => Promise.resolve({ exitCode: 0, stdout: '', stderr: '' });
      expect(await startOperatorSocket({ dataDir, log, run })).toBeUndefined();
      expect(errors).toEqual([expect.stringContaining('The admin CLI cannot reach this server')]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is not used when its directory is open to others', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-sock-'));
    try {
      const run = () => Promise.resolve({ exitCode: 0, stdout: '', stderr: '' });
      const socket = (await startOperatorSocket({ dataDir, log: silent, run }))!;
      chmodSync(path.dirname(socket.file), 0o755);
      const outcome = await askServer(dataDir, { command: 'admin', args: ['list'] });
      expect(outcome).toMatchObject({
        kind: 'no-server',
        reason: expect.stringContaining('open to other users') as unknown,
      });
      await socket.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('moves to a short path when DATA_DIR is too long for a socket, and says so when that is too', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'wayfare-sock-')), 'd'.repeat(120));
    const savedTmp = process.env.TMPDIR;
    try {
      const place = operatorSocketPlace(dataDir);
      expect(place.fallback).toBe(true);
      expect(Buffer.byteLength(place.file)).toBeLessThanOrEqual(SOCKET_PATH_MAX_BYTES);
      expect(place.file.startsWith(tmpdir())).toBe(true);
      const run = () => Promise.resolve({ exitCode: 0, stdout: 'short\n', stderr: '' });
      const socket = (await startOperatorSocket({ dataDir, log: silent, run }))!;
      expect(socket.file).toBe(place.file);
      expect(statSync(place.dir).mode & 0o777).toBe(0o700);
      expect((await ask({ command: 'admin', args: ['list'] }, dataDir)).stdout).toBe('short\n');
      await socket.close();

      process.env.TMPDIR = `/tmp/${'t'.repeat(110)}`;
      expect(() => operatorSocketPlace(dataDir)).toThrow(OperatorSocketError);
      expect(() => operatorSocketPlace(dataDir)).toThrow(/Use a shorter DATA_DIR/);
      expect(await askServer(dataDir, { command: 'admin', args: ['list'] })).toMatchObject({
        kind: 'no-server',
        reason: expect.stringContaining('cannot be placed') as unknown,
      });
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});

describe('the operator grant with REQUIRE_EMAIL_VERIFICATION', () => {
  it('waits for the address to be confirmed, pointing to the link, then grants', async () => {
    const strict = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    try {
      const run = runInApp(strict);
      const email = uniqueEmail('unconfirmed');
      await signUp(strict.app, email, 'Not Confirmed');
      const early = await run({ command: 'admin', args: ['grant', email] });
      expect(early.exitCode).toBe(64);
      expect(early.stderr).toContain(`${email} has registered but not confirmed`);
      expect(early.stderr).toContain(`npm run admin -- mail list ${email}`);
      expect(await strict.app.services.users.listAdminEmails()).not.toContain(email);

      const list = await run({ command: 'admin', args: ['mail', 'list', email] });
      const id = /^([0-9a-f-]{36}) /m.exec(list.stdout)?.[1];
      const shown = await run({ command: 'admin', args: ['mail', 'show', id!] });
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(shown.stdout)?.[0];
      expect(link).toBeDefined();
      const url = new URL(link!);
      const verified = await inject(strict.app, { method: 'GET', url: url.pathname + url.search });
      expect(verified.statusCode).toBeLessThan(400);

      const grant = await run({ command: 'admin', args: ['grant', email] });
      expect(grant).toMatchObject({
        exitCode: 0,
        stdout: `${email} is an admin (effective on their next request).\n`,
      });
    } finally {
      await strict.close();
    }
  });
});
