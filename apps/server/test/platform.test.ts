import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config/env';
import { openDatabase } from '#db/client';
import { DataDirLockedError } from '#db/lock';
import { buildApp } from '#app';
import {
  createTestApp,
  inject,
  openTestDatabase,
  signUpAdmin,
  testConfig,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => t.close());

describe('health and errors', () => {
  it('answers 200 from /api/health when the database answers', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown /api paths with a JSON 404 problem, never the web app', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      title: 'No such API route',
      detail: 'There is no API route GET /api/nope.',
      instance: '/api/nope',
    });
  });

  it('answers malformed JSON with a 400 problem, no stack trace', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('echoes a well-formed request id and replaces a hostile one', async () => {
    const kept = await inject(t.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await inject(t.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b <script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('packages', () => {
  it('lists the demo packages, newest first, with whole-dollar prices', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/packages' });
    expect(response.statusCode).toBe(200);
    const list =
      response.json<{ _id: string; id: string; title: string; price: number; image: string }[]>();
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const p of list) {
      expect(p._id).toBe(p.id);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.image).toMatch(/^\/images\//);
    }
  });

  it('bounds a page and refuses a limit above the maximum', async () => {
    const page = await inject(t.app, { method: 'GET', url: '/api/packages?limit=2&offset=1' });
    expect(page.json<unknown[]>()).toHaveLength(2);
    const tooMany = await inject(t.app, { method: 'GET', url: '/api/packages?limit=100000' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('loads one package and answers 404 for an unknown or malformed id', async () => {
    const [first] = (await inject(t.app, { method: 'GET', url: '/api/packages' })).json<
      { _id: string; title: string }[]
    >();
    const one = await inject(t.app, { method: 'GET', url: `/api/packages/${first!._id}` });
    expect(one.json()).toMatchObject({ _id: first!._id, title: first!.title });
    const missing = await inject(t.app, {
      method: 'GET',
      url: '/api/packages/00000000-0000-0000-0000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
    const malformed = await inject(t.app, { method: 'GET', url: "/api/packages/1'%20or%201=1" });
    expect(malformed.statusCode).toBe(404);
  });

  it('loads demo data once: a second start on the same database adds nothing', async () => {
    const before = (await inject(t.app, { method: 'GET', url: '/api/packages?limit=100' })).json<
      unknown[]
    >().length;
    const { seedDemoData } = await import('#db/seed');
    const again = await seedDemoData(t.app.database.db);
    expect(again.skipped).toBe(true);
    const after = (await inject(t.app, { method: 'GET', url: '/api/packages?limit=100' })).json<
      unknown[]
    >().length;
    expect(after).toBe(before);
  });

  it('gives every demo package upcoming departures, some nearly full and one sold out', async () => {
    const list = (await inject(t.app, { method: 'GET', url: '/api/packages?limit=100' })).json<
      { _id: string; title: string }[]
    >();
    const seatsLeft: Record<string, number[]> = {};
    for (const pkg of list) {
      const response = await inject(t.app, {
        method: 'GET',
        url: `/api/packages/${pkg._id}/departures`,
      });
      const dates = response.json<{ startsAt: string; seatsLeft: number; status: string }[]>();
      expect(dates.length, pkg.title).toBeGreaterThanOrEqual(3);
      for (const d of dates) {
        expect(Date.parse(d.startsAt)).toBeGreaterThan(Date.now());
        expect(d.startsAt).toMatch(/\+06:00$/);
      }
      seatsLeft[pkg.title] = dates.map((d) => d.seatsLeft);
    }
    const soldOut = Object.values(seatsLeft).filter((left) => left.includes(0));
    const nearlyFull = Object.values(seatsLeft).filter((left) => left.some((n) => n > 0 && n <= 2));
    expect(soldOut).toHaveLength(1);
    expect(nearlyFull.length).toBeGreaterThanOrEqual(2);
    // The sold-out date's seats are the desk's reservations, on its manifest.
    const sundarbans = list.find((p) => p.title.startsWith('Sundarbans'))!;
    const [full] = (
      await inject(t.app, { method: 'GET', url: `/api/packages/${sundarbans._id}/departures` })
    ).json<{ _id: string; seatsLeft: number }[]>();
    expect(full!.seatsLeft).toBe(0);
    const admin = await signUpAdmin(t.app, uniqueEmail('seed-admin'));
    const manifest = await inject(t.app, {
      method: 'GET',
      url: `/api/departures/${full!._id}/manifest`,
      headers: admin.auth,
    });
    expect(manifest.statusCode).toBe(200);
    const body = manifest.json<{
      departure: { seatsTotal: number };
      entries: { travellers: number }[];
    }>();
    expect(body.departure.seatsTotal).toBe(12);
    expect(body.entries.reduce((sum, e) => sum + e.travellers, 0)).toBe(12);
    // The desk's reservations belong to no account: nobody is mailed about them.
    await t.app.services.jobs.runDue();
    const outbox = await inject(t.app, {
      method: 'GET',
      url: '/api/mail?q=example.com',
      headers: admin.auth,
    });
    expect(outbox.json<{ items: { to: string }[] }>().items.map((m) => m.to)).not.toContain(
      'farhana.akter@example.com',
    );
    // Seeding again (npm run db:seed) adds no second set of dates.
    const { seedDemoData } = await import('#db/seed');
    expect((await seedDemoData(t.app.database.db, { force: true })).departures).toBe(0);
  });
});

describe('configuration', () => {
  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'ftp://x', ADMIN_EMAILS: 'a@b.co,nope' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'ftp://x', ADMIN_EMAILS: 'a@b.co,nope' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('PUBLIC_URL');
      expect(message).toContain('ADMIN_EMAILS');
    }
  });

  it('refuses a trip time zone the runtime does not know, and defaults to Asia/Dhaka', () => {
    expect(() => loadConfig({ TRIP_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /TRIP_TIME_ZONE: must be an IANA time zone name such as Asia\/Dhaka/,
    );
    expect(loadConfig({}).tripTimeZone).toBe('Asia/Dhaka');
  });

  it('requires the signing secrets with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/wayfare' })).toThrow(
      /BETTER_AUTH_SECRET: required when DATABASE_URL is set[\s\S]*JWT_PRIVATE_KEY: required/,
    );
  });

  it('runs several worker processes only on PostgreSQL', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('requires a social provider’s id and secret together', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'abc' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
  });

  it('generates secrets once in DATA_DIR and keeps them across restarts', async () => {
    const { resolveSecrets } = await import('#config/secrets');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-secrets-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveSecrets(config);
    const second = resolveSecrets(config);
    expect(second).toEqual(first);
    expect(first.betterAuthSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('embedded database', { timeout: 120_000 }, () => {
  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        /in use by another Wayfare process/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('reclaims the lock of a process that died without releasing it', async () => {
    const { writeFileSync: write } = await import('node:fs');
    const { hostname } = await import('node:os');
    const { lockDataDir } = await import('#db/lock');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-lock-'));
    // A pid that cannot be alive: larger than any kernel pid_max.
    write(
      path.join(dataDir, '.wayfare.lock'),
      JSON.stringify({ pid: 2 ** 30, hostname: hostname(), startedAt: '' }),
    );
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    await (await lockDataDir(dataDir)).release();
  });
});

describe('web app serving', () => {
  it('serves index.html for app routes, long-caches hashed assets, and keeps /api 404s as JSON', async () => {
    const config = testConfig();
    const dist = path.join(config.dataDir, 'web');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wayfare</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({
      config: { ...config, webDistDir: dist },
      database: await openTestDatabase(),
      logger: false,
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/dashboard/booking' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Wayfare</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.headers['content-type']).toContain('application/problem+json');
    } finally {
      await app.close();
    }
  });

  it('answers 404 with the app (its own "not found" page) at a path the app has no page for', async () => {
    const config = testConfig();
    const dist = path.join(config.dataDir, 'web');
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wayfare</title>');
    // The web build's renderer knows the app's routes; this one has pages under /dashboard only.
    writeFileSync(
      path.join(dist, 'server', 'entry-server.js'),
      "export const hasPage = (p) => p === '/dashboard' || p.startsWith('/dashboard/');\n" +
        'export const render = async () => null;\n',
    );
    const app = await buildApp({
      config: { ...config, webDistDir: dist },
      database: await openTestDatabase(),
      logger: false,
    });
    try {
      const known = await app.inject({ method: 'GET', url: '/dashboard/booking' });
      expect(known.statusCode).toBe(200);
      expect(known.headers.etag).toBeDefined();
      const unknown = await app.inject({ method: 'GET', url: '/no-such-page?x=1' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(unknown.body).toContain('<title>Wayfare</title>');
      expect(unknown.headers.etag).toBeUndefined();
      const again = await app.inject({
        method: 'GET',
        url: '/no-such-page',
        headers: { 'if-none-match': String(known.headers.etag) },
      });
      expect(again.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 404 with the rendered "Package not found" page for an unknown or malformed package id', async () => {
    const config = testConfig({ SEED_DEMO_DATA: 'true' });
    const dist = path.join(config.dataDir, 'web');
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Wayfare</title><div id="root"></div>',
    );
    // As the web build's renderer does: the package page reads its package through the server's
    // public reads, and says "not found" (status 404) when they have none by that id.
    writeFileSync(
      path.join(dist, 'server', 'entry-server.js'),
      [
        'export const hasPage = () => true;',
        'export const render = async (url, transport) => {',
        "  const id = url.split('?')[0].slice('/packages/'.length);",
        "  const answer = await transport(`/api/packages/${id}`, { method: 'GET' });",
        '  if (answer.status === 404)',
        "    return { html: '<main><h1>Package not found</h1></main>', state: '{}', head: '', status: 404 };",
        '  const pkg = await answer.json();',
        "  return { html: `<main><h1>${pkg.title}</h1></main>`, state: '{}', head: '' };",
        '};',
      ].join('\n'),
    );
    const app = await buildApp({
      config: { ...config, webDistDir: dist },
      database: await openTestDatabase(),
      logger: false,
    });
    try {
      await app.ready();
      const [first] = (await inject(app, { method: 'GET', url: '/api/packages' })).json<
        { _id: string; title: string }[]
      >();
      const known = await app.inject({ method: 'GET', url: `/packages/${first!._id}` });
      expect(known.statusCode).toBe(200);
      expect(known.body).toContain(`<h1>${first!.title}</h1>`);
      expect(known.headers.etag).toBeDefined();
      for (const url of [
        '/packages/00000000-0000-0000-0000-000000000000',
        "/packages/1'%20or%201=1",
      ]) {
        // Twice: the second answer comes from the page cache, with its status.
        for (let i = 0; i < 2; i++) {
          const missing = await app.inject({ method: 'GET', url });
          expect(missing.statusCode, url).toBe(404);
          expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(missing.body).toContain('<h1>Package not found</h1>');
          expect(missing.headers.etag).toBeUndefined();
        }
      }
    } finally {
      await app.close();
    }
  });
});
