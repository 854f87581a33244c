import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client';
import { authUsers, imageUploads, packages, reviews } from '#db/schema';
import { enqueue } from '#jobs';

/** The queue of the scheduled sweep of unreferenced images. */
export const IMAGE_SWEEP_QUEUE = 'images.sweep';

/** `now() - hours`, computed by the database so that every instance reads one clock. */
function hoursAgo(hours: number) {
  return sql`now() - (${hours}::double precision * interval '1 hour')`;
}

/**
 * Where hosted images are referred to: a package's or a review's picture, an account's avatar.
 * Each holds the image's URL (`/api/images/<key>`, relative or absolute), so the key appearing in
 * the value is a reference. A new column that can hold a hosted image's URL belongs here.
 */
const REFERENCES: AnyPgColumn[] = [packages.image, reviews.image, authUsers.image];

function unreferenced(db: Db): SQL[] {
  return REFERENCES.map((column) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(column.table)
        .where(sql`strpos(${column}, ${imageUploads.key}) > 0`),
    ),
  );
}

export function createImagesRepository(db: Db) {
  return {
    /**
     * Notes an upload of this image: its first upload makes the record, a later one of the same
     * image refreshes `last_uploaded_at` (a form that uploads it again keeps it from the sweep).
     */
    async recordUpload(key: string): Promise<void> {
      await db
        .insert(imageUploads)
        .values({ key })
        .onConflictDoUpdate({
          target: imageUploads.key,
          set: { lastUploadedAt: sql`now()` },
        });
    },

    /**
     * Records stored images that have no record (stored before records existed, or restored from
     * a backup) as uploaded now: the grace period runs from the moment the sweep first sees them.
     * Answers how many were new.
     */
    async recordSeen(keys: string[]): Promise<number> {
      let added = 0;
      for (let at = 0; at < keys.length; at += 500) {
        const batch = keys.slice(at, at + 500);
        const rows = await db
          .insert(imageUploads)
          .values(batch.map((key) => ({ key })))
          .onConflictDoNothing()
          .returning({ key: imageUploads.key });
        added += rows.length;
      }
      return added;
    },

    /** Images last uploaded before the grace period and referred to by nothing. */
    async sweepCandidates(graceHours: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: imageUploads.key })
        .from(imageUploads)
        .where(
          and(sql`${imageUploads.lastUploadedAt} < ${hoursAgo(graceHours)}`, ...unreferenced(db)),
        )
        .orderBy(imageUploads.lastUploadedAt)
        .limit(limit);
      return rows.map((row) => row.key);
    },

    /**
     * Forgets the image and calls `remove` (which deletes it from the store) in one transaction,
     * if it is still unreferenced and old when the transaction runs; answers whether it did. The
     * record's row stays locked until the store answered: an upload of the same image meanwhile
     * waits, then records it anew and stores it again. When `remove` fails, nothing changes.
     */
    async forgetIfUnused(
      key: string,
      graceHours: number,
      remove: () => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(imageUploads)
          .where(
            and(
              eq(imageUploads.key, key),
              sql`${imageUploads.lastUploadedAt} < ${hoursAgo(graceHours)}`,
              ...unreferenced(tx as unknown as Db),
            ),
          )
          .returning({ key: imageUploads.key });
        if (gone.length === 0) return false;
        await remove();
        return true;
      });
    },

    /** Adds the sweep for this slot; instances scheduling the same slot make one job. */
    async scheduleSweep(runAt: Date, dedupeKey: string): Promise<{ created: boolean }> {
      const { created } = await enqueue(db, {
        queue: IMAGE_SWEEP_QUEUE,
        payload: null,
        runAt,
        dedupeKey,
        maxAttempts: 3,
      });
      return { created };
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
