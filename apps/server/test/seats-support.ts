import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { reachable, TEST_ORIGIN, TEST_PASSWORD } from '#test/helpers';
import { SERVER_ENTRY } from '#test/server-bundle';

/*
 * Support for the seat proofs (docs/architecture.md, "Seats"; seats-race, seats-crash,
 * seats-expiry): a PostgreSQL database of the test's own, server processes started from source, and
 * travellers speaking real HTTP to a listening server.
 */

/**
 * The PostgreSQL server: DATABASE_URL, as in .ci/run's PostgreSQL step (`DATABASE_URL=...
 * npm run test:server`); the default run is the embedded database's, like every other suite.
 */
export const PG_URL = process.env.DATABASE_URL ?? '';

/** Whether that PostgreSQL answers (the PostgreSQL variants are skipped, saying so, if not). */
export async function postgresAnswers(): Promise<boolean> {
  if (!PG_URL) return false;
  const url = new URL(PG_URL);
  return reachable(url.hostname, Number(url.port || 5432));
}

export const PG_SKIP_REASON = PG_URL
  ? `SKIPPED: no PostgreSQL answers at ${new URL(PG_URL).host}`
  : 'SKIPPED: PostgreSQL variant (set DATABASE_URL, as .ci/run does)';

/** A database of the test's own on that server: its URL, a client on it, and drop(). */
export async function createOwnDatabase(prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    /** Runs one query on the test's database (a connection of its own each time). */
    async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        return (await client.query<R>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: PG_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The environment of a server process on `databaseUrl` (production mode, limits out of the way). */
export function serverEnv(options: {
  databaseUrl: string;
  dataDir: string;
  adminEmail: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web-build'),
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: 'info',
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAILS: options.adminEmail,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    SIGN_UP_RATE_LIMIT_MAX: '100000',
    API_RATE_LIMIT_MAX: '1000000',
    PAGE_RATE_LIMIT_MAX: '1000000',
    SHUTDOWN_DRAIN_MS: '0',
    ...options.extra,
  };
}

/** One server process (the production bundle, test/server-bundle.ts) on its own port. */
export class ServerProcess {
  child: ChildProcess | null = null;
  log = '';
  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const child = spawn(process.execPath, SERVER_ENTRY, {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`${this.name} exited:\n${this.log.slice(-3000)}`);
      if (await isReady(this.baseUrl)) return;
      await sleep(100);
    }
    throw new Error(`${this.name} not ready within 60 s:\n${this.log.slice(-3000)}`);
  }

  /** Sends the signal and waits for the process to end. */
  async stop(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  /** The JSON lines of its log (pino) that carry `msg`. */
  logLines(msg: string): Record<string, unknown>[] {
    return this.log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return {};
        }
      })
      .filter((line) => line.msg === msg);
  }
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health/ready`, {
      signal: AbortSignal.timeout(1000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export interface HttpAccount {
  email: string;
  auth: Record<string, string>;
}

const jsonHeaders = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  origin: TEST_ORIGIN,
  ...extra,
});

/** Signs up over HTTP and exchanges the session for an API token, as the web app does. */
export async function signUpOverHttp(baseUrl: string, email: string): Promise<HttpAccount> {
  const signedUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'Seat Taker' }),
  });
  if (!signedUp.ok) throw new Error(`sign-up ${signedUp.status}: ${await signedUp.text()}`);
  const cookie = signedUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${baseUrl}/api/jwt`, {
    method: 'POST',
    headers: jsonHeaders({ cookie }),
    body: JSON.stringify({ email }),
  });
  if (!token.ok) throw new Error(`token ${token.status}: ${await token.text()}`);
  const { token: jwt } = (await token.json()) as { token: string };
  return { email, auth: { authorization: `Bearer ${jwt}` } };
}

/** One HTTP call's answer: status 0 when no answer came (connection refused or reset). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: payload === undefined ? { origin: TEST_ORIGIN, ...headers } : jsonHeaders(headers),
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    return { status: response.status, body, text };
  } catch (error) {
    return { status: 0, body: {}, text: String(error) };
  }
}

/**
 * What the card form does in the browser: the built-in processor confirms the intent with a test
 * card that succeeds, over HTTP, with the publishable key. Answers the processor's response.
 */
export function confirmWithTestCard(
  baseUrl: string,
  publishableKey: string,
  intent: { paymentIntentId: unknown; clientSecret: unknown },
): Promise<Response> {
  return fetch(
    `${baseUrl}/api/processor/v1/payment_intents/${String(intent.paymentIntentId)}/confirm`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_secret: String(intent.clientSecret),
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
      }).toString(),
    },
  );
}

/** A day `days` from now at `time`, as the admin's `datetime-local` input sends it. */
export function inDays(days: number, time = '07:30'): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${time}`;
}

/** Counts answers by status (and problem code): `{ '201': 10, '409 SOLD_OUT': 190 }`. */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key =
      a.status >= 400 && typeof a.body.code === 'string'
        ? `${a.status} ${a.body.code}`
        : String(a.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
