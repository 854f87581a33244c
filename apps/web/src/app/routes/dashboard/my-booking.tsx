import { PageHeading } from '@/components/ui/page-heading';
import { MyBookings } from '@/features/bookings/components/my-bookings';
import { useAuth } from '@/features/identity/use-auth';

export function Component() {
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title="My Booking" />
      <MyBookings email={user?.email ?? ''} />
    </section>
  );
}
