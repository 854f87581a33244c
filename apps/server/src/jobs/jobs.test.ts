import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ROOT } from '#config/paths';
import { openDatabase, type Database, type Db } from '#db/client';
import { migrateDatabase } from '#db/migrate';
import { jobs } from '#db/schema';
import { createTestApp, migratedImage } from '#test/helpers';
import {
  createJobRunner,
  enqueue,
  PermanentJobError,
  type JobHandlers,
  type JobRunner,
} from '#jobs';
import { createJobsRepository } from './repository';
import { retryDelayMs, type JobRunnerOptions } from './runner';

/*
 * The durable job runner on a real database: PGlite in memory by default, PostgreSQL (a database
 * of its own, reached through two separate pools as two instances would) when DATABASE_URL is
 * set. The race and the crash need two connections: they run on PostgreSQL only.
 */
const POSTGRES_URL = process.env.DATABASE_URL;

interface Setup {
  /** Two handles on one database: two pools on PostgreSQL, the one PGlite twice. */
  first: Database;
  second: Database;
  url: string | undefined;
  close(): Promise<void>;
}

async function openSetup(): Promise<Setup> {
  if (!POSTGRES_URL) {
    const database = await openDatabase({ kind: 'memory', image: migratedImage() });
    await migrateDatabase(database);
    return { first: database, second: database, url: undefined, close: () => database.close() };
  }
  const name = `wayfare_jobs_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const first = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 5 });
  const second = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 5 });
  await migrateDatabase(first);
  return {
    first,
    second,
    url: url.href,
    async close() {
      await first.close();
      await second.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A logger that keeps what it was told. */
function recordingLogger() {
  const lines: { level: string; message: string; data: unknown }[] = [];
  const at =
    (level: string) =>
    (data: unknown, message = '') =>
      void lines.push({ level, message, data });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } as never };
}

let setup: Setup;
let db: Db;
const runners: JobRunner[] = [];

beforeAll(async () => {
  setup = await openSetup();
  db = setup.first.db;
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await setup?.close();
});

function makeRunner(handlers: JobHandlers, options: Partial<JobRunnerOptions> = {}) {
  const runner = createJobRunner({
    db,
    logger: recordingLogger().logger,
    handlers,
    pollMs: 20,
    retry: { baseMs: 0, maxMs: 0 },
    ...options,
  });
  runners.push(runner);
  return runner;
}

/** A queue name of its own per test, so that tests never see each other's jobs. */
const queueName = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

async function jobRow(id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}

/** A promise with its resolve function, to hold a handler until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('durable jobs', { timeout: 60_000 }, () => {
  it('deletes done jobs once they are older than the time kept; failed and recent ones stay', async () => {
    const queue = queueName('prune');
    const runner = makeRunner(
      {
        [queue]: async (payload) => {
          if (payload === 'fail') throw new PermanentJobError('no');
        },
      },
      { keepDoneMs: 7 * 86_400_000 },
    );
    const old = await enqueue(db, { queue, payload: 'old' });
    const recent = await enqueue(db, { queue, payload: 'recent' });
    const failed = await enqueue(db, { queue, payload: 'fail' });
    const waiting = await enqueue(db, {
      queue,
      payload: 'later',
      runAt: new Date(Date.now() + 3_600_000),
    });
    expect(await runner.runDue()).toBe(3);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await db
      .update(jobs)
      .set({ finishedAt: eightDaysAgo })
      .where(sql`${jobs.id} in (${old.id}, ${failed.id})`);

    expect(await runner.prune()).toBe(1);
    const left = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, queue));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, failed.id, waiting.id].sort());
    expect(await runner.prune()).toBe(0);
  });

  it('runs a job once with its payload and marks it done', async () => {
    const queue = queueName('greet');
    const calls: unknown[] = [];
    const runner = makeRunner({
      [queue]: async (payload, context) => {
        calls.push({ payload, attempt: context.attempt });
      },
    });
    const { id, created } = await enqueue(db, { queue, payload: { bookingId: 'b-1', n: 3 } });
    expect(created).toBe(true);

    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);

    expect(calls).toEqual([{ payload: { bookingId: 'b-1', n: 3 }, attempt: 1 }]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lockedUntil: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('waits for a job whose time has not come', async () => {
    const queue = queueName('later');
    let calls = 0;
    const runner = makeRunner({ [queue]: async () => void calls++ });
    const { id } = await enqueue(db, {
      queue,
      payload: null,
      runAt: new Date(Date.now() + 3_600_000),
    });
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(0);
    expect((await jobRow(id)).status).toBe('queued');
  });

  it('puts a failing job back with a backoff delay, then fails it for good with the reason', async () => {
    const queue = queueName('flaky');
    let calls = 0;
    const handlers: JobHandlers = {
      [queue]: async () => {
        calls += 1;
        throw new Error(`SMTP server unreachable (try ${calls})`);
      },
    };
    const { id } = await enqueue(db, { queue, payload: {}, maxAttempts: 3 });

    // A minute's base delay: after the first failure the job waits, due again 30-60 s later.
    const patient = makeRunner(handlers, { retry: { baseMs: 60_000, maxMs: 600_000 } });
    expect(await patient.runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lockedBy: null,
      lastError: 'Error: SMTP server unreachable (try 1)',
    });
    const [{ waitsAtLeast20s } = { waitsAtLeast20s: false }] = await db
      .select({ waitsAtLeast20s: sql<boolean>`${jobs.runAt} > now() + interval '20 seconds'` })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect(waitsAtLeast20s).toBe(true);
    expect(await patient.runDue()).toBe(0);
    expect(calls).toBe(1);

    // Without delay, the remaining two tries run and the third failure is the last.
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    const eager = makeRunner(handlers);
    expect(await eager.runDue()).toBe(2);
    expect(calls).toBe(3);
    row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      lockedBy: null,
      lastError: 'Error: SMTP server unreachable (try 3)',
    });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(await eager.runDue()).toBe(0);
  });

  it('computes exponential delays with jitter, capped', () => {
    const policy = { baseMs: 1000, maxMs: 60_000 };
    expect(retryDelayMs(1, policy, () => 0)).toBe(500);
    expect(retryDelayMs(1, policy, () => 1)).toBe(1000);
    expect(retryDelayMs(4, policy, () => 0)).toBe(4000);
    expect(retryDelayMs(4, policy, () => 1)).toBe(8000);
    expect(retryDelayMs(30, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(5000, policy, () => 0.5)).toBe(45_000);
    for (let attempt = 1; attempt < 12; attempt++) {
      const delay = retryDelayMs(attempt, policy);
      const ceiling = Math.min(60_000, 1000 * 2 ** (attempt - 1));
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });

  it('fails a job at once on PermanentJobError, keeping the reason', async () => {
    const queue = queueName('permanent');
    let calls = 0;
    const { lines, logger } = recordingLogger();
    const runner = makeRunner(
      {
        [queue]: async () => {
          calls += 1;
          throw new PermanentJobError('booking 42 no longer exists');
        },
      },
      { logger },
    );
    const { id } = await enqueue(db, { queue, payload: { bookingId: 42 }, maxAttempts: 5 });
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PermanentJobError: booking 42 no longer exists',
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'job failed for good' }),
    );
  });

  it('makes one job of the same dedupe key enqueued twice', async () => {
    const queue = queueName('dedupe');
    let calls = 0;
    const runner = makeRunner({ [queue]: async () => void calls++ });
    const dedupeKey = `expire-booking:${randomUUID()}`;
    const first = await enqueue(db, { queue, payload: { n: 1 }, dedupeKey });
    const second = await enqueue(db, { queue, payload: { n: 2 }, dedupeKey });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const [{ value } = { value: -1 }] = await db
      .select({ value: count() })
      .from(jobs)
      .where(eq(jobs.dedupeKey, dedupeKey));
    expect(value).toBe(1);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(1);
    // Still one after it ran: the event is not redone.
    expect((await enqueue(db, { queue, payload: {}, dedupeKey })).created).toBe(false);
    expect(await runner.runDue()).toBe(0);
  });

  it('enqueues inside a transaction: a rollback leaves no job, a commit leaves one', async () => {
    const queue = queueName('outbox');
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, { queue, payload: { message: 'rolled back' } });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await db.transaction(async (tx) => {
      await enqueue(tx, { queue, payload: { message: 'committed' } });
    });
    const rows = await db.select().from(jobs).where(eq(jobs.queue, queue));
    expect(rows.map((row) => row.payload)).toEqual([{ message: 'committed' }]);
  });

  it('stop() lets a handler that finishes in time finish, and records it done', async () => {
    const queue = queueName('finish');
    const started = gate();
    const release = gate();
    const runner = makeRunner(
      {
        [queue]: async () => {
          started.open();
          await release.opened;
        },
      },
      { stopTimeoutMs: 30_000 },
    );
    const { id } = await enqueue(db, { queue, payload: {} });
    runner.start();
    await started.opened;
    const stopping = runner.stop();
    release.open();
    await stopping;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('stop() hands back a job whose handler did not finish in time: queued, unlocked', async () => {
    const queue = queueName('hand-back');
    const started = gate();
    const release = gate();
    let signal: AbortSignal | undefined;
    const { lines, logger } = recordingLogger();
    const runner = makeRunner(
      {
        [queue]: async (_payload, context) => {
          signal = context.signal;
          started.open();
          await release.opened;
        },
      },
      { stopTimeoutMs: 50, logger },
    );
    const { id } = await enqueue(db, { queue, payload: {} });
    runner.start();
    await started.opened;
    expect((await jobRow(id)).status).toBe('running');
    await runner.stop();

    expect(signal?.aborted).toBe(true);
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      lockedBy: null,
      lockedUntil: null,
      finishedAt: null,
    });

    // The handler ends later: its outcome is not recorded, the job stays for another runner.
    release.open();
    await vi.waitFor(() =>
      expect(
        lines.some((line) => line.level === 'warn' && line.message.includes('not recorded')),
      ).toBe(true),
    );
    expect((await jobRow(id)).status).toBe('queued');

    let calls = 0;
    const next = makeRunner({ [queue]: async () => void calls++ });
    expect(await next.runDue()).toBe(1);
    expect(calls).toBe(1);
    expect((await jobRow(id)).status).toBe('done');
  });

  it('claims again a job whose lease expired (its runner died), and only then', async () => {
    const queue = queueName('lease');
    let calls = 0;
    const runner = makeRunner({ [queue]: async () => void calls++ });
    const repository = createJobsRepository(db);

    // A runner that claims with a long lease and never comes back: the job is not taken from it.
    const held = await enqueue(db, { queue, payload: { n: 1 } });
    expect(await repository.claim([queue], 'vanished-runner', 3_600_000, 1)).toHaveLength(1);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(0);
    await db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, held.id));

    // One whose lease ran out: claimed again, run once, done on the second attempt.
    const { id } = await enqueue(db, { queue, payload: { n: 2 } });
    expect(await repository.claim([queue], 'dead-runner', 1, 1)).toHaveLength(1);
    await vi.waitFor(
      async () => {
        const [row] = await db
          .select({ expired: sql<boolean>`${jobs.lockedUntil} < now()` })
          .from(jobs)
          .where(eq(jobs.id, id));
        expect(row?.expired).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('two runners racing over 200 jobs handle each exactly once', async () => {
    const queue = queueName('race');
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      ids.add((await enqueue(setup.first.db, { queue, payload: { i } })).id);
    }
    const calls = new Map<string, number>();
    const byRunner: [number, number] = [0, 0];
    const handlerFor = (which: 0 | 1) => async (_payload: unknown, context: { jobId: string }) => {
      calls.set(context.jobId, (calls.get(context.jobId) ?? 0) + 1);
      byRunner[which] += 1;
      await new Promise((resolve) => setImmediate(resolve));
    };
    // On PostgreSQL each runner has its own pool, as two server instances would.
    const a = makeRunner({ [queue]: handlerFor(0) }, { db: setup.first.db, concurrency: 4 });
    const b = makeRunner({ [queue]: handlerFor(1) }, { db: setup.second.db, concurrency: 4 });
    await Promise.all([a.runDue(), b.runDue()]);

    const duplicates = [...calls].filter(([, n]) => n !== 1);
    const missed = [...ids].filter((id) => !calls.has(id));
    expect(duplicates).toEqual([]);
    expect(missed).toEqual([]);
    expect(calls.size).toBe(200);
    expect(byRunner[0] + byRunner[1]).toBe(200);
    const [{ done } = { done: -1 }] = await db
      .select({ done: count() })
      .from(jobs)
      .where(sql`${jobs.queue} = ${queue} and ${jobs.status} = 'done' and ${jobs.attempts} = 1`);
    expect(done).toBe(200);
  });

  it('lets the rest of the process run between jobs while a backlog drains', async () => {
    // On the embedded database a query never leaves the process, so a handler that only awaits
    // queries finishes without ever giving timers or I/O a turn. A runner that claimed the next
    // job straight from the last one's promise then kept requests waiting until the whole
    // backlog was done (R4: a booking waited 26 s behind 1,450 confirmations being written).
    const queue = queueName('backlog');
    const total = 60;
    for (let i = 0; i < total; i++) await enqueue(db, { queue, payload: { i } });
    let done = 0;
    const runner = makeRunner({
      [queue]: async () => {
        await db.execute(sql`select 1`);
        done += 1;
      },
    });
    const finished = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (done < total) return;
        clearInterval(check);
        resolve();
      }, 5);
    });
    const doneWhenTimerRan = new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    runner.start();
    expect(await doneWhenTimerRan).toBeLessThan(total / 2);
    await finished;
    await runner.stop();
  });

  it('leaves jobs of a queue it has no handler for (in the app, where none is registered yet)', async () => {
    const testApp = await createTestApp();
    try {
      const appDb = testApp.app.database.db;
      const { id } = await enqueue(appDb, { queue: 'not-deployed-yet', payload: {} });
      expect(await testApp.app.services.jobs.runDue()).toBe(0);
      const [row] = await appDb.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      await testApp.close();
    }
  });

  it('is stopped when the app closes, while the database is still open', async () => {
    const testApp = await createTestApp();
    const { jobs: runner } = testApp.app.services;
    const stop = runner.stop.bind(runner);
    let databaseOpenAtStop: boolean | undefined;
    runner.stop = async () => {
      databaseOpenAtStop = await testApp.app.database.ping();
      await stop();
    };
    await testApp.close();
    expect(databaseOpenAtStop).toBe(true);
  });
});

describe.skipIf(!POSTGRES_URL)(
  'durable jobs: a runner killed mid-job',
  { timeout: 120_000 },
  () => {
    it('after kill -9 its job is claimed again when the lease passes, and done once', async () => {
      const queue = queueName('crash');
      const { id } = await enqueue(db, { queue, payload: { step: 'send' } });

      // Another process (an instance) claims the job and hangs in its handler, renewing its lease.
      const dir = mkdtempSync(path.join(tmpdir(), 'wayfare-jobs-'));
      const script = path.join(dir, 'crashing-runner.mts');
      const src = (file: string) => pathToFileURL(path.join(SERVER_ROOT, 'src', file)).href;
      writeFileSync(
        script,
        `
import { openDatabase } from '${src('db/client.ts')}';
import { createJobRunner } from '${src('jobs/index.ts')}';
const database = await openDatabase({ kind: 'postgres', url: process.env.JOBS_TEST_URL, poolSize: 2 });
const quiet = () => {};
const runner = createJobRunner({
  db: database.db,
  logger: { info: quiet, warn: quiet, error: (data, message) => console.error(message, data) },
  handlers: {
    ${JSON.stringify(queue)}: async (_payload, context) => {
      console.log('started ' + context.jobId + ' as ' + runner.workerId);
      await new Promise(() => {});
    },
  },
  pollMs: 20,
  leaseMs: 3000,
});
setInterval(() => {}, 1000);
runner.start();
`,
      );
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: SERVER_ROOT,
        env: { ...process.env, JOBS_TEST_URL: setup.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await vi.waitFor(() => expect(output).toMatch(/started \S+ as \S+/), {
          timeout: 60_000,
          interval: 50,
        });
        const [, startedId, childWorker] = /started (\S+) as (\S+)/.exec(output) ?? [];
        expect(startedId).toBe(id);
        const claimed = await jobRow(id);
        expect(claimed).toMatchObject({ status: 'running', lockedBy: childWorker, attempts: 1 });

        // While it lives, it renews its lease and nobody else takes the job.
        await vi.waitFor(
          async () =>
            expect((await jobRow(id)).lockedUntil!.getTime()).toBeGreaterThan(
              claimed.lockedUntil!.getTime(),
            ),
          { timeout: 30_000, interval: 50 },
        );
        let calls = 0;
        const survivor = makeRunner({ [queue]: async () => void calls++ });
        expect(await survivor.runDue()).toBe(0);

        child.kill('SIGKILL');
        await exited;
        expect((await jobRow(id)).status).toBe('running');

        // Once its lease has passed, the survivor runs the job: once more, and done.
        await vi.waitFor(
          async () => {
            await survivor.runDue();
            expect(calls).toBe(1);
          },
          { timeout: 60_000, interval: 100 },
        );
        expect(await survivor.runDue()).toBe(0);
        expect(calls).toBe(1);
        expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
