import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseHoldResponse } from '@wayfare/contract/seat-holds';
import { api } from '@/lib/api-client';

/**
 * `POST /departures/:id/holds/:bookingId/release` (admin, no body): the unpaid booking expires
 * now and its seats go back on sale. A hold that is paid, ended or released meanwhile is refused
 * (409, with the server's words).
 */
export function releaseHold(input: {
  departureId: string;
  bookingId: string;
}): Promise<ReleaseHoldResponse> {
  const path = `/departures/${encodeURIComponent(input.departureId)}/holds/${encodeURIComponent(input.bookingId)}/release`;
  return api<ReleaseHoldResponse>(path, { method: 'POST' });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    // The holds, the departure's seats, its manifest and the bookings lists all changed (or, when
    // refused, were out of date).
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['departures'] });
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
