import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TravelPackage } from '@wayfare/contract/packages';
import { api } from '@/lib/api-client';
import type { PackagePage } from './get-packages';

export function getPackage(id: string): Promise<TravelPackage> {
  return api<TravelPackage>(`/packages/${encodeURIComponent(id)}`);
}

export const packageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['packages', 'one', id], queryFn: () => getPackage(id) });

/**
 * The package as a list already on the page holds it (Home's featured packages, Search's
 * results), if one does: its page can be drawn at once from that while its own read is on the
 * way (issue 21: a tap on a package's card).
 */
export function packageFromLists(queryClient: QueryClient, id: string): TravelPackage | undefined {
  for (const [, page] of queryClient.getQueriesData<PackagePage>({
    queryKey: ['packages', 'list'],
  })) {
    const found = page?.packages.find((pkg) => pkg._id === id);
    if (found) return found;
  }
  return undefined;
}
