import { PageHeading } from '@/components/ui/page-heading';
import { AllBookings } from '@/features/bookings/components/all-bookings';
import { BookingDepartureSeats } from '@/features/departures-admin/components/booking-departure-seats';

export function Component() {
  return (
    <section>
      <PageHeading title="All Bookings" />
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
