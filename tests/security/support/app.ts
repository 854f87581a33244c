import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../apps/server/src/app/build';
import type { Config } from '../../../apps/server/src/config/env';
import { openDatabase, type Database } from '../../../apps/server/src/db/client';
import {
  cookieHeader,
  migratedImage,
  TEST_ORIGIN,
  TEST_PASSWORD,
  testConfig,
  uniqueEmail,
} from '../../../apps/server/test/helpers';

export { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail };

export interface SuiteApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Every route as the server added it (method, url, schemas). */
  routes: RouteOptions[];
  /** Production-format log lines, when `captureLogs` was asked for. */
  logs: string[];
  close(): Promise<void>;
}

/** A database created for one test and dropped afterwards (PostgreSQL), or PGlite in memory. */
export async function openSuiteDatabase(pgUrl?: string | null): Promise<Database> {
  if (!pgUrl) return openDatabase({ kind: 'memory', image: migratedImage() });
  const url = await createPostgresDatabase(pgUrl);
  const database = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropPostgresDatabase(pgUrl, url);
    },
  };
}

export async function createPostgresDatabase(pgUrl: string): Promise<URL> {
  const name = `wayfare_sec_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url;
}

export async function dropPostgresDatabase(pgUrl: string, url: URL) {
  const dropper = new pg.Client({ connectionString: pgUrl });
  await dropper.connect();
  await dropper.query(`drop database if exists ${url.pathname.slice(1)} with (force)`);
  await dropper.end();
}

/** A minimal built web app, so the route table and headers are those of production. */
function fakeWebDist(dataDir: string): string {
  const dir = path.join(dataDir, 'web-dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Wayfare</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("wayfare");');
  return dir;
}

export async function startApp(
  options: {
    env?: Record<string, string>;
    pgUrl?: string | null;
    captureLogs?: boolean;
    /** Serve a built web app from this directory; `true` makes a minimal one. */
    webDist?: string | true;
    processorFetch?: BuildAppOptions['processorFetch'];
  } = {},
): Promise<SuiteApp> {
  const base = testConfig(options.env);
  const webDir =
    options.webDist === true ? fakeWebDist(base.dataDir) : (options.webDist ?? undefined);
  const config: Config = webDir ? { ...base, webDistDir: webDir } : base;
  if (options.captureLogs) config.logLevel = 'info';
  const database = await openSuiteDatabase(options.pgUrl);
  const routes: RouteOptions[] = [];
  const logs: string[] = [];
  const app = await buildApp({
    config,
    database,
    ...(options.captureLogs
      ? { logStream: { write: (line: string) => void logs.push(line) } }
      : { logger: false }),
    onRoute: (route) => void routes.push(route),
    processorFetch: options.processorFetch,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    routes,
    logs,
    async close() {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export function inject(app: FastifyInstance, options: InjectOptions) {
  return app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...options.headers } });
}

export interface Account {
  kind: 'userA' | 'userB' | 'admin';
  email: string;
  /** Wayfare's directory id (users.id). */
  id: string;
  cookie: string;
  token: string;
  auth: { authorization: string };
}

/** Registers with the identity service, exchanges the session for an API token, as the app does. */
export async function signUpAccount(
  app: FastifyInstance,
  kind: Account['kind'],
  email = uniqueEmail(kind.toLowerCase()),
): Promise<Account> {
  const signUp = await inject(app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: randomAddress(),
    payload: { email, password: TEST_PASSWORD, name: `Test ${kind}` },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up ${signUp.statusCode} ${signUp.body}`);
  const cookie = cookieHeader(signUp);
  const exchange = await inject(app, {
    method: 'POST',
    url: '/api/jwt',
    headers: { cookie },
    payload: { email },
  });
  if (exchange.statusCode !== 200) throw new Error(`jwt ${exchange.statusCode} ${exchange.body}`);
  const { token } = exchange.json<{ token: string }>();
  if (kind === 'admin') {
    // Signing up makes nobody admin: the operator grants it afterwards (`npm run admin -- grant`).
    const granted = await app.services.users.grantAdmin(email);
    if (granted !== 'granted') throw new Error(`grant ${email}: ${granted}`);
  }
  const claims = await app.services.tokens.verify(token);
  return {
    kind,
    email,
    id: claims!.sub,
    cookie,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

let addressCounter = 0;
/** A distinct client address per call (per-address limits must not mask what a test measures). */
export function randomAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
