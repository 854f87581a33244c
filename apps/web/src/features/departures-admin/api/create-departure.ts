import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedIdResponse } from '@wayfare/contract/common';
import type { CreateDepartureRequest } from '@wayfare/contract/departures';
import { api } from '@/lib/api-client';

/** `POST /packages/:id/departures` (admin): `startsAt` is the trip zone's wall clock. */
export function createDeparture(input: {
  packageId: string;
  departure: CreateDepartureRequest;
}): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>(`/packages/${encodeURIComponent(input.packageId)}/departures`, {
    method: 'POST',
    body: input.departure,
  });
}

export function useCreateDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeparture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['departures'] }),
  });
}
