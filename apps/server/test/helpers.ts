import { connect } from 'node:net';
import { generateKeyPairSync, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { verifyPassword } from 'better-auth/crypto';
import pg from 'pg';
import { inject as provided } from 'vitest';
import { buildApp } from '#app';
import { loadConfig, type Config } from '#config/env';
import { openDatabase, type Database } from '#db/client';
import type { PasswordHasher } from '#features/identity';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-horse-battery';

/**
 * The migrated embedded database that global-setup.ts made for this run, as PGlite loads it; none
 * when the run has no such image (another Vitest project importing these helpers).
 */
export function migratedImage(): Blob | undefined {
  const file = provided('pgliteImage');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, started from the run's migrated
 * image; with DATABASE_URL set (the PostgreSQL run of .ci/run), a database of its own, created
 * here and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'memory', image: migratedImage() });
  const name = `wayfare_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.href, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    SIGN_IN_RATE_LIMIT_MAX: '1000',
    SIGN_UP_RATE_LIMIT_MAX: '100000',
    API_RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
/** scrypt at a 64th of better-auth's work (N 16384 -> 1024, r 16 -> 4): hashes this suite made. */
const SUITE_SCRYPT = { N: 1024, r: 4, p: 1 };
const SUITE_PREFIX = 'suite-scrypt:';

/**
 * The server suite's password hashing: scrypt, cheaper than production's (about 2 ms instead of
 * 110 ms of a core, and the suite signs up hundreds of accounts). What is proven about passwords
 * does not depend on the cost; the journeys and the security suite run better-auth's own, and a
 * hash this suite did not make (a database another app wrote) is checked by better-auth's.
 */
export const suitePasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16);
    const key = await scryptAsync(password.normalize('NFKC'), salt, 32, SUITE_SCRYPT);
    return `${SUITE_PREFIX}${salt.toString('hex')}:${key.toString('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(SUITE_PREFIX)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(SUITE_PREFIX.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await scryptAsync(
      password.normalize('NFKC'),
      Buffer.from(salt, 'hex'),
      expected.length,
      SUITE_SCRYPT,
    );
    return timingSafeEqual(actual, expected);
  },
};

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: false,
    passwordHasher: suitePasswordHasher,
  });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** The Cookie header that a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function uniqueEmail(prefix = 'traveller'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function inject(app: FastifyInstance, options: InjectOptions) {
  return app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...options.headers } });
}

/** Registers with the identity service; answers the session cookie. */
export async function signUp(
  app: FastifyInstance,
  email: string,
  name = 'Test Traveller',
): Promise<string> {
  const response = await inject(app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password: TEST_PASSWORD, name },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

/** Registers and exchanges the identity session for an API token, as the web app does. */
export async function signUpWithToken(app: FastifyInstance, email = uniqueEmail(), name?: string) {
  const cookie = await signUp(app, email, name);
  const response = await inject(app, {
    method: 'POST',
    url: '/api/jwt',
    headers: { cookie },
    payload: { email },
  });
  if (response.statusCode !== 200)
    throw new Error(`token failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json<{ token: string }>();
  return { email, cookie, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Registers, exchanges the session for a token, then makes the person an admin the way an
 * operator does after they have signed up (`npm run admin -- grant EMAIL`): signing up alone
 * never makes anyone an admin.
 */
export async function signUpAdmin(app: FastifyInstance, email: string, name?: string) {
  const account = await signUpWithToken(app, email, name);
  const outcome = await app.services.users.grantAdmin(email);
  if (outcome !== 'granted') throw new Error(`grant ${email}: ${outcome}`);
  return account;
}

/** Whether something accepts TCP connections on host:port within `ms` (to skip a suite that needs it). */
export function reachable(host: string, port: number, ms = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Pays the traveller's unpaid bookings as the checkout does: an intent, the built-in processor
 * confirming a test card, then `POST /payments`. Answers the last response (its status says).
 */
export async function payUnpaid(app: FastifyInstance, traveller: { auth: Record<string, string> }) {
  const intentResponse = await inject(app, {
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: traveller.auth,
    payload: {},
  });
  if (intentResponse.statusCode !== 200) return intentResponse;
  const intent = intentResponse.json<{ clientSecret: string; paymentIntentId: string }>();
  const { publishableKey } = (
    await inject(app, { method: 'GET', url: '/api/payment-config' })
  ).json<{
    publishableKey: string;
  }>();
  const form = new URLSearchParams({
    client_secret: intent.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
  });
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  });
  if (confirmed.statusCode !== 200) return confirmed;
  return inject(app, {
    method: 'POST',
    url: '/api/payments',
    headers: traveller.auth,
    payload: { transactionId: intent.paymentIntentId },
  });
}
