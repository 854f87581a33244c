import { useParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { tripZoneLabel } from '@/lib/trip-time';
import { useHolds } from '@/features/departures-admin/api/get-holds';
import { HoldsView } from '@/features/departures-admin/components/holds-view';

/** The seats unpaid bookings hold on one departure (admin), each with Release. */
export function Component() {
  const params = useParams();
  const holds = useHolds(params.departureId ?? '');
  const packageId = holds.data?.departure.packageId ?? params.id ?? '';
  return (
    <section>
      <Link
        to={`/dashboard/manage/${packageId}/departures`}
        className="link mb-2 inline-block text-sm"
      >
        Back to the departures
      </Link>
      <QueryState
        isPending={holds.isPending}
        error={holds.error}
        onRetry={() => void holds.refetch()}
      >
        {holds.data ? (
          <>
            <PageHeading title={`Seat holds: ${holds.data.packageTitle}`}>
              Unpaid bookings holding seats on this departure. Times are in the trip’s zone (
              {tripZoneLabel(holds.data.departure.startsAt)}), whatever zone this device is in.
            </PageHeading>
            <HoldsView holds={holds.data} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
