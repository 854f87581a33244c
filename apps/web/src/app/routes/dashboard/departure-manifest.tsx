import { useParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useManifest } from '@/features/departures-admin/api/get-manifest';
import { ManifestView } from '@/features/departures-admin/components/manifest-view';

/** Who travels on one departure (admin), with the same list as a CSV file. */
export function Component() {
  const params = useParams();
  const manifest = useManifest(params.departureId ?? '');
  const packageId = manifest.data?.departure.packageId ?? params.id ?? '';
  return (
    <section>
      <Link
        to={`/dashboard/manage/${packageId}/departures`}
        className="link mb-2 inline-block text-sm"
      >
        Back to the departures
      </Link>
      <QueryState
        isPending={manifest.isPending}
        error={manifest.error}
        onRetry={() => void manifest.refetch()}
      >
        {manifest.data ? (
          <>
            <PageHeading title={`Manifest: ${manifest.data.packageTitle}`}>
              Who travels on this departure. Times are in the trip’s zone.
            </PageHeading>
            <ManifestView manifest={manifest.data} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
