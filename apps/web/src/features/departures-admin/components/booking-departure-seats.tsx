import { useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/i18n/router';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { usePackageDepartures } from '@/features/departures-admin/api/get-departures';
import { manifestQueryOptions } from '@/features/departures-admin/api/get-manifest';
import { occupancyOf, seatsTaken } from '@/features/departures-admin/occupancy';
import { useT } from '@/lib/i18n/catalog';
import { departuresMessages } from '@/features/departures-admin/messages';
import { OccupancyMeter } from './occupancy-meter';

/**
 * How full a booking's departure is (All Bookings, admin), from the package's departures (one
 * request per package, shared by its bookings); a closed departure's seats from its manifest.
 * Links to the departure's manifest.
 */
export function BookingDepartureSeats(props: {
  packageId: string;
  departureId: string;
  manifestPath: string;
}) {
  const t = useT(departuresMessages);
  const departures = usePackageDepartures(props.packageId);
  const departure = departures.data?.find((d) => d._id === props.departureId);
  const manifest = useQuery({
    ...manifestQueryOptions(props.departureId),
    enabled: departure?.status === 'closed',
  });
  if (!departure) return null;
  const taken = seatsTaken(departure, manifest.data);
  return (
    <span className="flex flex-col items-end gap-1 sm:items-start">
      {departure.status === 'cancelled' ? (
        <span className="text-sm">{t('departures.bookingSeats.cancelled')}</span>
      ) : taken === null ? null : (
        <OccupancyMeter compact occupancy={occupancyOf(departure.seatsTotal, taken)} />
      )}
      <Link
        to={props.manifestPath}
        className="link text-sm"
        aria-label={t('departures.manifestOf', {
          when: formatTripDateTimeZoned(departure.startsAt, t.numbers),
        })}
      >
        {t('departures.manifest')}
      </Link>
    </span>
  );
}
