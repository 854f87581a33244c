import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedIdResponse } from '@wayfare/contract/common';
import type { CreateTripRequestRequest } from '@wayfare/contract/trip-requests';
import { api } from '@/lib/api-client';

/** `POST /destination` (docs/product.md §7): reads insertedId. */
export function createTripRequest(input: CreateTripRequestRequest): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>('/destination', { method: 'POST', body: input });
}

export function useCreateTripRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTripRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trip-requests'] }),
  });
}
