import type { TravelPackage } from '@wayfare/contract/packages';
import type { PackagePage } from '@/features/packages/api/get-packages';
import { PackageCard } from '@/features/packages/components/package-card';
import { BookNowButton } from '@/app/compose/book-now';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { catalogPagesMessages } from './catalog/messages';

/**
 * The packages found: how many, then their cards (dimmed while the next page's are asked for),
 * or a word on widening the search when none match.
 */
export function SearchResults({
  found,
  stale,
  onBook,
}: {
  found: PackagePage | undefined;
  /** The cards shown are the previous search's, while this one's are on their way. */
  stale: boolean;
  onBook: (pkg: TravelPackage) => void;
}) {
  const t = useT(catalogPagesMessages);
  const total = found?.total ?? 0;
  return (
    <>
      <h2 className="sr-only">{t('catalogPages.results.heading')}</h2>
      <p
        className="mt-6 text-sm text-base-content/70"
        aria-live="polite"
        data-testid="result-count"
      >
        {t('catalogPages.results.count', {
          count: total,
          shown: localDigits(String(total), t.numbers),
        })}
      </p>
      {found?.packages.length ? (
        <div
          className={`mt-4 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
            stale ? 'opacity-60' : ''
          }`}
          aria-busy={stale}
          data-testid="search-results"
        >
          {found.packages.map((pkg, index) => (
            <PackageCard
              // Only the first image is in view on a phone (one column): a second one asked
              // for at high priority would share the bandwidth the largest paint waits for.
              priority={index === 0}
              key={pkg._id}
              pkg={pkg}
              action={<BookNowButton pkg={pkg} onBook={onBook} />}
            />
          ))}
        </div>
      ) : (
        <div className="mt-4 rounded-box bg-base-200 p-10 text-center">
          <p className="text-lg font-semibold">{t('catalogPages.results.none')}</p>
          <p className="mt-1 text-base-content/70">{t('catalogPages.results.noneHint')}</p>
        </div>
      )}
    </>
  );
}
