import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { QueryState } from '@/components/ui/query-state';
import { packageFromLists, packagePageQueryOptions } from '@/features/packages/api/get-package';
import { PackageDetails } from '@/features/packages/components/package-details';
import { useDepartures } from '@/features/bookings/api/get-departures';
import { DepartureList } from '@/features/bookings/components/departure-list';
import { useBookNow } from '@/app/compose/book-now';
import { packagePageTitle } from '@/app/page-head';
import { useT } from '@/lib/i18n/catalog';
import { tripTimeZone, tripZoneLabel } from '@/lib/trip-time';
import { catalogPagesMessages } from './catalog/messages';

/**
 * A package's own page, `/packages/:id` (ours, docs/product.md §2): rendered on the server with the package
 * and its upcoming departures (so a shared link shows the trip, and previews read its tags), and
 * booked from here with the booking dialog.
 */
export function Component() {
  const t = useT(catalogPagesMessages);
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const pkg = useQuery({
    ...packagePageQueryOptions(id),
    // Opened from a card on Home or Search: drawn at once from that list, its own read follows.
    placeholderData: () => packageFromLists(queryClient, id),
  });
  const departures = useDepartures(id);
  const { bookNow, dialog } = useBookNow();
  const title = pkg.data ? packagePageTitle(pkg.data, t.locale) : undefined;

  // The server wrote the title into the page; moving here inside the app sets it too.
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  // Answered 404 by the server too (entry-server.tsx), with this page.
  if (pkg.data === null) {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-3xl font-bold">{t('catalogPages.package.notFoundTitle')}</h1>
        <p className="text-base-content/75">{t('catalogPages.package.notFoundText')}</p>
        <Link to="/search" className="btn btn-primary">
          {t('catalogPages.package.searchPackages')}
        </Link>
      </section>
    );
  }

  return (
    <div className="min-h-[60vh]">
      <QueryState isPending={pkg.isPending} error={pkg.error} onRetry={() => void pkg.refetch()}>
        {pkg.data ? (
          <PackageDetails
            pkg={pkg.data}
            action={
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className="btn btn-primary btn-lg"
                  onClick={() => pkg.data && bookNow(pkg.data)}
                >
                  {t('catalogPages.package.bookNow')}
                </button>
                <a href="#departures-heading" className="link">
                  {t('catalogPages.package.seeDates')}
                </a>
              </div>
            }
          >
            <section className="mt-10" aria-labelledby="departures-heading">
              <h2 id="departures-heading" className="text-xl font-bold">
                {t('catalogPages.package.departuresHeading')}
              </h2>
              <p className="mb-4 mt-1 text-sm text-base-content/75">
                {t('catalogPages.package.zoneNote', {
                  zone: tripZoneLabel(undefined, t.numbers),
                  zoneId: tripTimeZone(),
                })}
              </p>
              <QueryState
                isPending={departures.isPending}
                error={departures.error}
                onRetry={() => void departures.refetch()}
              >
                <DepartureList departures={departures.data ?? []} />
              </QueryState>
            </section>
          </PackageDetails>
        ) : null}
      </QueryState>
      {dialog}
    </div>
  );
}
