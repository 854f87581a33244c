import type { Review } from '@wayfare/contract/reviews';
import type { Actor } from '#lib/actor';
import { toReviewDto, type NewReview, type ReviewsRepository } from './repository';

export function createReviewsService(deps: { reviews: ReviewsRepository }) {
  const { reviews } = deps;
  return {
    /** Anyone reads reviews (the home carousel), newest first. */
    async listReviews(page: { limit: number; offset: number }): Promise<Review[]> {
      return (await reviews.list(page)).map(toReviewDto);
    },

    /** A signed-in traveller writes a review in their own account's name. */
    async writeReview(input: { actor: Actor } & Omit<NewReview, 'userId'>): Promise<string> {
      const { actor, ...review } = input;
      return reviews.create({ userId: actor.id, ...review });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
