import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedCountResponse } from '@wayfare/contract/common';
import type { UpdateDepartureRequest } from '@wayfare/contract/departures';
import { api } from '@/lib/api-client';

/**
 * `PATCH /departures/:id` (admin): start, seats, price or status. Seats below those taken and any
 * change of a cancelled departure are refused (409, with the server's words).
 */
export function updateDeparture(input: {
  id: string;
  patch: UpdateDepartureRequest;
}): Promise<ModifiedCountResponse> {
  return api<ModifiedCountResponse>(`/departures/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.patch,
  });
}

export function useUpdateDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeparture,
    // Cancelling ends the bookings too (a background job): their lists are asked again.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['departures'] });
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
