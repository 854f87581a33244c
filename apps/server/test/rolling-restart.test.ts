import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachable } from '#test/helpers';
import { SERVER_ENTRY } from '#test/server-bundle';

/**
 * The rolling restart (docs/lifecycle.md): two server processes on one PostgreSQL and
 * one Redis behind a small round-robin proxy written here, travellers booking and paying without
 * pause, each process stopped with SIGTERM and started again in turn: not one request fails and
 * every acknowledged booking and payment is in the database. Then one process is killed with
 * SIGKILL: only requests that were under way on it fail, and nothing acknowledged is lost.
 *
 * The proxy does what a production balancer does (docs/deploy-notes: nginx, Caddy):
 * - it polls `/api/health/ready` every 100 ms and sends new requests only to ready processes
 *   (Caddy's active health checks, a Kubernetes readiness probe);
 * - it opens a new upstream connection per request (nginx's default, no upstream keep-alive);
 * - it retries a request on the other process ONLY when the connection could not be opened
 *   (refused, or reset while connecting), i.e. nothing was sent: nginx's `proxy_next_upstream
 *   error` for a non-idempotent request; a failure after the request was sent is answered 502
 *   and counted as a failure.
 * Without the readiness drain (SHUTDOWN_DRAIN_MS=0) the SIGTERM case fails here: connections
 * waiting in the listen backlog when the server closes are reset after the request was sent.
 *
 * Needs DATABASE_URL (PostgreSQL) and a Redis (REDIS_URL, else 127.0.0.1:6379); skipped, saying
 * so, otherwise. The servers run the production bundle, as `npm start` does (test/server-bundle.ts).
 */

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

async function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return reachable(url.hostname, Number(url.port || 6379));
}
const canRun = Boolean(DATABASE_URL) && (await redisAnswers());

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One server process (the production bundle, test/server-bundle.ts) on its own port. */
class Instance {
  child: ChildProcess | null = null;
  log = '';
  /** Everything every start of this instance wrote (`log` is the current start's alone). */
  history = '';
  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  async start() {
    this.log = '';
    const child = spawn(process.execPath, SERVER_ENTRY, {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.log += chunk.toString();
      this.history += chunk.toString();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`${this.name} exited:\n${this.log.slice(-3000)}`);
      if (await isReady(this.port)) return;
      await sleep(100);
    }
    throw new Error(`${this.name} not ready within 60 s:\n${this.log.slice(-3000)}`);
  }

  /** Sends the signal and waits for the process to end; answers its exit code. */
  async stop(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return child?.exitCode ?? null;
    const exited = once(child, 'exit');
    child.kill(signal);
    const [code] = (await exited) as [number | null];
    return code;
  }
}

async function isReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
      signal: AbortSignal.timeout(1000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

interface ProxyFailure {
  upstream: number;
  method: string;
  url: string;
  error: string;
}

/** The round-robin proxy described above. */
function startProxy(ports: number[]) {
  const ready = new Map(ports.map((port) => [port, false]));
  const failures: ProxyFailure[] = [];
  let retried = 0;
  let next = 0;
  let polling = true;
  void (async () => {
    while (polling) {
      await Promise.all(ports.map(async (port) => ready.set(port, await isReady(port))));
      await sleep(100);
    }
  })();

  function pick(exclude: Set<number>): number {
    const candidates = ports.filter((port) => !exclude.has(port) && ready.get(port));
    const pool = candidates.length > 0 ? candidates : ports.filter((port) => !exclude.has(port));
    const port = pool[next++ % pool.length]!;
    return port;
  }

  function forward(
    port: number,
    request: http.IncomingMessage,
    body: Buffer,
  ): Promise<{ response: http.IncomingMessage } | { refused: true } | { error: string }> {
    return new Promise((resolve) => {
      let sent = false;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, connection: 'close' },
          agent: false,
        },
        (response) => resolve({ response }),
      );
      upstream.on('socket', (socket) => socket.on('connect', () => (sent = true)));
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // Nothing was sent: the connection was refused (or reset while being opened).
        if (!sent) resolve({ refused: true });
        else resolve({ error: `${error.code ?? ''} ${error.message}` });
      });
      upstream.end(body);
    });
  }

  async function handle(request: http.IncomingMessage, reply: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<number>();
    for (let attempt = 0; attempt < 20; attempt++) {
      if (tried.size === ports.length) {
        tried.clear();
        await sleep(100);
      }
      const port = pick(tried);
      const outcome = await forward(port, request, body);
      if ('refused' in outcome) {
        tried.add(port);
        retried++;
        continue;
      }
      if ('error' in outcome) {
        failures.push({
          upstream: port,
          method: request.method!,
          url: request.url!,
          error: outcome.error,
        });
        reply.writeHead(502, { 'x-proxy-upstream': String(port) }).end();
        return;
      }
      const headers = { ...outcome.response.headers, 'x-proxy-upstream': String(port) };
      delete headers.connection;
      reply.writeHead(outcome.response.statusCode ?? 502, headers);
      outcome.response.pipe(reply);
      return;
    }
    failures.push({
      upstream: 0,
      method: request.method!,
      url: request.url!,
      error: 'no upstream',
    });
    reply.writeHead(502).end();
  }
  const server = http.createServer((request, reply) => void handle(request, reply));
  return {
    server,
    failures,
    retried: () => retried,
    async close() {
      polling = false;
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

interface Outcome {
  what: string;
  status: number;
  upstream: number | null;
  body: string;
}

/**
 * Travellers signing up once, then booking and paying in a loop until told to stop: every
 * answer is kept; acknowledged bookings and payments are collected.
 */
function startLoad(baseUrl: string, publishableKey: string, packageIds: string[], travellers = 6) {
  const outcomes: Outcome[] = [];
  const bookings: string[] = [];
  const payments: string[] = [];
  let running = true;

  async function call(what: string, url: string, init: RequestInit) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${url}`, init);
    } catch (error) {
      outcomes.push({ what, status: 0, upstream: null, body: String(error) });
      return null;
    }
    const body = await response.text();
    const upstream = Number(response.headers.get('x-proxy-upstream')) || null;
    outcomes.push({ what, status: response.status, upstream, body: body.slice(0, 300) });
    if (!response.ok) return null;
    return { response, json: body ? (JSON.parse(body) as Record<string, unknown>) : {} };
  }

  async function traveller(n: number) {
    const email = `rolling-${n}-${randomUUID().slice(0, 8)}@example.com`;
    // Each traveller has an address of its own (the proxy is trusted: TRUST_PROXY), so the
    // per-address limits (30 payment intents a minute) count per traveller, as in production.
    const address = `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    const json = (headers: Record<string, string> = {}) => ({
      'content-type': 'application/json',
      'x-forwarded-for': address,
      origin: baseUrl,
      ...headers,
    });
    let auth: Record<string, string> | null = null;
    let round = 0;
    // The product allows an address 30 payment intents a minute: a traveller pays at most every
    // 2.5 s, or a quick machine runs the loop past that and the 429s are the limit working.
    let lastIntentAt = 0;
    while (running) {
      round++;
      if (!auth) {
        const signedUp = await call('sign-up', '/api/auth/sign-up/email', {
          method: 'POST',
          headers: json(),
          body: JSON.stringify({ email, password: 'correct-horse-battery', name: 'Rolling' }),
        });
        const signIn = signedUp
          ? signedUp
          : await call('sign-in', '/api/auth/sign-in/email', {
              method: 'POST',
              headers: json(),
              body: JSON.stringify({ email, password: 'correct-horse-battery' }),
            });
        if (!signIn) continue;
        const cookie = signIn.response.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const token = await call('token', '/api/jwt', {
          method: 'POST',
          headers: json({ cookie }),
          body: JSON.stringify({ email }),
        });
        if (!token) continue;
        auth = { authorization: `Bearer ${String(token.json.token)}` };
      }
      const booked = await call('book', '/api/booking', {
        method: 'POST',
        headers: json(auth),
        body: JSON.stringify({
          packageId: packageIds[round % packageIds.length],
          name: 'Rolling Traveller',
          email,
        }),
      });
      if (booked) bookings.push(String(booked.json.insertedId));
      // A traveller thinks a moment between steps, and pays after every third booking.
      await sleep(100);
      if (round % 3 !== 0 || Date.now() - lastIntentAt < 2_500) continue;
      lastIntentAt = Date.now();
      const intent = await call('intent', '/api/create-payment-intent', {
        method: 'POST',
        headers: json(auth),
        body: '{}',
      });
      if (!intent) continue;
      const form = new URLSearchParams({
        client_secret: String(intent.json.clientSecret),
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
      });
      const confirmed = await call(
        'confirm',
        `/api/processor/v1/payment_intents/${String(intent.json.paymentIntentId)}/confirm`,
        {
          method: 'POST',
          headers: {
            'x-forwarded-for': address,
            authorization: `Bearer ${publishableKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
      );
      if (!confirmed) continue;
      const recorded = await call('pay', '/api/payments', {
        method: 'POST',
        headers: json(auth),
        body: JSON.stringify({
          name: 'Rolling Traveller',
          email,
          transactionId: intent.json.paymentIntentId,
          price: 1,
          date: new Date().toISOString(),
          bookingIds: [],
          packageIds: [],
        }),
      });
      if (recorded) payments.push(String(recorded.json.insertedId));
    }
  }

  const done = Promise.all(Array.from({ length: travellers }, (_, n) => traveller(n)));
  return {
    outcomes,
    bookings,
    payments,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe.skipIf(!canRun)(
  canRun
    ? 'rolling restart behind a proxy (PostgreSQL, Redis)'
    : 'rolling restart: SKIPPED, needs DATABASE_URL (PostgreSQL) and a Redis answering',
  () => {
    const dbName = `wayfare_rolling_${randomUUID().replaceAll('-', '')}`;
    let dataDir: string;
    let instances: Instance[];
    let proxy: ReturnType<typeof startProxy>;
    let baseUrl: string;
    let publishableKey: string;
    let packageIds: string[];
    let admin: pg.Client;
    let env: Record<string, string>;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const url = new URL(DATABASE_URL!);
      url.pathname = `/${dbName}`;
      dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-rolling-'));
      const [portA, portB, proxyPort] = await Promise.all([freePort(), freePort(), freePort()]);
      baseUrl = `http://127.0.0.1:${proxyPort}`;
      env = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        DATABASE_URL: url.href,
        REDIS_URL,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        SEED_DEMO_DATA: 'true',
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
        JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
        SIGN_IN_RATE_LIMIT_MAX: '100000',
        SIGN_UP_RATE_LIMIT_MAX: '100000',
        API_RATE_LIMIT_MAX: '1000000',
        PAGE_RATE_LIMIT_MAX: '1000000',
        // Each virtual traveller books over and over through the restarts: the unpaid-seat cap
        // (proven by holds.test.ts) is raised so that a refusal here is a restart's fault only.
        BOOKING_HOLD_ACCOUNT_SEATS: '1000',
        // The balancer (the proxy's readiness poll, every 100 ms) notices well within the drain.
        SHUTDOWN_DRAIN_MS: '1000',
        SHUTDOWN_TIMEOUT_MS: '15000',
      };
      instances = [new Instance('A', portA, env), new Instance('B', portB, env)];
      // The first prepares (migrates, seeds) the database; the second finds it ready.
      await instances[0]!.start();
      await instances[1]!.start();
      proxy = startProxy([portA, portB]);
      proxy.server.listen(proxyPort, '127.0.0.1');
      await once(proxy.server, 'listening');
      publishableKey = String(
        (
          (await (await fetch(`${baseUrl}/api/payment-config`)).json()) as {
            publishableKey: string;
          }
        ).publishableKey,
      );
      const listed = (await (await fetch(`${baseUrl}/api/packages`)).json()) as
        { _id: string }[] | { items: { _id: string }[] };
      const list = Array.isArray(listed) ? listed : listed.items;
      packageIds = list.slice(0, 3).map((p) => p._id);
      expect(packageIds.length).toBeGreaterThan(0);
      // The load books these demo packages hundreds of times, more than their demo dates hold:
      // their departures get 1,000 seats each, as an agency adds seats.
      const db = new pg.Client({ connectionString: url.href });
      await db.connect();
      try {
        await db.query(
          'update departures set seats_total = 1000 where package_id = any($1::uuid[])',
          [packageIds],
        );
      } finally {
        await db.end();
      }
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      for (const instance of instances ?? []) await instance.stop('SIGKILL');
      await admin?.query(`drop database if exists ${dbName} with (force)`);
      await admin?.end();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    async function present(table: 'bookings' | 'payments', ids: string[]): Promise<number> {
      const url = new URL(DATABASE_URL!);
      url.pathname = `/${dbName}`;
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        const result = await client.query<{ n: number }>(
          `select count(*)::int as n from ${table} where id::text = any($1::text[])`,
          [ids],
        );
        return result.rows[0]!.n;
      } finally {
        await client.end();
      }
    }

    function summary(load: ReturnType<typeof startLoad>) {
      const statuses: Record<string, number> = {};
      for (const o of load.outcomes)
        statuses[`${o.what} ${o.status}`] = (statuses[`${o.what} ${o.status}`] ?? 0) + 1;
      return {
        statuses,
        bookings: load.bookings.length,
        payments: load.payments.length,
        retried: proxy.retried(),
      };
    }

    /** What the instances logged about the requests of these answers (by their request id). */
    function loggedAbout(outcomes: Outcome[]): string[] {
      const ids = outcomes.flatMap((o) => o.body.match(/"requestId":"([^"]+)"/)?.[1] ?? []);
      return instances.flatMap((instance) =>
        instance.history
          .split('\n')
          .filter((line) => ids.some((id) => line.includes(id)))
          .map((line) => `${instance.name}: ${line.slice(0, 3000)}`),
      );
    }

    /** Lets the load run until it has made `count` more requests. */
    async function whileLoadRuns(load: ReturnType<typeof startLoad>, count: number) {
      const target = load.outcomes.length + count;
      while (load.outcomes.length < target) await sleep(20);
    }

    it('restarts each instance in turn with SIGTERM: 0 failed requests, nothing lost', async () => {
      const load = startLoad(baseUrl, publishableKey, packageIds);
      try {
        await whileLoadRuns(load, 40);
        for (const instance of instances) {
          const served = load.outcomes.length;
          expect(await instance.stop('SIGTERM'), instance.log).toBe(0);
          await whileLoadRuns(load, 20);
          await instance.start();
          await whileLoadRuns(load, 40);
          expect(load.outcomes.length).toBeGreaterThan(served);
        }
      } finally {
        await load.stop();
      }
      const failed = load.outcomes.filter((o) => o.status === 0 || o.status >= 500);
      const about = JSON.stringify({
        ...summary(load),
        failures: proxy.failures,
        logged: loggedAbout(failed),
      });
      expect(failed, about).toEqual([]);
      expect(proxy.failures).toEqual([]);
      // Not one refusal either: every request got the answer it would get with no restart.
      expect(
        load.outcomes.filter((o) => o.status >= 300),
        about,
      ).toEqual([]);
      // Both processes served the load, before and after their restart.
      expect(new Set(load.outcomes.map((o) => o.upstream)).size).toBe(2);
      expect(load.bookings.length).toBeGreaterThan(10);
      expect(load.payments.length).toBeGreaterThan(5);
      expect(await present('bookings', load.bookings)).toBe(new Set(load.bookings).size);
      expect(await present('payments', load.payments)).toBe(new Set(load.payments).size);
      // Two starts on a busy CI machine take far longer than on a quiet one; a
      // test past its limit would leave its load and restarts running into the next test.
    }, 240_000);

    it('kill -9 of one instance: only requests under way on it fail, nothing acknowledged is lost', async () => {
      const victim = instances[0]!;
      proxy.failures.length = 0;
      const load = startLoad(baseUrl, publishableKey, packageIds);
      try {
        await whileLoadRuns(load, 40);
        expect(await victim.stop('SIGKILL')).toBe(null);
        await whileLoadRuns(load, 60);
      } finally {
        await load.stop();
      }
      const failed = load.outcomes.filter((o) => o.status === 0 || o.status >= 500);
      const about = JSON.stringify({
        ...summary(load),
        failures: proxy.failures,
        answers: failed.filter((o) => o.status !== 502),
        survivor: instances[1]!.log.slice(-3000),
      });
      // Each failure is the proxy's 502 for a request already sent to the killed process.
      for (const failure of failed) {
        expect(failure.status, about).toBe(502);
        expect(failure.upstream, about).toBe(victim.port);
      }
      expect(proxy.failures.length).toBe(failed.length);
      for (const failure of proxy.failures) {
        expect(failure.upstream).toBe(victim.port);
        expect(failure.error).not.toMatch(/ECONNREFUSED/);
      }
      // At most one request per traveller can have been under way on it.
      expect(failed.length).toBeLessThanOrEqual(6);
      expect(await present('bookings', load.bookings)).toBe(new Set(load.bookings).size);
      expect(await present('payments', load.payments)).toBe(new Set(load.payments).size);
    }, 120_000);

    it('WEB_CONCURRENCY: SIGTERM to the primary drains every worker, then all exit', async () => {
      const cluster = new Instance('cluster', await freePort(), {
        ...env,
        WEB_CONCURRENCY: '2',
        SHUTDOWN_DRAIN_MS: '1500',
      });
      await cluster.start();
      const url = (probe: string) => `http://127.0.0.1:${cluster.port}/api/health/${probe}`;
      const exited = once(cluster.child!, 'exit');
      cluster.child!.kill('SIGTERM');
      // The signal reaches the workers within moments: from then on, during the drain, both
      // still serve and neither is ready any more.
      const probe = async () =>
        (await fetch(url('ready'), { headers: { connection: 'close' } })).status;
      let first = await probe();
      while (first === 200) first = await probe();
      const answers = [first];
      for (let i = 0; i < 5; i++) answers.push(await probe());
      expect(answers, cluster.log).toEqual([503, 503, 503, 503, 503, 503]);
      expect((await fetch(url('live'), { headers: { connection: 'close' } })).status).toBe(200);
      const [code] = (await exited) as [number | null];
      expect(code, cluster.log).toBe(0);
    }, 120_000);
  },
);
