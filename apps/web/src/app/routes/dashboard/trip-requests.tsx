import { PageHeading } from '@/components/ui/page-heading';
import { TripRequestsInbox } from '@/features/trip-requests/components/trip-requests-inbox';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  return (
    <section>
      <PageHeading title={t('dashboardPages.tripRequests.title')}>
        {t('dashboardPages.tripRequests.intro')}
      </PageHeading>
      <TripRequestsInbox />
    </section>
  );
}
