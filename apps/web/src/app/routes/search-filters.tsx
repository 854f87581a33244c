import {
  DURATION_BUCKETS,
  PACKAGE_SORTS,
  type DurationBucket,
  type PackageSort,
} from '@wayfare/contract/constants';
import { useState, type FormEvent } from 'react';
import { departureFilterErrors } from '@/features/packages/departure-filters';
import { tripZoneLabel } from '@/lib/trip-time';
import { numberParam } from './search-url';

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

/**
 * The search form: words, price range, length, order, departure days and travellers. Its fields
 * start from the URL's search (`params`) and are drawn again whenever it changes; a valid search
 * goes to `onSearch` as the URL's new parameters, a wrong one is told beside its fields.
 */
export function SearchFilters({
  params,
  onSearch,
}: {
  params: URLSearchParams;
  onSearch: (next: URLSearchParams) => void;
}) {
  const [rangeError, setRangeError] = useState('');
  const [departErrors, setDepartErrors] = useState<{ departTo?: string; travellers?: string }>({});

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
    onSearch(next);
  }

  return (
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
          <option value="">{params.get('q') ? 'Best match' : 'Newest'}</option>
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
            departErrors.departTo ? 'search-dates-hint search-depart-to-error' : 'search-dates-hint'
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
  );
}
