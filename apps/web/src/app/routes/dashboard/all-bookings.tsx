import { PageHeading } from '@/components/ui/page-heading';
import { AllBookings } from '@/features/bookings/components/all-bookings';
import { BookingDepartureSeats } from '@/features/departures-admin/components/booking-departure-seats';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  return (
    <section>
      <PageHeading title={t('dashboardPages.allBookings.title')} />
      <AllBookings
        departureSeats={(booking) =>
          booking.packageId && booking.departureId ? (
            <BookingDepartureSeats
              packageId={booking.packageId}
              departureId={booking.departureId}
              manifestPath={`/dashboard/manage/${booking.packageId}/departures/${booking.departureId}/manifest`}
            />
          ) : null
        }
      />
    </section>
  );
}
