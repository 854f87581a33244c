import { useParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useManifest } from '@/features/departures-admin/api/get-manifest';
import { ManifestView } from '@/features/departures-admin/components/manifest-view';
import { useT } from '@/lib/i18n/catalog';
import { bookedTitle } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { dashboardPagesMessages } from './messages';

/** Who travels on one departure (admin), with the same list as a CSV file. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  const params = useParams();
  const manifest = useManifest(params.departureId ?? '');
  const packageId = manifest.data?.departure.packageId ?? params.id ?? '';
  return (
    <section>
      <Link
        to={`/dashboard/manage/${packageId}/departures`}
        className="link mb-2 inline-block text-sm"
      >
        {t('dashboardPages.departures.back')}
      </Link>
      <QueryState
        isPending={manifest.isPending}
        error={manifest.error}
        onRetry={() => void manifest.refetch()}
      >
        {manifest.data ? (
          <>
            <PageHeading
              title={
                <RichText
                  t={t}
                  id="dashboardPages.manifest.title"
                  values={{ title: bookedTitle(manifest.data, t.locale).text }}
                  components={{ 0: <span lang={bookedTitle(manifest.data, t.locale).lang} /> }}
                />
              }
            >
              {t('dashboardPages.manifest.intro')}
            </PageHeading>
            <ManifestView manifest={manifest.data} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
