import type { Booking } from '@wayfare/contract/bookings';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { paymentsMessages } from '../messages';
import { CheckoutSummary, seatPrice } from './checkout-summary';

/* What checkout says before the card: the date, seats × a seat's price, the total, the terms. */

function booking(overrides: Partial<Booking>): Booking {
  return {
    _id: 'b1',
    packageId: 'p1',
    packageTitle: 'Tanguar Haor Houseboat',
    name: 'Nadia Rahman',
    email: 'nadia@example.com',
    duration: '2 days',
    price: 498,
    status: 'unpaid',
    createdAt: '2026-12-02T06:00:00.000Z',
    departureId: 'd1',
    departureStartsAt: '2027-01-12T07:00:00+06:00',
    travellers: 2,
    travellerNames: [],
    holdExpiresAt: null,
    ...overrides,
  };
}

describe('CheckoutSummary', () => {
  it('shows each booking’s departure, seats × price and the total, and links the terms', () => {
    render(
      <MemoryRouter>
        <CheckoutSummary
          bookings={[
            booking({}),
            booking({
              _id: 'b2',
              packageTitle: 'Sundarbans Day Cruise',
              price: 1250,
              travellers: 1,
              departureId: null,
              departureStartsAt: null,
            }),
          ]}
          total={1748}
          highlight="b2"
        />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByTestId('checkout-booking') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(
      `Departs ${formatTripDateTimeZoned('2027-01-12T07:00:00+06:00')} · 2 days · for Nadia Rahman`,
    );
    expect(within(first).getByTestId('seat-times')).toHaveTextContent('2 seats × $249');
    expect(first).toHaveTextContent('$498');
    expect(within(first).queryByText('Just booked')).not.toBeInTheDocument();
    // Sold without a date: no departure said; one seat at the money the app writes ($1,250).
    expect(second).not.toHaveTextContent('Departs');
    expect(within(second).getByTestId('seat-times')).toHaveTextContent('1 seat × $1,250');
    expect(within(second).getByText('Just booked')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$1,748');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('never shows a seat price that the booking’s price does not divide into', () => {
    expect(seatPrice({ price: 498, travellers: 2 })).toBe(249);
    expect(seatPrice({ price: 250, travellers: undefined })).toBe(250);
    expect(seatPrice({ price: 100, travellers: 3 })).toBeUndefined();
    render(
      <MemoryRouter>
        <CheckoutSummary bookings={[booking({ price: 100, travellers: 3 })]} total={100} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('seat-times')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-booking')).toHaveTextContent('$100');
  });

  it('on a Bangla page, says it in Bangla with Bangla digits and keeps the terms link in Bangla', async () => {
    await paymentsMessages.ready('bn');
    render(
      <MemoryRouter initialEntries={['/bn/dashboard/payment']}>
        <CheckoutSummary bookings={[booking({})]} total={1748} highlight="b1" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'আপনি যেগুলোর জন্য পরিশোধ করছেন' }),
    ).toBeInTheDocument();
    const row = screen.getByTestId('checkout-booking');
    expect(row).toHaveTextContent(
      `যাত্রা: ${formatTripDateTimeZoned('2027-01-12T07:00:00+06:00', 'bn')} · 2 days · Nadia Rahman-এর জন্য`,
    );
    expect(within(row).getByTestId('seat-times')).toHaveTextContent('২টি আসন × $২৪৯');
    expect(within(row).getByText('এইমাত্র বুক করা')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$১,৭৪৮');
    expect(screen.getByRole('link', { name: 'শর্তাবলি' })).toHaveAttribute('href', '/bn/terms');
  });
});
