import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { Link } from '@/lib/i18n/router';
import { bookingsMessages } from '../messages';

/**
 * Why the date chosen cannot be booked: the server's refusal, or the date gone while the dialog
 * was open (`lostText`), above the dates as they are now; a way to My Booking when paying would
 * lift a hold limit. Nothing when there is nothing to tell.
 */
export function BookingRefusal(props: {
  /** The server's words; empty or undefined when the traveller has chosen again since. */
  message: string | undefined;
  lostText: string;
  payFirst: boolean;
  allSoldOut: boolean;
}) {
  const { message, lostText } = props;
  const t = useT(bookingsMessages);
  const ref = useRef<HTMLDivElement>(null);
  // A refusal takes the focus (Confirm is disabled under it): its words are read first, and Tab
  // goes on to the dates.
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message && !lostText) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="alert alert-warning alert-soft mb-2 block text-base-content"
      data-testid="booking-refusal"
    >
      <p>
        {message
          ? t('bookings.refusal.message', {
              message,
              allSoldOut: props.allSoldOut ? 'yes' : 'no',
            })
          : lostText}
      </p>
      {props.payFirst ? (
        <Link to="/dashboard/booking" className="link mt-1 inline-block font-medium">
          {t('bookings.refusal.payFirst')}
        </Link>
      ) : null}
    </div>
  );
}
