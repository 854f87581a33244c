import { desc } from 'drizzle-orm';
import type { Review } from '@wayfare/contract/reviews';
import type { Db } from '#db/client';
import { reviews } from '#db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = Pick<
  typeof reviews.$inferInsert,
  'userId' | 'name' | 'designation' | 'rating' | 'image' | 'quote'
>;

export function toReviewDto(row: ReviewRow): Review {
  return {
    _id: row.id,
    name: row.name,
    designation: row.designation,
    rating: row.rating,
    image: row.image,
    quote: row.quote,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createReviewsRepository(db: Db) {
  return {
    /** Newest first. */
    async list(page: { limit: number; offset: number }): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async create(input: NewReview): Promise<string> {
      const [row] = await db.insert(reviews).values(input).returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned no row');
      return row.id;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
