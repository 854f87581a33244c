import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Departure } from '@wayfare/contract/departures';
import { api } from '@/lib/api-client';

/** `GET /packages/:id/departures` (public): the package's upcoming departures, soonest first. */
export function getDepartures(packageId: string): Promise<Departure[]> {
  return api<Departure[]>(`/packages/${encodeURIComponent(packageId)}/departures`);
}

/**
 * Under the `packages` root: a public list, so the server-side renderer fetches it with the
 * package page, and a booking (which takes seats) refreshes it with the packages.
 */
export const departuresQueryOptions = (packageId: string) =>
  queryOptions({
    queryKey: ['packages', 'departures', packageId],
    queryFn: () => getDepartures(packageId),
  });

export function useDepartures(packageId: string | undefined) {
  return useQuery({ ...departuresQueryOptions(packageId ?? ''), enabled: Boolean(packageId) });
}
