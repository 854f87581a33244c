import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable job runner's queue (apps/server/src/jobs, decision 007): work that must happen
 * later or survive a crash (a hold that expires, an e-mail to deliver). A job is `queued` until
 * a runner claims it (`running`, with a lease: `locked_by` until `locked_until`), then `done`, or
 * back to `queued` with a later `run_at` after an error, or `failed` for good with `last_error`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    /** The handler's input (JSON; null when it needs none). */
    payload: jsonb('payload').$type<unknown>(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The same event enqueued twice (e.g. "expire booking X") makes one job. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_max_attempts_check', sql`${t.maxAttempts} >= 1`),
    // The claim reads only jobs that are waiting or running: done and failed ones stay out.
    index('jobs_claim_idx')
      .on(t.runAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);
