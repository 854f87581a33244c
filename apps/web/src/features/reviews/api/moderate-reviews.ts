import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ModeratedReview, ModerateReviewRequest } from '@wayfare/contract/reviews';
import { api } from '@/lib/api-client';

export const ALL_REVIEWS_PAGE_SIZE = 50;

/** `GET /allReviews` (admin): every review, held and hidden ones included, newest first. */
export function getAllReviews(offset = 0): Promise<ModeratedReview[]> {
  return api<ModeratedReview[]>(`/allReviews?limit=${ALL_REVIEWS_PAGE_SIZE}&offset=${offset}`);
}

export const getAllReviewsQueryOptions = () =>
  infiniteQueryOptions({
    // Under 'reviews': a change here refreshes the public carousel too, and the reverse.
    queryKey: ['reviews', 'all'],
    queryFn: ({ pageParam }) => getAllReviews(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < ALL_REVIEWS_PAGE_SIZE ? undefined : pages.length * ALL_REVIEWS_PAGE_SIZE,
  });

export function useAllReviews() {
  return useInfiniteQuery(getAllReviewsQueryOptions());
}

/** `PATCH /reviews/:id` (admin): hide, restore or approve. */
export function moderateReview(input: {
  id: string;
  change: ModerateReviewRequest;
}): Promise<ModeratedReview> {
  return api<ModeratedReview>(`/reviews/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.change,
  });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
