import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartureHolds } from '@wayfare/contract/seat-holds';
import { api } from '@/lib/api-client';

/** `GET /departures/:id/holds` (admin): who holds seats unpaid on a departure, since and until when. */
export function getHolds(departureId: string): Promise<DepartureHolds> {
  return api<DepartureHolds>(`/departures/${encodeURIComponent(departureId)}/holds`);
}

export const holdsQueryOptions = (departureId: string) =>
  queryOptions({
    queryKey: ['departures', 'holds', departureId],
    queryFn: () => getHolds(departureId),
    // Holds are made, paid and run out meanwhile: the list shown again is asked again.
    staleTime: 0,
  });

export function useHolds(departureId: string) {
  return useQuery(holdsQueryOptions(departureId));
}
