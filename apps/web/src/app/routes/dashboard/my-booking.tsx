import { PageHeading } from '@/components/ui/page-heading';
import { MyBookings } from '@/features/bookings/components/my-bookings';
import { useAuth } from '@/features/identity/use-auth';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title={t('dashboardPages.myBooking.title')} />
      <MyBookings email={user?.email ?? ''} />
    </section>
  );
}
