import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { BookedNextSteps } from './booked-next-steps';
import type { BookedTrip } from './booking-dialog';

/* What the page offers once the booking dialog has closed on a booking: pay it, or see it. */

const trip: BookedTrip = {
  bookingId: 'b 9',
  packageTitle: 'Ratargul Swamp Forest',
  startsAt: '2027-01-12T07:00:00+06:00',
  travellers: 2,
  total: 300,
  holdExpiresAt: '2026-12-02T12:30:00+06:00',
};

function renderSteps(booked: BookedTrip, onDismiss = vi.fn()) {
  render(
    <MemoryRouter>
      <button type="button">Book Now</button>
      <BookedNextSteps trip={booked} onDismiss={onDismiss} />
    </MemoryRouter>,
  );
  return onDismiss;
}

describe('BookedNextSteps', () => {
  it('offers Pay now for that booking and See my bookings, and says what was booked', () => {
    renderSteps(trip);
    const region = screen.getByRole('region', { name: 'Booked: Ratargul Swamp Forest' });
    expect(region).toHaveTextContent(
      `${formatTripDateTimeZoned(trip.startsAt!)} · 2 travellers · $300`,
    );
    expect(region).toHaveTextContent(
      `Your seats are held until ${formatTripDateTimeZoned(trip.holdExpiresAt!)}; pay before then to keep them.`,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/dashboard/payment?booking=b%209',
    );
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute(
      'href',
      '/dashboard/booking',
    );
    // It takes the focus as it appears: a keyboard user is one Tab from Pay now.
    expect(screen.getByRole('heading', { name: 'Booked: Ratargul Swamp Forest' })).toHaveFocus();
  });

  it('says no date or total it does not know, and gives the focus back when put away', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <button type="button">Book Now</button>
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Book Now' }).focus();
    const onDismiss = vi.fn();
    render(
      <MemoryRouter>
        <BookedNextSteps
          trip={{ ...trip, startsAt: null, travellers: 1, total: null, holdExpiresAt: null }}
          onDismiss={onDismiss}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Booked: Ratargul Swamp Forest' });
    expect(region).toHaveTextContent('1 traveller');
    expect(region).not.toHaveTextContent('$');
    expect(region).toHaveTextContent('It is confirmed once it is paid.');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
  });
});
