import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TravelPackage } from '@wayfare/contract/packages';
import { api, ApiError } from '@/lib/api-client';
import type { PackagePage } from './get-packages';

export function getPackage(id: string): Promise<TravelPackage> {
  return api<TravelPackage>(`/packages/${encodeURIComponent(id)}`);
}

export const packageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['packages', 'one', id], queryFn: () => getPackage(id) });

/** The package, or null when the server has none by that id (unknown, removed or malformed). */
async function getPackageOnOffer(id: string): Promise<TravelPackage | null> {
  try {
    return await getPackage(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A package's own page reads its package through this: "not found" is an answer (null), not an
 * error, so the server renders the "Package not found" page with it, answers 404, and hands the
 * answer to the browser, which shows the same page without asking again.
 */
export const packagePageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['packages', 'page', id], queryFn: () => getPackageOnOffer(id) });

/**
 * The package as a list already on the page holds it (Home's featured packages, Search's
 * results), if one does: its page can be drawn at once from that while its own read is on the
 * way (decision 009: a tap on a package's card).
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
