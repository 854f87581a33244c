import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Manifest } from '@wayfare/contract/departures';
import { api } from '@/lib/api-client';

/** `GET /departures/:id/manifest` (admin): who travels, and the seats sold and held. */
export function getManifest(departureId: string): Promise<Manifest> {
  return api<Manifest>(`/departures/${encodeURIComponent(departureId)}/manifest`);
}

export const manifestQueryOptions = (departureId: string) =>
  queryOptions({
    queryKey: ['departures', 'manifest', departureId],
    queryFn: () => getManifest(departureId),
    // Travellers book and pay meanwhile: a manifest shown again is asked again.
    staleTime: 0,
  });

export function useManifest(departureId: string) {
  return useQuery(manifestQueryOptions(departureId));
}
