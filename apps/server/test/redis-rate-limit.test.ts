import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { ConfigError, loadConfig } from '#config/env';
import { RATE_LIMIT_NAMESPACE } from '#plugins/rate-limit-redis';
import { openTestDatabase, reachable, testConfig } from '#test/helpers';

/**
 * The API rate limit with REDIS_URL: counts in a real Redis shared by several app instances, fail
 * open when Redis is unreachable, and the in-process count without it. The cases that need a Redis
 * use REDIS_URL when set, else the local default when something answers on 127.0.0.1:6379, and are
 * skipped (saying so) otherwise. Each case uses a client address of its own and removes its keys.
 */

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

async function redisForTests(): Promise<string | null> {
  const url = process.env.REDIS_URL || LOCAL_REDIS;
  const parsed = new URL(url);
  return (await reachable(parsed.hostname, Number(parsed.port || 6379))) ? url : null;
}

/** A port on which nothing listens (the kernel's pick, released at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** A client address no other case (nor an earlier run) uses. */
function clientAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

interface Instance {
  app: FastifyInstance;
  /** The JSON log lines the app wrote (when built with `logs`). */
  logs: Array<{ level: number; msg: string; redis?: string }>;
  close(): Promise<void>;
}

const open: Instance[] = [];
afterAll(async () => {
  await Promise.all(open.map((instance) => instance.close()));
});

async function startApp(env: Record<string, string>, options: { logs?: boolean } = {}) {
  const config = testConfig({ API_RATE_LIMIT_MAX: '3', ...env });
  const database = await openTestDatabase();
  const logs: Instance['logs'] = [];
  const app = await buildApp({
    config,
    database,
    ...(options.logs
      ? {
          logStream: {
            write: (line: string) => void logs.push(JSON.parse(line) as Instance['logs'][number]),
          },
        }
      : { logger: false }),
  });
  await app.ready();
  let closed = false;
  const instance: Instance = {
    app,
    logs,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  open.push(instance);
  return instance;
}

function listPackages(app: FastifyInstance, remoteAddress: string) {
  return app.inject({ method: 'GET', url: '/api/packages', remoteAddress });
}

const warnings = (instance: Instance) =>
  instance.logs.filter((l) => l.level === 40 && /Redis is unreachable/.test(l.msg));

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

const redisUrl = await redisForTests();
if (!redisUrl) {
  console.warn(
    `redis-rate-limit: nothing answers at ${process.env.REDIS_URL || LOCAL_REDIS}; ` +
      'the cases that need a Redis are skipped',
  );
}

describe.skipIf(!redisUrl)(
  redisUrl
    ? `API rate limit in Redis (${new URL(redisUrl).host})`
    : `API rate limit in Redis: SKIPPED, nothing answers at ${process.env.REDIS_URL || LOCAL_REDIS}`,
  // Each case builds two apps, each on a database of its own.
  { timeout: 90_000 },
  () => {
    const inspect = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
    afterAll(() => inspect?.disconnect());

    async function rateLimitClients(): Promise<string[]> {
      const list = (await inspect!.client('LIST')) as string;
      return list
        .split('\n')
        .filter((line) => / name=wayfare-rate-limit /.test(line))
        .map((line) => /\bid=(\d+)/.exec(line)![1]!);
    }

    it('two instances with the same REDIS_URL share one count per client', async () => {
      const ip = clientAddress();
      const key = `${RATE_LIMIT_NAMESPACE}${ip}`;
      await inspect!.del(key);
      const before = new Set(await rateLimitClients());
      const a = await startApp({ REDIS_URL: redisUrl! });
      const b = await startApp({ REDIS_URL: redisUrl! });
      try {
        const ours = (await rateLimitClients()).filter((id) => !before.has(id));
        expect(ours).toHaveLength(2);

        const answers = [
          await listPackages(a.app, ip),
          await listPackages(a.app, ip),
          await listPackages(b.app, ip),
          await listPackages(b.app, ip),
        ];
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
        expect(answers.slice(0, 3).map((r) => r.headers['x-ratelimit-remaining'])).toEqual([
          '2',
          '1',
          '0',
        ]);
        const refused = answers[3]!;
        expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        const problem = refused.json<Record<string, unknown>>();
        expect(problem).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
        expect(problem.type).toMatch(/rate-limited$/);
        expect(problem.title).toBeTruthy();
        expect(problem.detail).toBeTruthy();
        // The count lives under the wayfare: prefix, with the window as its lifetime.
        expect(await inspect!.get(key)).toBe('4');
        const ttl = await inspect!.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);

        // Another client still has its whole allowance on either instance.
        const other = clientAddress();
        expect((await listPackages(b.app, other)).statusCode).toBe(200);
        await inspect!.del(`${RATE_LIMIT_NAMESPACE}${other}`);

        // Closing the apps closes their Redis connections.
        await a.close();
        await b.close();
        const left = await rateLimitClients();
        expect(left.filter((id) => ours.includes(id))).toEqual([]);
      } finally {
        await a.close();
        await b.close();
        await inspect!.del(key);
      }
    });

    it('without REDIS_URL the counts stay in process, one per instance, and Redis is untouched', async () => {
      const ip = clientAddress();
      const key = `${RATE_LIMIT_NAMESPACE}${ip}`;
      const before = new Set(await rateLimitClients());
      const a = await startApp({});
      const b = await startApp({});
      try {
        expect((await rateLimitClients()).filter((id) => !before.has(id))).toEqual([]);
        const fromA = [];
        for (let i = 0; i < 4; i++) fromA.push((await listPackages(a.app, ip)).statusCode);
        expect(fromA).toEqual([200, 200, 200, 429]);
        // Instance B has counted nothing for this client.
        const fromB = await listPackages(b.app, ip);
        expect(fromB.statusCode).toBe(200);
        expect(fromB.headers['x-ratelimit-remaining']).toBe('2');
        expect(await inspect!.exists(key)).toBe(0);
      } finally {
        await a.close();
        await b.close();
      }
    });
  },
);

describe('API rate limit with Redis unreachable', () => {
  it('answers at once, uncounted (fail open), and warns once for the outage', async () => {
    const port = await freePort();
    const instance = await startApp(
      { REDIS_URL: `redis://:secret-password@127.0.0.1:${port}`, LOG_LEVEL: 'info' },
      { logs: true },
    );
    try {
      const ip = clientAddress();
      for (let i = 0; i < 6; i++) {
        const t0 = Date.now();
        const response = await listPackages(instance.app, ip);
        expect(response.statusCode).toBe(200);
        expect(Date.now() - t0).toBeLessThan(1_000);
      }
      // ioredis keeps trying to reconnect meanwhile; the log says it once, not per attempt.
      await new Promise((r) => setTimeout(r, 400));
      expect(warnings(instance)).toHaveLength(1);
      expect(warnings(instance)[0]!.redis).toBe(`127.0.0.1:${port}`);
      expect(JSON.stringify(instance.logs)).not.toContain('secret-password');
    } finally {
      await instance.close();
    }
  });
});

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedisServer)(
  hasRedisServer
    ? 'API rate limit across a Redis outage'
    : 'API rate limit across a Redis outage: SKIPPED, no redis-server on PATH',
  () => {
    async function startRedis(port: number): Promise<ChildProcess> {
      const server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && !(await reachable('127.0.0.1', port, 200))) {
        await new Promise((r) => setTimeout(r, 50));
      }
      return server;
    }

    async function stopRedis(server: ChildProcess) {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    }

    it('goes through while Redis is down, warns once, and counts again when it is back', async () => {
      const port = await freePort();
      let redis = await startRedis(port);
      const instance = await startApp(
        { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'info' },
        { logs: true },
      );
      const ip = clientAddress();
      try {
        expect((await listPackages(instance.app, ip)).headers['x-ratelimit-remaining']).toBe('2');

        await stopRedis(redis);
        for (let i = 0; i < 5; i++) {
          const t0 = Date.now();
          expect((await listPackages(instance.app, ip)).statusCode).toBe(200);
          expect(Date.now() - t0).toBeLessThan(1_000);
        }
        expect(await until(() => warnings(instance).length > 0, 3_000)).toBe(true);

        redis = await startRedis(port);
        const back = await until(
          () => instance.logs.some((l) => /Redis answers again/.test(l.msg)),
          10_000,
        );
        expect(back).toBe(true);
        expect(warnings(instance)).toHaveLength(1);

        // The new Redis starts empty: a fresh count, enforced again.
        const statuses = [];
        for (let i = 0; i < 4; i++)
          statuses.push((await listPackages(instance.app, ip)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await instance.close();
        await stopRedis(redis);
      }
    }, 60_000);
  },
);

describe('REDIS_URL configuration', () => {
  it('takes a redis:// or rediss:// URL and refuses anything else', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redisUrl).toBe('redis://cache:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380' }).redisUrl).toBe(
      'rediss://user:pw@cache.example.com:6380',
    );
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });
});
