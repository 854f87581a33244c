import {
  DURATION_BUCKETS,
  PACKAGE_SORTS,
  type DurationBucket,
  type PackageSort,
} from '@wayfare/contract/constants';
import { useState, type FormEvent } from 'react';
import { departureFilterErrors } from '@/features/packages/departure-filters';
import { packagesMessages } from '@/features/packages/messages';
import { useT } from '@/lib/i18n/catalog';
import { tripZoneLabel } from '@/lib/trip-time';
import { catalogPagesMessages } from './catalog/messages';
import { numberParam } from './search-url';

const DURATION_LABELS = {
  short: 'catalogPages.filters.duration.short',
  medium: 'catalogPages.filters.duration.medium',
  long: 'catalogPages.filters.duration.long',
} as const satisfies Record<DurationBucket, string>;
const SORT_LABELS = {
  relevance: 'catalogPages.filters.sort.relevance',
  newest: 'catalogPages.filters.sort.newest',
  'price-asc': 'catalogPages.filters.sort.priceAsc',
  'price-desc': 'catalogPages.filters.sort.priceDesc',
} as const satisfies Record<PackageSort, string>;

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
  const t = useT(catalogPagesMessages);
  // The departure filters' messages are the packages feature's (departure-filters.ts).
  const { locale } = useT(packagesMessages);
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
    setRangeError(priceWrong ? t('catalogPages.filters.priceRange') : '');
    const wrongDeparture = departureFilterErrors(
      {
        departFrom: next.get('departFrom') ?? '',
        departTo: next.get('departTo') ?? '',
        travellers: next.get('travellers') ?? '',
      },
      locale,
    );
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
          {t('catalogPages.filters.words')}
        </label>
        <input
          id="search-q"
          type="search"
          className="input input-bordered w-full"
          placeholder={t('catalogPages.filters.wordsPlaceholder')}
          name="q"
          defaultValue={params.get('q') ?? ''}
        />
      </div>
      <div>
        <label htmlFor="search-min" className="mb-1 block text-sm font-medium">
          {t('catalogPages.filters.minPrice')}
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
          {t('catalogPages.filters.maxPrice')}
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
          {t('catalogPages.filters.duration')}
        </label>
        <select
          id="search-duration"
          className="select select-bordered w-full"
          name="duration"
          defaultValue={params.get('duration') ?? ''}
        >
          <option value="">{t('catalogPages.filters.anyLength')}</option>
          {DURATION_BUCKETS.map((d) => (
            <option key={d} value={d}>
              {t(DURATION_LABELS[d])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="search-sort" className="mb-1 block text-sm font-medium">
          {t('catalogPages.filters.sortBy')}
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
          <option value="">
            {t(params.get('q') ? SORT_LABELS.relevance : SORT_LABELS.newest)}
          </option>
          {PACKAGE_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="search-depart-from" className="mb-1 block text-sm font-medium">
          {t('catalogPages.filters.dateFrom')}
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
          {t('catalogPages.filters.datesHint', { zone: tripZoneLabel(undefined, t.numbers) })}
        </p>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="search-depart-to" className="mb-1 block text-sm font-medium">
          {t('catalogPages.filters.dateTo')}
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
          {t('catalogPages.filters.travellers')}
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
          {t('catalogPages.filters.travellersHint')}
        </p>
        {departErrors.travellers ? (
          <p id="search-travellers-error" role="alert" className="mt-1 text-sm text-red-800">
            {departErrors.travellers}
          </p>
        ) : null}
      </div>
      <div className="flex items-end sm:col-span-2 lg:col-span-6">
        <button type="submit" className="btn btn-primary">
          {t('catalogPages.filters.submit')}
        </button>
      </div>
    </form>
  );
}
