import { useEffect, useId, useRef } from 'react';
import { Link } from '@/lib/i18n/router';
import { formatUsd } from '@/lib/format';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import type { BookedTrip } from './booking-dialog';

/**
 * What the page behind the booking dialog offers once it has closed on a booking (the spec's
 * toast says only that it worked): paying for it now, or seeing it among the traveller's bookings.
 * It takes the focus as it appears, so that a keyboard or screen reader user lands on it; put
 * away, it gives the focus back where it was.
 */
export function BookedNextSteps(props: { trip: BookedTrip; onDismiss: () => void }) {
  const { trip, onDismiss } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const before = useRef<Element | null>(null);

  useEffect(() => {
    before.current = document.activeElement;
    heading.current?.focus();
  }, [trip.bookingId]);

  function dismiss() {
    const back = before.current;
    onDismiss();
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }

  const facts = [
    trip.startsAt ? formatTripDateTimeZoned(trip.startsAt) : null,
    trip.travellers === 1 ? '1 traveller' : `${trip.travellers} travellers`,
    trip.total === null ? null : formatUsd(trip.total),
  ].filter(Boolean);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="booked-next-steps"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100 p-4 shadow-lg sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[26rem] sm:rounded-box sm:border"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="rounded-sm text-lg font-semibold focus:outline-2 focus:outline-offset-2 focus:outline-primary"
      >
        Booked: {trip.packageTitle}
      </h2>
      <p className="mt-1 text-sm">{facts.join(' · ')}</p>
      <p className="mt-1 text-sm text-base-content/75">
        {trip.holdExpiresAt
          ? `Your seats are held until ${formatTripDateTimeZoned(trip.holdExpiresAt)}; pay before then to keep them.`
          : 'It is confirmed once it is paid.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/dashboard/payment?booking=${encodeURIComponent(trip.bookingId)}`}
          className="btn btn-primary btn-sm"
        >
          Pay now
        </Link>
        <Link to="/dashboard/booking" className="btn btn-outline btn-sm">
          See my bookings
        </Link>
        <button type="button" className="btn btn-ghost btn-sm ms-auto" onClick={dismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
