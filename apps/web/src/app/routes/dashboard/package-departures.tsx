import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { packageQueryOptions } from '@/features/packages/api/get-package';
import { usePackageDepartures } from '@/features/departures-admin/api/get-departures';
import { AddDeparture } from '@/features/departures-admin/components/add-departure';
import { DeparturesTable } from '@/features/departures-admin/components/departures-table';
import { tripZoneLabel } from '@/lib/trip-time';
import { useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { dashboardPagesMessages } from './messages';

/** Departures of one package (admin): add one, then edit, close, reopen or cancel each. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  const packageId = useParams().id ?? '';
  const pkg = useQuery(packageQueryOptions(packageId));
  const departures = usePackageDepartures(packageId);
  const zone = tripZoneLabel(departures.data?.[0]?.startsAt, t.numbers);
  return (
    <section>
      <Link to="/dashboard/manage" className="link mb-2 inline-block text-sm">
        {t('dashboardPages.departures.backToPackages')}
      </Link>
      <QueryState isPending={pkg.isPending} error={pkg.error} onRetry={() => void pkg.refetch()}>
        {pkg.data ? (
          <>
            <PageHeading
              title={
                <RichText
                  t={t}
                  id="dashboardPages.departures.title"
                  values={{ title: packageText(pkg.data, 'title', t.locale).text }}
                  components={{ 0: <span lang={packageText(pkg.data, 'title', t.locale).lang} /> }}
                />
              }
            >
              {t('dashboardPages.departures.intro', { zone })}
            </PageHeading>
            <section aria-labelledby="add-departure" className="mb-8">
              <h2 id="add-departure" className="mb-3 text-lg font-semibold">
                {t('dashboardPages.departures.add')}
              </h2>
              <AddDeparture packageId={packageId} packagePrice={pkg.data.price} zone={zone} />
            </section>
            <section aria-labelledby="all-departures">
              <h2 id="all-departures" className="mb-3 text-lg font-semibold">
                {t('dashboardPages.departures.all')}
              </h2>
              <QueryState
                isPending={departures.isPending}
                error={departures.error}
                onRetry={() => void departures.refetch()}
              >
                <DeparturesTable
                  departures={departures.data ?? []}
                  packageTitle={packageText(pkg.data, 'title', t.locale)}
                  packagePrice={pkg.data.price}
                  zone={zone}
                  manifestPath={(departure) =>
                    `/dashboard/manage/${packageId}/departures/${departure._id}/manifest`
                  }
                  holdsPath={(departure) =>
                    `/dashboard/manage/${packageId}/departures/${departure._id}/holds`
                  }
                />
              </QueryState>
            </section>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
