import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DurationBucket, PackageSort, TravelPackage } from '@wayfare/contract/packages';
import { apiWithHeaders } from '@/lib/api-client';

export interface PackageSearch {
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  duration?: DurationBucket;
  sort?: PackageSort;
  /** Ours (departures): an open departure between these days (trip zone) with seats for all. */
  departFrom?: string;
  departTo?: string;
  travellers?: number;
  limit?: number;
  offset?: number;
}

export interface PackagePage {
  packages: TravelPackage[];
  total: number;
}

export async function getPackages(search: PackageSearch = {}): Promise<PackagePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  const { data, headers } = await apiWithHeaders<TravelPackage[]>(
    `/packages${query ? `?${query}` : ''}`,
  );
  return { packages: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export const packagesQueryOptions = (search: PackageSearch = {}) =>
  queryOptions({ queryKey: ['packages', 'list', search], queryFn: () => getPackages(search) });

export function usePackages(search: PackageSearch = {}) {
  return useQuery({ ...packagesQueryOptions(search), placeholderData: keepPreviousData });
}
