import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripRequest } from '@wayfare/contract/trip-requests';
import { api } from '@/lib/api-client';

/** `PUT /trip-requests/:id/answer` (admin): the answer the traveller reads in My Trip Destinations. */
export function answerTripRequest(input: { id: string; answer: string }): Promise<TripRequest> {
  return api<TripRequest>(`/trip-requests/${encodeURIComponent(input.id)}/answer`, {
    method: 'PUT',
    body: { answer: input.answer },
  });
}

export function useAnswerTripRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTripRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['trip-requests-inbox'] }),
        queryClient.invalidateQueries({ queryKey: ['trip-requests'] }),
      ]),
  });
}
