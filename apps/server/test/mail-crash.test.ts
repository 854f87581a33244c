import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env';
import { openConfiguredDatabase } from '#db/open';
import { eq } from 'drizzle-orm';
import { mailMessages } from '#db/schema';
import { eventually, freePort, startSmtpPeer, type SmtpPeer } from './mail-peer';
import { SERVER_ENTRY } from '#test/server-bundle';

/*
 * The transactional outbox survives a crash (decision 008): a server process is killed
 * with SIGKILL after the request that wrote a message was answered (the message and its
 * `mail.deliver` job committed) and before the job ran; a new process on the same database
 * delivers it, once. The first process polls for jobs only once a minute, so the kill always
 * falls between the commit and the send. On the embedded database by default (a data directory
 * the two processes take in turn), on PostgreSQL with DATABASE_URL.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.DATABASE_URL;

let smtp: SmtpPeer;
let dataDir: string;
let dbName: string | undefined;
let env: Record<string, string>;
let child: ChildProcess | null = null;
let log = '';

async function startServer(extra: Record<string, string>) {
  log = '';
  const port = await freePort();
  const process_ = spawn(process.execPath, SERVER_ENTRY, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env, ...extra, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = process_;
  process_.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  process_.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await eventually(async () => {
    if (process_.exitCode !== null) throw new Error(`server exited:\n${log.slice(-3000)}`);
    try {
      const response = await fetch(`${base}/api/health/ready`, {
        signal: AbortSignal.timeout(1000),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }, 100);
  return base;
}

async function stopServer(signal: NodeJS.Signals) {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = once(running, 'exit');
  running.kill(signal);
  await exited;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-mail-crash-'));
  let databaseUrl: string | undefined;
  if (DATABASE_URL) {
    dbName = `wayfare_mail_crash_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
  }
  env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Wayfare <hello@wayfare.test>',
    SHUTDOWN_DRAIN_MS: '0',
  };
}, 60_000);

afterAll(async () => {
  await stopServer('SIGKILL');
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName && DATABASE_URL) {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});

describe('a server killed between the commit and the send', () => {
  it('delivers the message after the restart, exactly once', async () => {
    const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
    // The first process looks for due jobs once a minute: none runs before the kill.
    const first = await startServer({ JOB_POLL_MS: '60000' });
    const headers = { 'content-type': 'application/json', origin: env.PUBLIC_URL! };
    const signedUp = await fetch(`${first}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'correct-horse-battery', name: 'Kamal Hossain' }),
    });
    expect(signedUp.status).toBe(200);
    const asked = await fetch(`${first}/api/auth/request-password-reset`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, redirectTo: '/reset-password' }),
    });
    expect(asked.status).toBe(200);
    await stopServer('SIGKILL');
    expect(smtp.to(email)).toHaveLength(0);

    // A new process on the same database finds the message and sends it.
    await startServer({ JOB_POLL_MS: '50' });
    await eventually(() =>
      smtp.to(email).some((m) => m.parsed.subject === 'Reset your Wayfare password'),
    );
    // Stopped cleanly, nothing can send any more: the outbox says sent, once, and so does SMTP.
    await stopServer('SIGTERM');
    const config = loadConfig(env);
    const database = await openConfiguredDatabase(config);
    try {
      const rows = await database.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, email));
      const reset = rows.filter((r) => r.kind === 'password-reset');
      expect(reset).toHaveLength(1);
      expect(reset[0]!.status).toBe('sent');
      expect(reset[0]!.attempts).toBe(1);
      const received = smtp
        .to(email)
        .filter((m) => m.parsed.subject === 'Reset your Wayfare password');
      expect(received).toHaveLength(1);
      expect(received[0]!.parsed.messageId).toBe(reset[0]!.messageId);
      // The verification e-mail of the sign-up survived the kill too.
      expect(rows.find((r) => r.kind === 'email-verification')?.status).toBe('sent');
    } finally {
      await database.close();
    }
  }, 180_000);
});
