import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client';
import { reviews, users } from '#db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = Pick<
  typeof reviews.$inferInsert,
  'userId' | 'packageId' | 'name' | 'designation' | 'rating' | 'image' | 'quote'
>;

/** A review with the name (or e-mail) of the admin who last moderated it. */
export type ModeratedRow = ReviewRow & { moderatorName: string | null };

/** What an admin does to a review: hide it, restore it, or approve a held one. */
export interface ReviewChange {
  hidden?: boolean;
  approved?: true;
}

/** Public: approved (not held) and not hidden. */
const isPublic = and(isNull(reviews.hiddenAt), isNotNull(reviews.approvedAt));

export function createReviewsRepository(db: Db) {
  const moderatedColumns = {
    review: reviews,
    moderatorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  };
  const toModerated = (row: { review: ReviewRow; moderatorName: string | null }): ModeratedRow => ({
    ...row.review,
    moderatorName: row.moderatorName,
  });

  return {
    /** The public reviews, newest first. */
    async listPublic(page: { limit: number; offset: number }): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(isPublic)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every review, held and hidden ones included, newest first (the moderation page). */
    async listAll(page: { limit: number; offset: number }): Promise<ModeratedRow[]> {
      const rows = await db
        .select(moderatedColumns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.moderatedBy))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map(toModerated);
    },

    async findModerated(id: string): Promise<ModeratedRow | undefined> {
      const [row] = await db
        .select(moderatedColumns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.moderatedBy))
        .where(eq(reviews.id, id));
      return row ? toModerated(row) : undefined;
    },

    /** A new review: public at once, or held for approval (`approved: false`). */
    async create(input: NewReview & { approved: boolean }): Promise<string> {
      const { approved, ...values } = input;
      const [row] = await db
        .insert(reviews)
        .values({ ...values, approvedAt: approved ? new Date() : null })
        .returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned no row');
      return row.id;
    },

    /**
     * Hides, restores or approves, recording who and when; answers whether the review was hidden
     * and approved before and after (undefined: no such review). Hiding a hidden review keeps its
     * first hiding's time and admin; approving an approved one keeps its approval. The row is
     * locked while it is read and changed, so two admins at once see each other's change.
     */
    async moderate(
      id: string,
      change: ReviewChange,
      adminId: string,
    ): Promise<{ before: ReviewState; after: ReviewState } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ hiddenAt: reviews.hiddenAt, approvedAt: reviews.approvedAt })
          .from(reviews)
          .where(eq(reviews.id, id))
          .for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(reviews)
          .set(moderation(change, adminId))
          .where(eq(reviews.id, id))
          .returning({ hiddenAt: reviews.hiddenAt, approvedAt: reviews.approvedAt });
        if (!after) return undefined;
        const state = (row: typeof before): ReviewState => ({
          hidden: row.hiddenAt !== null,
          approved: row.approvedAt !== null,
        });
        return { before: state(before), after: state(after) };
      });
    },
  };
}

/** Whether a review is hidden and whether it was approved. */
export interface ReviewState {
  hidden: boolean;
  approved: boolean;
}

/** The columns a moderation sets: who and when, and the hiding or approval asked for. */
function moderation(change: ReviewChange, adminId: string): PgUpdateSetSource<typeof reviews> {
  const now = new Date();
  const set: PgUpdateSetSource<typeof reviews> = { moderatedAt: now, moderatedBy: adminId };
  if (change.hidden === true) {
    set.hiddenAt = sql`coalesce(${reviews.hiddenAt}, ${now.toISOString()}::timestamptz)`;
    set.hiddenBy = sql`case when ${reviews.hiddenAt} is null then ${adminId}::uuid else ${reviews.hiddenBy} end`;
  } else if (change.hidden === false) {
    set.hiddenAt = null;
    set.hiddenBy = null;
  }
  if (change.approved) {
    set.approvedAt = sql`coalesce(${reviews.approvedAt}, ${now.toISOString()}::timestamptz)`;
    set.approvedBy = sql`case when ${reviews.approvedAt} is null then ${adminId}::uuid else ${reviews.approvedBy} end`;
  }
  return set;
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
