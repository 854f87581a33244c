import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Departure } from '@wayfare/contract/departures';
import { api } from '@/lib/api-client';

/** `GET /packages/:id/departures?all=true` (admin): every departure, past and cancelled too. */
export function getPackageDepartures(packageId: string): Promise<Departure[]> {
  return api<Departure[]>(`/packages/${encodeURIComponent(packageId)}/departures?all=true`);
}

export const packageDeparturesQueryOptions = (packageId: string) =>
  queryOptions({
    queryKey: ['departures', 'package', packageId, 'all'],
    queryFn: () => getPackageDepartures(packageId),
  });

export function usePackageDepartures(packageId: string) {
  return useQuery(packageDeparturesQueryOptions(packageId));
}
