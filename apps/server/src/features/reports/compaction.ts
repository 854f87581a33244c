import type { FastifyBaseLogger } from 'fastify';
import type { BookingsRepository } from '#features/bookings';
import type { ReportsRepository } from './repository';

/**
 * The job that merges the hourly report rows the triggers append (migration 0018), adds the
 * top packages' changes rows into the kept rankings (migration 0019) and merges the running
 * totals of all bookings (migration 0020).
 */
export const REPORT_COMPACT_QUEUE = 'reports.compact';
/** How often: between runs an hour (and a ranking) gains one row per change, which readers sum. */
const COMPACT_EVERY_MS = 60_000;

/** The slot after `now` and the job key naming it (UTC, to the minute). */
export function nextCompactionSlot(now: Date): { runAt: Date; dedupeKey: string } {
  const runAt = new Date(
    Math.floor(now.getTime() / COMPACT_EVERY_MS) * COMPACT_EVERY_MS + COMPACT_EVERY_MS,
  );
  return { runAt, dedupeKey: `${REPORT_COMPACT_QUEUE}:${runAt.toISOString().slice(0, 16)}` };
}

/**
 * The hourly counts' compaction: a chain of jobs on the durable runner, one per minute whatever
 * the number of instances (each run schedules the next slot; the slot's key makes one job). A
 * missed run costs only speed: readers sum whatever rows an hour has.
 */
export function createReportCompaction(options: {
  repo: Pick<ReportsRepository, 'compactHours' | 'compactRankings' | 'schedule'>;
  bookings: Pick<BookingsRepository, 'compactTotals'>;
  logger: Pick<FastifyBaseLogger, 'debug'>;
}) {
  const { repo, bookings, logger } = options;
  return {
    async compact() {
      const merged = await repo.compactHours();
      if (merged) logger.debug({ merged }, 'hourly report rows merged');
      const taken = await repo.compactRankings();
      if (taken) logger.debug({ taken }, 'ranking changes added to the kept rankings');
      const totals = await bookings.compactTotals();
      if (totals) logger.debug({ merged: totals }, 'booking totals rows merged');
      return merged + taken + totals;
    },
    async scheduleNext(now = new Date()) {
      const slot = nextCompactionSlot(now);
      const job = await repo.schedule({
        queue: REPORT_COMPACT_QUEUE,
        payload: null,
        runAt: slot.runAt,
        dedupeKey: slot.dedupeKey,
        maxAttempts: 3,
      });
      return { runAt: slot.runAt, created: job.created };
    },
  };
}
