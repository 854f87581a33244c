import { PageHeading } from '@/components/ui/page-heading';
import { AllBookings } from '@/features/bookings/components/all-bookings';

export function Component() {
  return (
    <section>
      <PageHeading title="All Bookings" />
      <AllBookings />
    </section>
  );
}
