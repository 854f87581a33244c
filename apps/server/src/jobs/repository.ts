import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { jobs } from '#db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  /** Which handler runs it (a feature's queue name, e.g. `bookings.expire-hold`). */
  queue: string;
  /** Stored as JSON; the handler receives it as read back (dates become strings). */
  payload: unknown;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** A job with this key exists already: no second one is made (`created: false`). */
  dedupeKey?: string;
  /** Tries before the job fails for good (default 10). */
  maxAttempts?: number;
}

/** `now() + ms`, computed by the database so that every instance reads one clock. */
function nowPlus(ms: number) {
  return sql`now() + (${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond')`;
}

/**
 * Adds a job. Pass the transaction of the change that causes it (the transactional outbox): the
 * job exists if and only if that change commits. A job with the same `dedupeKey` already there
 * makes none, and its id is answered.
 */
export async function enqueue(db: Db, job: NewJob): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload ?? null,
      runAt: job.runAt,
      dedupeKey: job.dedupeKey,
      maxAttempts: job.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, job.dedupeKey ?? ''));
  if (!existing) throw new Error(`job ${job.queue} was neither inserted nor found`);
  return { id: existing.id, created: false };
}

/**
 * The runner's statements. Each change to a running job is guarded by its lease (`locked_by`
 * and the attempt it claimed): a runner that lost its lease (it stalled, and another claimed the
 * job again) changes nothing.
 */
export function createJobsRepository(db: Db) {
  const ownedBy = (id: string, workerId: string, attempt: number) =>
    and(
      eq(jobs.id, id),
      eq(jobs.status, 'running'),
      eq(jobs.lockedBy, workerId),
      eq(jobs.attempts, attempt),
    );

  return {
    /**
     * Claims up to `limit` due jobs of these queues: queued ones whose time has come, and running
     * ones whose lease expired (their runner died). One statement; `FOR UPDATE SKIP LOCKED` lets
     * runners on other connections claim other rows at the same moment, never the same one.
     */
    async claim(
      queues: string[],
      workerId: string,
      leaseMs: number,
      limit: number,
    ): Promise<JobRow[]> {
      if (queues.length === 0 || limit < 1) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.queue, queues),
            inArray(jobs.status, ['queued', 'running']),
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
              and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          status: 'running',
          lockedBy: workerId,
          lockedUntil: nowPlus(leaseMs),
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Keeps the leases of jobs still running in this runner. */
    async extendLeases(ids: string[], workerId: string, leaseMs: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: nowPlus(leaseMs) })
        .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
    },

    /** Answers false when the lease was lost (nothing changed). */
    async markDone(id: string, workerId: string, attempt: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'done', lockedBy: null, lockedUntil: null, finishedAt: sql`now()` })
        .where(ownedBy(id, workerId, attempt))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Back to the queue after an error, due again in `delayMs`. */
    async markRetry(
      id: string,
      workerId: string,
      attempt: number,
      error: string,
      delayMs: number,
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'queued',
          runAt: nowPlus(delayMs),
          lastError: error,
          lockedBy: null,
          lockedUntil: null,
        })
        .where(ownedBy(id, workerId, attempt))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Failed for good: kept, with the reason, for an operator to see. */
    async markFailed(id: string, workerId: string, attempt: number, error: string) {
      const rows = await db
        .update(jobs)
        .set({
          status: 'failed',
          lastError: error,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: sql`now()`,
        })
        .where(ownedBy(id, workerId, attempt))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Deletes jobs that finished well before `before` (at most `batch` at a time, oldest first,
     * so that no delete holds many rows): done ones only, failed ones stay for an operator.
     * Answers how many went.
     */
    async pruneDone(before: Date, batch = 5000): Promise<number> {
      const oldest = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
        .orderBy(asc(jobs.finishedAt))
        .limit(batch);
      const rows = await db.delete(jobs).where(inArray(jobs.id, oldest)).returning({ id: jobs.id });
      return rows.length;
    },

    /** Returns unfinished jobs to the queue, due at once, for another runner (shutdown). */
    async handBack(ids: string[], workerId: string): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(jobs)
        .set({ status: 'queued', runAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}
