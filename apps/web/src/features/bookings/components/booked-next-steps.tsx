import { useEffect, useId, useRef } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { Link } from '@/lib/i18n/router';
import { formatUsd } from '@/lib/format';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { bookingsMessages } from '../messages';
import type { BookedTrip } from './booking-dialog';

/**
 * What the page behind the booking dialog offers once it has closed on a booking (the spec's
 * toast says only that it worked): paying for it now, or seeing it among the traveller's bookings.
 * It takes the focus as it appears, so that a keyboard or screen reader user lands on it; put
 * away, it gives the focus back where it was.
 */
export function BookedNextSteps(props: { trip: BookedTrip; onDismiss: () => void }) {
  const { trip, onDismiss } = props;
  const t = useT(bookingsMessages);
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
    trip.startsAt ? formatTripDateTimeZoned(trip.startsAt, t.numbers) : null,
    t('bookings.travellers.count', { count: trip.travellers }),
    trip.total === null ? null : formatUsd(trip.total, t.numbers),
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
        {t('bookings.booked.title', { title: trip.packageTitle })}
      </h2>
      <p className="mt-1 text-sm">{facts.join(' · ')}</p>
      <p className="mt-1 text-sm text-base-content/75">
        {trip.holdExpiresAt
          ? t('bookings.booked.held', {
              time: formatTripDateTimeZoned(trip.holdExpiresAt, t.numbers),
            })
          : t('bookings.booked.confirmedOncePaid')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/dashboard/payment?booking=${encodeURIComponent(trip.bookingId)}`}
          className="btn btn-primary btn-sm"
        >
          {t('bookings.booked.payNow')}
        </Link>
        <Link to="/dashboard/booking" className="btn btn-outline btn-sm">
          {t('bookings.booked.seeBookings')}
        </Link>
        <button type="button" className="btn btn-ghost btn-sm ms-auto" onClick={dismiss}>
          {t('bookings.booked.notNow')}
        </button>
      </div>
    </section>
  );
}
