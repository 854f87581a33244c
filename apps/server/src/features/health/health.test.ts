import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { ConfigError, loadConfig } from '#config/env';
import { openDatabase, type Database } from '#db/client';
import { inject, openTestDatabase, testConfig } from '#test/helpers';

/**
 * Liveness and readiness, the request id of every problem answer, and PostgreSQL's statement
 * timeout answering 503 (docs/lifecycle.md). The rolling restart of real processes is in
 * test/rolling-restart.test.ts.
 */

let app: FastifyInstance;
let dataDir: string;
let release: () => void;
/** Held by the slow test route until the test lets it finish. */
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  app = await buildApp({ config, database: await openTestDatabase(), logger: false });
  // Test-only routes on the built app: a failure the error handler does not know, and a request
  // that is still under way when the app starts closing.
  app.get('/api/test-only/boom', async () => {
    throw new Error('an unexpected fault');
  });
  app.get('/api/test-only/slow', async () => {
    await gate;
    // The database is still open while a request under way finishes.
    await app.database.db.execute(sql`select 1`);
    return { answer: 42 };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('liveness and readiness', () => {
  it('answers ready and live while serving, and /api/health as before', async () => {
    const ready = await inject(app, { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    const live = await inject(app, { method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const health = await inject(app, { method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is not ready once a shutdown begins, stays live, and finishes the requests under way', async () => {
    gate = new Promise((resolve) => (release = resolve));
    const underWay = inject(app, { method: 'GET', url: '/api/test-only/slow' });

    app.services.health.stopAccepting();
    const ready = await inject(app, { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      detail: 'This server is shutting down.',
    });
    expect((await inject(app, { method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await inject(app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    const answered = await underWay;
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ answer: 42 });
  });
});

describe('request ids', () => {
  it('puts the request id in a 4xx problem, equal to the x-request-id header', async () => {
    const response = await inject(app, { method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json<{ requestId: string }>().requestId).toBe(id);
  });

  it('puts the request id in a 5xx problem, equal to the x-request-id header', async () => {
    const response = await inject(app, { method: 'GET', url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    const id = response.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(response.json<{ requestId: string }>().requestId).toBe(id);
    expect(response.body).not.toContain('an unexpected fault');
  });

  it('keeps a well-formed incoming id in the problem and the header', async () => {
    const response = await inject(app, {
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'edge-7f3a' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a');
    expect(response.json<{ requestId: string }>().requestId).toBe('edge-7f3a');
  });
});

describe('configuration', () => {
  it('reads the shutdown budget and the statement timeout, with defaults', () => {
    const config = loadConfig({});
    expect(config.shutdown).toEqual({ timeoutMs: 10_000, drainMs: 0 });
    expect(config.databaseStatementTimeoutMs).toBe(15_000);
    const set = loadConfig({
      SHUTDOWN_TIMEOUT_MS: '30000',
      SHUTDOWN_DRAIN_MS: '5000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
    });
    expect(set.shutdown).toEqual({ timeoutMs: 30_000, drainMs: 5_000 });
    expect(set.databaseStatementTimeoutMs).toBe(0);
  });

  it('refuses a drain as long as the whole budget, and a budget below a second', () => {
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000', SHUTDOWN_DRAIN_MS: '5000' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be less than SHUTDOWN_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(ConfigError);
  });
});

const postgresUrl = process.env.DATABASE_URL;
describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'statement timeout on PostgreSQL'
    : 'statement timeout: SKIPPED, needs DATABASE_URL (the embedded database ignores statement_timeout)',
  () => {
    let slowApp: FastifyInstance;
    let name: string;
    let database: Database;

    beforeAll(async () => {
      name = `wayfare_test_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      // Long enough for the migrations, far shorter than the runaway query below.
      database = await openDatabase({
        kind: 'postgres',
        url: url.href,
        poolSize: 2,
        statementTimeoutMs: 1500,
      });
      slowApp = await buildApp({ config: testConfig(), database, logger: false });
      slowApp.get('/api/test-only/runaway', async () => {
        await slowApp.database.db.execute(sql`select pg_sleep(30)`);
        return { finished: true };
      });
      // Two advisory locks taken in the order asked, a moment apart: two requests asking in
      // opposite orders deadlock for real, and PostgreSQL aborts one of them.
      slowApp.get<{ Params: { first: string; second: string } }>(
        '/api/test-only/locks/:first/:second',
        async (request) => {
          const { first, second } = request.params;
          await slowApp.database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${Number(first)})`);
            await tx.execute(sql`select pg_sleep(0.3)`);
            await tx.execute(sql`select pg_advisory_xact_lock(${Number(second)})`);
          });
          return { locked: true };
        },
      );
      await slowApp.ready();
    });

    afterAll(async () => {
      await slowApp?.close();
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    });

    it('answers a transaction PostgreSQL aborted for a deadlock 503, and the other one 200', async () => {
      const answers = await Promise.all([
        inject(slowApp, { method: 'GET', url: '/api/test-only/locks/71/72' }),
        inject(slowApp, { method: 'GET', url: '/api/test-only/locks/72/71' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
      const aborted = answers.find((a) => a.statusCode === 503)!;
      expect(aborted.json()).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        detail: 'The service is busy. Nothing was changed; please try again in a moment.',
      });
    });

    it('cancels a runaway query and answers 503, then serves the next request', async () => {
      const response = await inject(slowApp, { method: 'GET', url: '/api/test-only/runaway' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        detail: 'The service took too long to answer. Please try again in a moment.',
        requestId: response.headers['x-request-id'],
      });
      // The connection went back to the pool and works.
      const health = await inject(slowApp, { method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  },
);
