import { Link } from '@/lib/i18n/router';
import { Prose } from '@/components/ui/prose';

/** Terms & Conditions: booking, paying, cancelling and reviewing on Wayfare (true of the code). */
export function Component() {
  return (
    <Prose>
      <h1>Terms &amp; Conditions</h1>
      <p className="text-lg">
        These terms apply when you book a trip or write on Wayfare. They are short on purpose; if
        anything is unclear, <Link to="/contact">ask us</Link> before you book.
      </p>
      <h2>Bookings and prices</h2>
      <p>
        Prices are in US dollars, per person, and include what the package description lists. The
        price of a booking is the package&rsquo;s price when you book it; a later change of the
        package does not change your booking. A booking is confirmed once it is paid.
      </p>
      <h2>Paying</h2>
      <p>
        You pay by card on our checkout page, for all your unpaid bookings at once. Your card is
        charged only the amount shown on the Pay button.
      </p>
      <h2>Cancelling</h2>
      <ul>
        <li>An unpaid booking can be cancelled at any time from My Booking, free of charge.</li>
        <li>
          A paid booking can be cancelled from My Booking; its price is refunded to the card that
          paid for it. Refunds usually reach your account within 5 to 10 working days.
        </li>
        <li>
          If we withdraw a package, we tell you, and unpaid bookings of it can no longer be paid;
          paid ones are honoured or refunded in full, as you prefer.
        </li>
      </ul>
      <h2>Reviews and messages</h2>
      <p>
        Reviews are published under your name. Write about your own experience; we remove reviews
        that are abusive, untrue or advertise something else.
      </p>
      <h2>Our responsibility</h2>
      <p>
        We plan and book your trip with care and answer for what we arrange. We are not responsible
        for events outside our control, such as weather, strikes or closed roads, though we will
        help you rearrange. These terms are governed by the law of Bangladesh.
      </p>
      <p className="text-sm">Last updated: 25 November 2026.</p>
    </Prose>
  );
}
