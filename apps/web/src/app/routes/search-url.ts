import {
  DURATION_BUCKETS,
  PACKAGE_SORTS,
  type DurationBucket,
  type PackageSort,
} from '@wayfare/contract/constants';
import { useSearchParams } from 'react-router';
import type { PackageSearch } from '@/features/packages/api/get-packages';
import { readDepartureFilters } from '@/features/packages/departure-filters';

/** Packages on one page of results. */
export const PAGE_SIZE = 12;

/** A non-negative number from the URL or the form; undefined when blank or not one. */
export function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Reads the search from the URL, so a search can be shared and the back button works. */
export function readSearch(params: URLSearchParams): PackageSearch & { page: number } {
  const duration = params.get('duration');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? undefined,
    minPrice: numberParam(params.get('minPrice')),
    maxPrice: numberParam(params.get('maxPrice')),
    duration: DURATION_BUCKETS.includes(duration as DurationBucket)
      ? (duration as DurationBucket)
      : undefined,
    sort: PACKAGE_SORTS.includes(sort as PackageSort) ? (sort as PackageSort) : undefined,
    ...readDepartureFilters(params),
    page: Math.max(0, Math.floor(numberParam(params.get('page')) ?? 0)),
  };
}

/**
 * The search as the URL holds it (the URL is its only state): what to look for, which page of
 * results, and the moves that change it (a new search, another page).
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const { page, ...search } = readSearch(params);

  function goTo(nextPage: number) {
    const next = new URLSearchParams(params);
    if (nextPage === 0) next.delete('page');
    else next.set('page', String(nextPage));
    setParams(next);
  }

  return { params, search, page, setSearch: setParams, goTo };
}
