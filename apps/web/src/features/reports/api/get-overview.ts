import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '@wayfare/contract/reports';
import { api } from '@/lib/api-client';

/** `GET /reports/overview` (admin): the figures of a period (days in the agency's zone). */
export function getOverview(from: string, to: string): Promise<Overview> {
  const params = new URLSearchParams({ from, to });
  return api<Overview>(`/reports/overview?${params.toString()}`);
}

export const getOverviewQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['reports', 'overview', from, to],
    queryFn: () => getOverview(from, to),
  });

export function useOverview(from: string, to: string, enabled: boolean) {
  return useQuery({
    ...getOverviewQueryOptions(from, to),
    enabled,
    placeholderData: keepPreviousData,
  });
}
