import type { Overview } from '@wayfare/contract/reports';
import { formatCount } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { formatTripDateTime, zoneName } from '@/lib/trip-time';
import { reportsMessages } from '../messages';
import { percentText } from '../percent';

type ReportsKey = (typeof reportsMessages.keys)[number];

/** `9 booked, 3 held`: paid seats, and seats unpaid bookings hold. */
function takenText(
  seats: { seatsBooked: number; seatsHeld: number },
  t: Translate<ReportsKey>,
): string {
  return t('reports.upcoming.split', {
    booked: formatCount(seats.seatsBooked, t.numbers),
    held: formatCount(seats.seatsHeld, t.numbers),
  });
}

/** A bar of how full a departure is: booked, then held, on its seats (the text says the same). */
function FullBar(props: { seatsTotal: number; seatsBooked: number; seatsHeld: number }) {
  const share = (seats: number) =>
    props.seatsTotal === 0 ? '0%' : `${Math.min(100, (seats / props.seatsTotal) * 100)}%`;
  return (
    <div aria-hidden="true" className="flex h-2 w-full overflow-hidden rounded bg-base-300">
      <div className="bg-primary" style={{ width: share(props.seatsBooked) }} />
      <div className="bg-warning" style={{ width: share(props.seatsHeld) }} />
    </div>
  );
}

/**
 * How full the departures ahead are, whatever the report's period: the seats booked and held on
 * the departures starting within the server's window (the next 30 days), and the next few by
 * start, times in the trip zone.
 */
export function UpcomingDepartures({ upcoming }: { upcoming: Overview['upcoming'] }) {
  const t = useT(reportsMessages);
  const count = (n: number) => formatCount(n, t.numbers);
  const percent = (ratio: number) => percentText(ratio, t.locale, 0);
  const zone = zoneName(undefined, t.numbers);
  return (
    <section
      aria-labelledby="upcoming-departures-heading"
      className="card bg-base-100 border border-base-300 p-4"
      data-testid="upcoming-departures"
    >
      <h2 id="upcoming-departures-heading" className="text-lg font-semibold">
        {t('reports.upcoming.heading')}
      </h2>
      <p className="mt-1 text-sm text-base-content/80" data-testid="upcoming-summary">
        {upcoming.departures === 0
          ? t('reports.upcoming.none', { days: count(upcoming.days) })
          : t('reports.upcoming.summary', {
              days: count(upcoming.days),
              taken: count(upcoming.seatsTaken),
              seats: upcoming.seatsTotal,
              percent: percent(upcoming.ratio),
              split: takenText(upcoming, t),
              departures: upcoming.departures,
            })}
      </p>
      {upcoming.next.length > 0 ? (
        <p className="mt-1 text-sm text-base-content/80">
          {t('reports.upcoming.next', { count: upcoming.next.length, zone })}
        </p>
      ) : null}
      {upcoming.next.length > 0 ? (
        <ol
          className="mt-3 flex flex-col gap-3"
          aria-label={t('reports.upcoming.listLabel', { zone })}
        >
          {upcoming.next.map((departure) => (
            <li
              key={departure.departureId}
              className="flex flex-col gap-1"
              data-departure={departure.departureId}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium [overflow-wrap:anywhere]">{departure.title}</span>
                <time dateTime={departure.startsAt} className="text-sm text-base-content/80">
                  {formatTripDateTime(departure.startsAt, t.numbers)}
                </time>
              </div>
              <FullBar {...departure} />
              <span className="text-sm tabular-nums">
                {t('reports.upcoming.item', {
                  taken: count(departure.seatsTaken),
                  seats: departure.seatsTotal,
                  percent: percent(departure.ratio),
                  split: takenText(departure, t),
                })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
