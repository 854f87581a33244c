import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client';
import { createJobsRepository, type JobRow } from './repository';

/** Thrown by a handler for a job that no retry can fix (bad payload, record gone): fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the runner stops before the handler finished (the job is handed back). */
  signal: AbortSignal;
}

/**
 * Does one job. Delivery is at least once (a runner that dies mid-job leaves it to be claimed
 * again when its lease expires), so a handler must be idempotent: doing it twice must have the
 * effect of doing it once.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RetryPolicy {
  /** Delay after the first failure; doubled after each further one. */
  baseMs: number;
  /** Longest delay. */
  maxMs: number;
}

export interface JobRunnerOptions {
  db: Db;
  logger: JobLogger;
  /** One handler per queue; jobs of other queues are left for runners that have one. */
  handlers: JobHandlers;
  /** Jobs run at once by this runner (default 2). */
  concurrency?: number;
  /** How often it looks for due jobs (default 1000 ms). */
  pollMs?: number;
  /** How long a claim holds without news from its runner (default 60 s; renewed every third). */
  leaseMs?: number;
  /** How long stop() waits for running handlers before handing their jobs back (default 10 s). */
  stopTimeoutMs?: number;
  retry?: RetryPolicy;
  /**
   * How long a done job is kept before it is deleted (default 7 days; failed ones are kept).
   * A job's dedupe key stops a repeat of its event only while the job is kept.
   */
  keepDoneMs?: number;
  /** How often the runner deletes done jobs older than that (default hourly). */
  pruneEveryMs?: number;
}

const DEFAULT_RETRY: RetryPolicy = { baseMs: 1000, maxMs: 3_600_000 };
const DAY_MS = 86_400_000;
const MAX_ERROR_LENGTH = 2000;

/**
 * Delay before the next try after `attempt` failed tries: exponential (`baseMs`, doubled each
 * time, at most `maxMs`) with jitter (between half and all of it), so that jobs that failed
 * together (an outage) do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

interface Running {
  job: JobRow;
  controller: AbortController;
  handedBack: boolean;
  done: Promise<void>;
}

/**
 * The durable job runner (decision 007): claims due jobs from the `jobs` table, runs each with
 * its queue's handler, and records the outcome. Every server process runs one; on PostgreSQL
 * they share the work through `FOR UPDATE SKIP LOCKED`, on the embedded database (one connection,
 * one process) it is the only one there is.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const repo = createJobsRepository(options.db);
  const log = options.logger;
  const handlers = options.handlers;
  const queues = Object.keys(handlers);
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  const keepDoneMs = options.keepDoneMs ?? 7 * DAY_MS;
  const pruneEveryMs = options.pruneEveryMs ?? 3_600_000;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  const running = new Map<string, Running>();
  let claiming: Promise<number> | null = null;
  let stopped = true;
  let pollTimer: NodeJS.Timeout | undefined;
  let leaseTimer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  async function settle(entry: Running, outcome: () => Promise<boolean>, what: string) {
    try {
      const recorded = await outcome();
      if (!recorded) {
        log.warn(
          { jobId: entry.job.id, queue: entry.job.queue, handedBack: entry.handedBack },
          `job ${what}, but its lease had passed to another runner: not recorded`,
        );
      }
    } catch (error) {
      // The database is unreachable: the lease runs out and the job is claimed again.
      log.error({ jobId: entry.job.id, err: error }, `job ${what}, but recording it failed`);
    }
  }

  async function run(entry: Running): Promise<void> {
    const { job } = entry;
    const attempt = job.attempts;
    const handler = handlers[job.queue];
    try {
      if (!handler) throw new PermanentJobError(`no handler for queue ${job.queue}`);
      await handler(job.payload, {
        jobId: job.id,
        attempt,
        maxAttempts: job.maxAttempts,
        signal: entry.controller.signal,
      });
    } catch (error) {
      const reason = describe(error);
      if (error instanceof PermanentJobError || attempt >= job.maxAttempts) {
        log.error({ jobId: job.id, queue: job.queue, attempt, err: reason }, 'job failed for good');
        await settle(entry, () => repo.markFailed(job.id, workerId, attempt, reason), 'failed');
      } else {
        const delayMs = retryDelayMs(attempt, retry);
        log.warn(
          { jobId: job.id, queue: job.queue, attempt, retryInMs: delayMs, err: reason },
          'job failed; will retry',
        );
        await settle(
          entry,
          () => repo.markRetry(job.id, workerId, attempt, reason, delayMs),
          'failed',
        );
      }
      return;
    }
    await settle(entry, () => repo.markDone(job.id, workerId, attempt), 'finished');
  }

  function begin(job: JobRow) {
    const entry: Running = {
      job,
      controller: new AbortController(),
      handedBack: false,
      done: Promise.resolve(),
    };
    running.set(job.id, entry);
    entry.done = run(entry).finally(() => {
      running.delete(job.id);
      // The next claim waits for the event loop's next turn: on the embedded database a job is
      // all promises (its queries never leave the process), so claiming straight from here would
      // run a backlog of jobs without letting a request, a timer or a socket in between.
      setImmediate(() => {
        if (!stopped) void fill();
      });
    });
  }

  /** Claims as many due jobs as there are free slots and starts them; answers how many. */
  function fill(): Promise<number> {
    if (claiming) return claiming;
    const free = concurrency - running.size;
    if (free < 1 || queues.length === 0) return Promise.resolve(0);
    claiming = repo
      .claim(queues, workerId, leaseMs, free)
      .then((jobs) => {
        for (const job of jobs) begin(job);
        return jobs.length;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'claiming jobs failed; will try again');
        return 0;
      })
      .finally(() => {
        claiming = null;
      });
    return claiming;
  }

  async function renewLeases() {
    try {
      await repo.extendLeases([...running.keys()], workerId, leaseMs);
    } catch (error) {
      log.error({ err: error }, 'renewing job leases failed');
    }
  }

  /**
   * Deletes done jobs older than `keepDoneMs`, batch by batch (the seat-hold sweep alone finishes
   * 5,760 jobs a day). Every instance may run it; a row deleted twice is deleted once.
   */
  async function prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - keepDoneMs);
    let deleted = 0;
    try {
      for (;;) {
        const batch = await repo.pruneDone(before);
        deleted += batch;
        if (batch < 5000 || stopped) break;
      }
      if (deleted > 0) log.info({ jobs: deleted }, 'finished jobs pruned');
    } catch (error) {
      log.error({ err: error }, 'pruning finished jobs failed; will try again');
    }
    return deleted;
  }

  return {
    workerId,
    prune,

    /** Starts polling (a runner without handlers has nothing to claim and does not poll). */
    start() {
      if (!stopped) return;
      stopped = false;
      leaseTimer = setInterval(() => void renewLeases(), Math.max(10, Math.floor(leaseMs / 3)));
      leaseTimer.unref();
      if (queues.length === 0) return;
      pollTimer = setInterval(() => void fill(), pollMs);
      pollTimer.unref();
      pruneTimer = setInterval(() => void prune(), pruneEveryMs);
      pruneTimer.unref();
      void fill();
    },

    /**
     * Runs every job that is due now, and those that come due while it runs (a retry without
     * delay), until none is left; answers how many ran. For tests and maintenance commands.
     */
    async runDue(): Promise<number> {
      let started = 0;
      for (;;) {
        started += await fill();
        if (running.size === 0) {
          const more = await fill();
          if (more === 0 && running.size === 0) return started;
          started += more;
        }
        await Promise.race([...running.values()].map((entry) => entry.done));
      }
    },

    /**
     * Stops claiming, waits up to `waitMs` (default `stopTimeoutMs`) for running handlers, then
     * hands the jobs of those still running back to the queue (due at once, unlocked) and aborts
     * their signal. Call it before the database closes.
     */
    async stop(waitMs = stopTimeoutMs): Promise<void> {
      stopped = true;
      clearInterval(pollTimer);
      clearInterval(pruneTimer);
      await claiming;
      if (running.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const allDone = Promise.all([...running.values()].map((entry) => entry.done));
        const timedOut = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
        });
        await Promise.race([allDone, timedOut]);
        clearTimeout(timer);
      }
      clearInterval(leaseTimer);
      const left = [...running.values()];
      if (left.length === 0) return;
      for (const entry of left) {
        entry.handedBack = true;
        entry.controller.abort(new Error('the job runner is stopping'));
      }
      try {
        const count = await repo.handBack(
          left.map((entry) => entry.job.id),
          workerId,
        );
        log.warn({ jobs: count }, 'job runner stopped; unfinished jobs handed back');
      } catch (error) {
        log.error({ err: error }, 'handing jobs back failed; their leases will run out');
      }
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
