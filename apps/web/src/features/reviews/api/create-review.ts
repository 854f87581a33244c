import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedIdResponse } from '@wayfare/contract/common';
import type { CreateReviewRequest } from '@wayfare/contract/reviews';
import { api } from '@/lib/api-client';

/** `POST /reviews` (docs/product.md §7): success when insertedId is present. */
export function createReview(input: CreateReviewRequest): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>('/reviews', { method: 'POST', body: input });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
