import type { FastifyBaseLogger } from 'fastify';
import type { ImageStore } from '#adapters/image-storage';
import type { ImagesRepository } from './repository';

/** Images looked at per sweep at most; what is left waits for the next one. */
const SWEEP_BATCH = 1000;
const HOUR_MS = 3_600_000;

interface SweepResult {
  /** Images in the store. */
  stored: number;
  /** Stored images seen for the first time (their grace period starts now). */
  recorded: number;
  /** Images removed. */
  removed: number;
}

export interface ImageSweep {
  /** Removes the stored images that nothing refers to and that were last uploaded before the grace period. */
  sweep(signal?: AbortSignal): Promise<SweepResult>;
  /**
   * Schedules the sweep of the hour after `now` (a job on the durable runner). Every instance
   * calls it when it starts and each sweep schedules the next; the job's dedupe key is the hour,
   * so instances scheduling the same hour make one job, and one sweep runs per hour.
   */
  scheduleNext(now?: Date): Promise<{ runAt: Date; created: boolean }>;
}

/** The first moment of the hour after `now`, and the job key naming that hour (UTC). */
export function nextSweepSlot(now: Date): { runAt: Date; dedupeKey: string } {
  const runAt = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  return { runAt, dedupeKey: `images.sweep:${runAt.toISOString().slice(0, 13)}` };
}

/**
 * The scheduled sweep of uploaded images that nothing uses any more. An image is removed only
 * when no package, review or account refers to it and its last upload is older than
 * `graceHours`: an image uploaded into a form that is not saved yet is kept for that long.
 * It works on the image store only (content-addressed `<sha-256>.webp` keys), so the demo
 * images shipped with the web app under `/images/` are never touched.
 */
export function createImageSweep(options: {
  repo: ImagesRepository;
  store: ImageStore;
  graceHours: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): ImageSweep {
  const { repo, store, graceHours, logger } = options;
  return {
    async sweep(signal) {
      const stored = await store.list();
      const recorded = await repo.recordSeen(stored);
      let removed = 0;
      for (const key of await repo.sweepCandidates(graceHours, SWEEP_BATCH)) {
        if (signal?.aborted) break;
        if (await repo.forgetIfUnused(key, graceHours, () => store.delete(key))) removed++;
      }
      const result = { stored: stored.length, recorded, removed };
      logger.info(result, 'image sweep done');
      return result;
    },

    async scheduleNext(now = new Date()) {
      const { runAt, dedupeKey } = nextSweepSlot(now);
      const { created } = await repo.scheduleSweep(runAt, dedupeKey);
      return { runAt, created };
    },
  };
}
