import type { FastifyBaseLogger } from 'fastify';
import type { BookingsRepository } from './repository';
import type { BookingsService } from './service';

/** The job that expires unpaid bookings whose seat hold ran out. */
export const BOOKING_HOLDS_QUEUE = 'bookings.expire-holds';
/** How often it runs: a hold ends at most this long after its time (plus the job poll). */
const SWEEP_EVERY_MS = 15_000;

/** The slot after `now` and the job key naming it (UTC, to the second). */
export function nextHoldSweepSlot(now: Date): { runAt: Date; dedupeKey: string } {
  const runAt = new Date(
    Math.floor(now.getTime() / SWEEP_EVERY_MS) * SWEEP_EVERY_MS + SWEEP_EVERY_MS,
  );
  return { runAt, dedupeKey: `${BOOKING_HOLDS_QUEUE}:${runAt.toISOString().slice(0, 19)}` };
}

/**
 * The seat-hold sweep: a chain of jobs on the durable runner, one per 15-second slot whatever
 * the number of instances (each schedules the next slot; the slot's dedupe key makes one job).
 * Each booking expires once however many sweeps run at the same moment: the update that
 * expires it only takes a booking still unpaid (see the repository).
 */
export function createHoldSweep(options: {
  repo: Pick<BookingsRepository, 'schedule'>;
  bookings: Pick<BookingsService, 'expireHolds'>;
  logger: Pick<FastifyBaseLogger, 'info'>;
}) {
  const { repo, bookings, logger } = options;
  return {
    async sweep() {
      const expired = await bookings.expireHolds();
      if (expired.length) logger.info({ expired: expired.length }, 'seat holds expired');
      return expired;
    },
    async scheduleNext(now = new Date()) {
      const slot = nextHoldSweepSlot(now);
      const job = await repo.schedule({
        queue: BOOKING_HOLDS_QUEUE,
        payload: null,
        runAt: slot.runAt,
        dedupeKey: slot.dedupeKey,
        maxAttempts: 3,
      });
      return { runAt: slot.runAt, created: job.created };
    },
  };
}
