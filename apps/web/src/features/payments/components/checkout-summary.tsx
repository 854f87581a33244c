import type { Booking } from '@wayfare/contract/bookings';
import { Link } from '@/lib/i18n/router';
import { formatUsd } from '@/lib/format';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { useT } from '@/lib/i18n/catalog';
import { bookedTitle } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { paymentsMessages } from '../messages';

/**
 * The price of one seat of a booking, as the server charged it: its price is for all who travel,
 * the seat's price times the travellers. Undefined when the price does not divide (a booking
 * written before travellers were counted), so that no made-up figure is shown.
 */
export function seatPrice(booking: Pick<Booking, 'price' | 'travellers'>): number | undefined {
  const travellers = booking.travellers ?? 1;
  if (!Number.isInteger(travellers) || travellers < 1) return undefined;
  const each = booking.price / travellers;
  return Number.isInteger(each) ? each : undefined;
}

/**
 * What checkout is about to charge, before the card: each unpaid booking with its departure (in
 * the trip's zone, named), seats × price of a seat = its price, the total, and the terms that
 * apply (a link to /terms until cancellation policies exist). `highlight` is the booking just
 * made, when the traveller came here from its Pay now.
 */
export function CheckoutSummary(props: {
  bookings: readonly Booking[];
  total: number;
  highlight?: string | null;
}) {
  const { bookings, total, highlight } = props;
  const t = useT(paymentsMessages);
  return (
    <section aria-labelledby="paying-for" className="mb-6 max-w-xl">
      <h2 id="paying-for" className="mb-2 text-lg font-semibold">
        {t('payments.summary.heading')}
      </h2>
      <ul className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300">
        {bookings.map((booking) => {
          const travellers = booking.travellers ?? 1;
          const each = seatPrice(booking);
          const justBooked = booking._id === highlight;
          return (
            <li
              key={booking._id}
              className={`flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3 ${
                justBooked ? 'bg-primary/5' : ''
              }`}
              data-testid="checkout-booking"
            >
              <span className="min-w-0">
                <span className="font-medium" lang={bookedTitle(booking, t.locale).lang}>
                  {bookedTitle(booking, t.locale).text}
                </span>
                {justBooked ? (
                  <span className="badge badge-primary badge-sm ms-2 align-middle">
                    {t('payments.summary.justBooked')}
                  </span>
                ) : null}
                <span className="block text-sm text-base-content/75">
                  {booking.departureStartsAt ? (
                    <>
                      <RichText
                        t={t}
                        id="payments.summary.departs"
                        values={{
                          time: formatTripDateTimeZoned(booking.departureStartsAt, t.numbers),
                        }}
                        components={{ 0: <time dateTime={booking.departureStartsAt} /> }}
                      />
                      {' · '}
                    </>
                  ) : null}
                  {t('payments.summary.for', { duration: booking.duration, name: booking.name })}
                </span>
              </span>
              <span className="ms-auto text-end">
                {each !== undefined ? (
                  <span className="block text-sm text-base-content/75" data-testid="seat-times">
                    {t('payments.summary.seatTimes', {
                      count: travellers,
                      price: formatUsd(each, t.numbers),
                    })}
                  </span>
                ) : null}
                <span className="font-semibold">{formatUsd(booking.price, t.numbers)}</span>
              </span>
            </li>
          );
        })}
        <li className="flex justify-between gap-4 px-4 py-3 font-bold">
          <span>{t('payments.summary.total')}</span>
          <span data-testid="checkout-total">{formatUsd(total, t.numbers)}</span>
        </li>
      </ul>
      <p className="mt-3 text-sm">
        <RichText
          t={t}
          id="payments.summary.terms"
          components={{ 0: <Link to="/terms" className="link" /> }}
        />
      </p>
    </section>
  );
}
