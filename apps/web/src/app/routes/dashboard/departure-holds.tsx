import { useParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { tripZoneLabel } from '@/lib/trip-time';
import { useHolds } from '@/features/departures-admin/api/get-holds';
import { HoldsView } from '@/features/departures-admin/components/holds-view';
import { useT } from '@/lib/i18n/catalog';
import { bookedTitle } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { dashboardPagesMessages } from './messages';

/** The seats unpaid bookings hold on one departure (admin), each with Release. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  const params = useParams();
  const holds = useHolds(params.departureId ?? '');
  const packageId = holds.data?.departure.packageId ?? params.id ?? '';
  return (
    <section>
      <Link
        to={`/dashboard/manage/${packageId}/departures`}
        className="link mb-2 inline-block text-sm"
      >
        {t('dashboardPages.departures.back')}
      </Link>
      <QueryState
        isPending={holds.isPending}
        error={holds.error}
        onRetry={() => void holds.refetch()}
      >
        {holds.data ? (
          <>
            <PageHeading
              title={
                <RichText
                  t={t}
                  id="dashboardPages.holds.title"
                  values={{ title: bookedTitle(holds.data, t.locale).text }}
                  components={{ 0: <span lang={bookedTitle(holds.data, t.locale).lang} /> }}
                />
              }
            >
              {t('dashboardPages.holds.intro', {
                zone: tripZoneLabel(holds.data.departure.startsAt, t.numbers),
              })}
            </PageHeading>
            <HoldsView holds={holds.data} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
