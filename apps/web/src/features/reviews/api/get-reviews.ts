import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@wayfare/contract/reviews';
import { api } from '@/lib/api-client';

/** How many of the newest reviews the home carousel shows. */
export const CAROUSEL_REVIEW_COUNT = 12;

/** `GET /reviews` (docs/product.md §7): the newest reviews first. */
export function getReviews(limit = CAROUSEL_REVIEW_COUNT): Promise<Review[]> {
  return api<Review[]>(`/reviews?limit=${limit}`);
}

export const getReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews'], queryFn: () => getReviews() });

export function useReviews() {
  return useQuery(getReviewsQueryOptions());
}
