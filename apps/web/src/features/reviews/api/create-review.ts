import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewRequest, CreateReviewResponse } from '@wayfare/contract/reviews';
import { api } from '@/lib/api-client';

/**
 * `POST /reviews` (docs/product.md §7): success when insertedId is present; `pending` when the
 * review waits for an admin's approval before it is public.
 */
export function createReview(input: CreateReviewRequest): Promise<CreateReviewResponse> {
  return api<CreateReviewResponse>('/reviews', { method: 'POST', body: input });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
