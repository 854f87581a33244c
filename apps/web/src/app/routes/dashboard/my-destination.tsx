import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { TripRequestsTable } from '@/features/trip-requests/components/trip-requests-table';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title={t('dashboardPages.destination.title')} />
      <TripRequestsTable email={user?.email ?? ''} />
    </section>
  );
}
