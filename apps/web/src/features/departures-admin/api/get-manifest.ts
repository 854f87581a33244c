import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
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

/** The manifests of several departures, by id (closed ones say their seats taken only there). */
export function useManifests(departureIds: readonly string[]): Map<string, Manifest> {
  return useQueries({
    queries: departureIds.map((id) => manifestQueryOptions(id)),
    combine: (results) => {
      const found = new Map<string, Manifest>();
      results.forEach((result, index) => {
        if (result.data) found.set(departureIds[index]!, result.data);
      });
      return found;
    },
  });
}
