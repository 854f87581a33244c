import { useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/router';

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
          ? `${message} The dates below show the seats left now.${
              props.allSoldOut ? '' : ' Choose a date to book again.'
            }`
          : lostText}
      </p>
      {props.payFirst ? (
        <Link to="/dashboard/booking" className="link mt-1 inline-block font-medium">
          Go to My Booking to pay
        </Link>
      ) : null}
    </div>
  );
}
