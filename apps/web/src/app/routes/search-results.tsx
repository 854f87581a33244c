import type { TravelPackage } from '@wayfare/contract/packages';
import type { PackagePage } from '@/features/packages/api/get-packages';
import { PackageCard } from '@/features/packages/components/package-card';
import { BookNowButton } from '@/app/compose/book-now';

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
  const total = found?.total ?? 0;
  return (
    <>
      <h2 className="sr-only">Results</h2>
      <p
        className="mt-6 text-sm text-base-content/70"
        aria-live="polite"
        data-testid="result-count"
      >
        {total === 1 ? '1 package found' : `${total} packages found`}
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
          <p className="text-lg font-semibold">No packages match your search.</p>
          <p className="mt-1 text-base-content/70">
            Try other words, a wider price range or any length.
          </p>
        </div>
      )}
    </>
  );
}
