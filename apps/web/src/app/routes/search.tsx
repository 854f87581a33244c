import {
  DURATION_BUCKETS,
  PACKAGE_SORTS,
  type DurationBucket,
  type PackageSort,
} from '@wayfare/contract/constants';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { usePackages, type PackageSearch } from '@/features/packages/api/get-packages';
import { PackageCard } from '@/features/packages/components/package-card';
import { departureFilterErrors, readDepartureFilters } from '@/features/packages/departure-filters';
import { BookNowButton, useBookNow } from '@/app/compose/book-now';
import { usePrefetchPackagePage } from '@/app/compose/prefetch-package-page';
import { tripZoneLabel } from '@/lib/trip-time';

const PAGE_SIZE = 12;
const DURATION_LABELS: Record<DurationBucket, string> = {
  short: 'Up to 3 days',
  medium: '4 to 7 days',
  long: '8 days or more',
};
const SORT_LABELS: Record<PackageSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Reads the search from the URL, so a search can be shared and the back button works. */
function readSearch(params: URLSearchParams): PackageSearch & { page: number } {
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

export function Component() {
  usePrefetchPackagePage();
  const [params, setParams] = useSearchParams();
  const { page, ...search } = readSearch(params);
  const results = usePackages({ ...search, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const { bookNow, dialog } = useBookNow();
  const [rangeError, setRangeError] = useState('');
  const [departErrors, setDepartErrors] = useState<{ departTo?: string; travellers?: string }>({});
  const total = results.data?.total ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);

  /** Reads the form itself (not React state), so a search typed before the app hydrated counts. */
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim());
    }
    const min = numberParam(next.get('minPrice'));
    const max = numberParam(next.get('maxPrice'));
    const priceWrong = min !== undefined && max !== undefined && min > max;
    setRangeError(priceWrong ? 'The maximum price must not be below the minimum price.' : '');
    const wrongDeparture = departureFilterErrors({
      departFrom: next.get('departFrom') ?? '',
      departTo: next.get('departTo') ?? '',
      travellers: next.get('travellers') ?? '',
    });
    setDepartErrors(wrongDeparture);
    if (priceWrong || wrongDeparture.departTo || wrongDeparture.travellers) return;
    setParams(next);
  }

  function goTo(nextPage: number) {
    const next = new URLSearchParams(params);
    if (nextPage === 0) next.delete('page');
    else next.set('page', String(nextPage));
    setParams(next);
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Search</h1>
      <p className="mt-2 text-base-content/70">Find a trip by place, activity, budget or length.</p>
      <form
        key={params.toString()}
        role="search"
        method="get"
        action="/search"
        onSubmit={apply}
        className="mt-6 grid gap-4 rounded-box bg-base-200 p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="sm:col-span-2 lg:col-span-2">
          <label htmlFor="search-q" className="mb-1 block text-sm font-medium">
            Search packages
          </label>
          <input
            id="search-q"
            type="search"
            className="input input-bordered w-full"
            placeholder="beach, tea gardens, Alps…"
            name="q"
            defaultValue={params.get('q') ?? ''}
          />
        </div>
        <div>
          <label htmlFor="search-min" className="mb-1 block text-sm font-medium">
            Min price ($)
          </label>
          <input
            id="search-min"
            type="number"
            min={0}
            className="input input-bordered w-full"
            name="minPrice"
            defaultValue={params.get('minPrice') ?? ''}
          />
        </div>
        <div>
          <label htmlFor="search-max" className="mb-1 block text-sm font-medium">
            Max price ($)
          </label>
          <input
            id="search-max"
            type="number"
            min={0}
            className="input input-bordered w-full"
            name="maxPrice"
            defaultValue={params.get('maxPrice') ?? ''}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? 'search-range-error' : undefined}
          />
          {rangeError ? (
            <p id="search-range-error" role="alert" className="mt-1 text-sm text-red-800">
              {rangeError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="search-duration" className="mb-1 block text-sm font-medium">
            Duration
          </label>
          <select
            id="search-duration"
            className="select select-bordered w-full"
            name="duration"
            defaultValue={params.get('duration') ?? ''}
          >
            <option value="">Any length</option>
            {DURATION_BUCKETS.map((d) => (
              <option key={d} value={d}>
                {DURATION_LABELS[d]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="search-sort" className="mb-1 block text-sm font-medium">
            Sort by
          </label>
          <select
            id="search-sort"
            className="select select-bordered w-full"
            name="sort"
            defaultValue={params.get('sort') ?? ''}
            // A new order applies at once (the other fields wait for Search); before the app is
            // live, main.tsx holds the change and submits once it is.
            data-submit-on-change
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            <option value="">{search.q ? 'Best match' : 'Newest'}</option>
            {PACKAGE_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="search-depart-from" className="mb-1 block text-sm font-medium">
            Date from
          </label>
          <input
            id="search-depart-from"
            type="date"
            className="input input-bordered w-full"
            name="departFrom"
            defaultValue={params.get('departFrom') ?? ''}
            aria-describedby="search-dates-hint"
          />
          <p id="search-dates-hint" className="mt-1 text-xs text-base-content/75">
            Departure days, in {tripZoneLabel()}.
          </p>
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="search-depart-to" className="mb-1 block text-sm font-medium">
            Date to
          </label>
          <input
            id="search-depart-to"
            type="date"
            className="input input-bordered w-full"
            name="departTo"
            defaultValue={params.get('departTo') ?? ''}
            aria-invalid={departErrors.departTo ? true : undefined}
            aria-describedby={
              departErrors.departTo
                ? 'search-dates-hint search-depart-to-error'
                : 'search-dates-hint'
            }
          />
          {departErrors.departTo ? (
            <p id="search-depart-to-error" role="alert" className="mt-1 text-sm text-red-800">
              {departErrors.departTo}
            </p>
          ) : null}
        </div>
        <div className="lg:col-span-2">
          <label htmlFor="search-travellers" className="mb-1 block text-sm font-medium">
            Travellers
          </label>
          <input
            id="search-travellers"
            type="number"
            min={1}
            max={20}
            step={1}
            inputMode="numeric"
            className="input input-bordered w-full"
            name="travellers"
            defaultValue={params.get('travellers') ?? ''}
            aria-invalid={departErrors.travellers ? true : undefined}
            aria-describedby={
              departErrors.travellers
                ? 'search-travellers-hint search-travellers-error'
                : 'search-travellers-hint'
            }
          />
          <p id="search-travellers-hint" className="mt-1 text-xs text-base-content/75">
            Seats needed on one departure.
          </p>
          {departErrors.travellers ? (
            <p id="search-travellers-error" role="alert" className="mt-1 text-sm text-red-800">
              {departErrors.travellers}
            </p>
          ) : null}
        </div>
        <div className="flex items-end sm:col-span-2 lg:col-span-6">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>

      <QueryState
        isPending={results.isPending}
        error={results.error}
        onRetry={() => void results.refetch()}
      >
        <h2 className="sr-only">Results</h2>
        <p
          className="mt-6 text-sm text-base-content/70"
          aria-live="polite"
          data-testid="result-count"
        >
          {total === 1 ? '1 package found' : `${total} packages found`}
        </p>
        {results.data?.packages.length ? (
          <div
            className={`mt-4 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
              results.isPlaceholderData ? 'opacity-60' : ''
            }`}
            aria-busy={results.isPlaceholderData}
            data-testid="search-results"
          >
            {results.data.packages.map((pkg, index) => (
              <PackageCard
                // Only the first image is in view on a phone (one column): a second one asked
                // for at high priority would share the bandwidth the largest paint waits for.
                priority={index === 0}
                key={pkg._id}
                pkg={pkg}
                action={<BookNowButton pkg={pkg} onBook={bookNow} />}
              />
            ))}
          </div>
        ) : (
          <div className="mt-4 rounded-box bg-base-200 p-10 text-center">
            <p className="text-lg font-semibold">No packages match your search.</p>
            <p className="mt-1 text-base-content/70">
              Try other words, a wider price range or any length.
            </p>
          </div>
        )}
        {pages > 1 ? (
          <nav className="join mt-8" aria-label="Result pages">
            <button
              type="button"
              className="btn join-item"
              disabled={page === 0}
              onClick={() => goTo(page - 1)}
            >
              Previous
            </button>
            <span className="btn join-item pointer-events-none">
              Page {page + 1} of {pages}
            </span>
            <button
              type="button"
              className="btn join-item"
              disabled={page + 1 >= pages}
              onClick={() => goTo(page + 1)}
            >
              Next
            </button>
          </nav>
        ) : null}
      </QueryState>
      {dialog}
    </section>
  );
}
