import type { Booking } from '@wayfare/contract/bookings';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { useT } from '@/lib/i18n/catalog';
import { bookedTitle } from '@/lib/i18n/package-text';
import { paymentsMessages } from '../messages';

/**
 * What one payment paid for (ours, docs/architecture.md, "Seats"): each booking's package,
 * departure (in the trip's zone, said so) and travellers. Bookings not in the list (older than its
 * first 100) are left out.
 */
export function PaidTrips({
  bookingIds,
  bookings,
}: {
  bookingIds: readonly string[];
  bookings: ReadonlyMap<string, Booking>;
}) {
  const t = useT(paymentsMessages);
  const paid = bookingIds.map((id) => bookings.get(id)).filter((b): b is Booking => Boolean(b));
  if (paid.length === 0) return <span>—</span>;
  return (
    <ul className="space-y-1 text-sm">
      {paid.map((booking) => {
        const travellers = booking.travellers ?? 1;
        return (
          <li key={booking._id}>
            <span className="font-medium" lang={bookedTitle(booking, t.locale).lang}>
              {bookedTitle(booking, t.locale).text}
            </span>
            <br />
            {booking.departureStartsAt ? (
              <time dateTime={booking.departureStartsAt}>
                {formatTripDateTimeZoned(booking.departureStartsAt, t.numbers)}
              </time>
            ) : (
              t('payments.trips.noDate')
            )}
            {`, ${t('payments.trips.travellers', { count: travellers })}`}
          </li>
        );
      })}
    </ul>
  );
}
