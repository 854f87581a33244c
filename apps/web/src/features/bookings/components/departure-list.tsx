import type { Departure } from '@wayfare/contract/departures';
import { formatUsd } from '@/lib/format';
import { formatTripDateTime, tripZoneLabel } from '@/lib/trip-time';
import { isBookable, seatsLeftText } from '@/features/bookings/departure-choice';
import { useT } from '@/lib/i18n/catalog';
import { bookingsMessages } from '../messages';

/**
 * A package's upcoming departures (ours, docs/product.md §2), soonest first: when each starts (in
 * the trip's zone, said so), the seats left and the price per traveller; a sold-out or closed date
 * is shown as such. Booking itself happens in the booking dialog.
 */
export function DepartureList({ departures }: { departures: readonly Departure[] }) {
  const t = useT(bookingsMessages);
  if (departures.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-4 text-base-content/80">
        {t('bookings.departures.none')}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="departures">
      {departures.map((departure) => {
        const bookable = isBookable(departure);
        return (
          <li
            key={departure._id}
            className={`flex items-center justify-between gap-3 rounded-box p-4 ring-1 ${
              bookable ? 'bg-base-100 ring-base-300' : 'bg-base-200 ring-base-200'
            }`}
            data-departure={departure._id}
          >
            <div>
              <time dateTime={departure.startsAt} className="block font-semibold">
                {formatTripDateTime(departure.startsAt, t.numbers)}
              </time>
              <span className="text-sm text-base-content/75">
                {tripZoneLabel(departure.startsAt, t.numbers)}
              </span>
            </div>
            <div className="text-right">
              <span
                className={`badge whitespace-nowrap ${bookable ? (departure.seatsLeft <= 5 ? 'badge-warning' : 'badge-success') : 'badge-neutral'}`}
              >
                {seatsLeftText(departure, t)}
              </span>
              <p className="mt-1 font-semibold">
                {formatUsd(departure.price, t.numbers)}{' '}
                <span className="text-sm font-normal text-base-content/75">
                  {t('bookings.departures.each')}
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
