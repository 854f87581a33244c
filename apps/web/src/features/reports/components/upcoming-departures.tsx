import type { Overview } from '@wayfare/contract/reports';
import { countText, groupedNumber } from '@wayfare/contract/counts';
import { formatTripDateTime, zoneName } from '@/lib/trip-time';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** `9 booked, 3 held`: paid seats, and seats unpaid bookings hold. */
function takenText(seats: { seatsBooked: number; seatsHeld: number }): string {
  return `${groupedNumber(seats.seatsBooked)} booked, ${groupedNumber(seats.seatsHeld)} held`;
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
  return (
    <section
      aria-labelledby="upcoming-departures-heading"
      className="card bg-base-100 border border-base-300 p-4"
      data-testid="upcoming-departures"
    >
      <h2 id="upcoming-departures-heading" className="text-lg font-semibold">
        Upcoming departures
      </h2>
      <p className="mt-1 text-sm text-base-content/80" data-testid="upcoming-summary">
        {upcoming.departures === 0
          ? `No departure starts in the next ${upcoming.days} days.`
          : `Next ${upcoming.days} days: ${groupedNumber(upcoming.seatsTaken)} of ${countText(upcoming.seatsTotal, 'seat')} taken (${percent.format(upcoming.ratio)}; ${takenText(upcoming)}) on ${countText(upcoming.departures, 'departure')}.`}
      </p>
      {upcoming.next.length > 0 ? (
        <p className="mt-1 text-sm text-base-content/80">
          The next {countText(upcoming.next.length, 'departure')}, times in {zoneName()}:
        </p>
      ) : null}
      {upcoming.next.length > 0 ? (
        <ol
          className="mt-3 flex flex-col gap-3"
          aria-label={`The next departures, times in ${zoneName()}`}
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
                  {formatTripDateTime(departure.startsAt)}
                </time>
              </div>
              <FullBar {...departure} />
              <span className="text-sm tabular-nums">
                {`${groupedNumber(departure.seatsTaken)} of ${countText(departure.seatsTotal, 'seat')} taken (${percent.format(departure.ratio)}): ${takenText(departure)}`}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
