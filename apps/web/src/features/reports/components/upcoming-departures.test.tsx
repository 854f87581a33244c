import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Overview } from '@wayfare/contract/reports';
import { loadDefinedCatalogs } from '@/lib/i18n/catalog';
import { UpcomingDepartures } from './upcoming-departures';

const UPCOMING: Overview['upcoming'] = {
  days: 30,
  departures: 2,
  seatsTotal: 30,
  seatsTaken: 12,
  seatsBooked: 9,
  seatsHeld: 3,
  ratio: 0.4,
  next: [
    {
      departureId: 'd1',
      packageId: 'p1',
      title: 'Sajek Valley Clouds',
      startsAt: '2026-12-24T07:00:00+06:00',
      seatsTotal: 10,
      seatsTaken: 5,
      seatsBooked: 3,
      seatsHeld: 2,
      ratio: 0.5,
    },
  ],
};

describe('UpcomingDepartures', () => {
  it('says how full the departures ahead are, booked and held, and lists the next ones', () => {
    render(<UpcomingDepartures upcoming={UPCOMING} />);
    expect(screen.getByRole('heading', { name: 'Upcoming departures' })).toBeInTheDocument();
    expect(screen.getByTestId('upcoming-summary')).toHaveTextContent(
      'Next 30 days: 12 of 30 seats taken (40%; 9 booked, 3 held) on 2 departures.',
    );
    expect(screen.getByText(/^The next 1 departure, times in /)).toBeInTheDocument();
    const item = within(screen.getByRole('listitem'));
    expect(item.getByText('Sajek Valley Clouds')).toBeInTheDocument();
    expect(item.getByText('5 of 10 seats taken (50%): 3 booked, 2 held')).toBeInTheDocument();
    expect(item.getByText('Thu 24 Dec 2026, 07:00')).toBeInTheDocument();
  });

  it('says so when no departure starts soon', () => {
    render(
      <UpcomingDepartures
        upcoming={{
          ...UPCOMING,
          departures: 0,
          seatsTotal: 0,
          seatsTaken: 0,
          seatsBooked: 0,
          seatsHeld: 0,
          ratio: 0,
          next: [],
        }}
      />,
    );
    expect(screen.getByTestId('upcoming-summary')).toHaveTextContent(
      'No departure starts in the next 30 days.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says it in Bangla, with Bangla digits, on a Bangla page', async () => {
    await loadDefinedCatalogs('bn');
    render(
      <MemoryRouter initialEntries={['/bn/dashboard/overview']}>
        <UpcomingDepartures upcoming={UPCOMING} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'আসন্ন যাত্রা' })).toBeInTheDocument();
    expect(screen.getByTestId('upcoming-summary')).toHaveTextContent(
      'আগামী ৩০ দিন: ২টি যাত্রায় ৩০টি আসনের মধ্যে ১২টি নেওয়া হয়েছে (৪০%; ৯টি বুক করা, ৩টি সংরক্ষিত)।',
    );
    const item = within(screen.getByRole('listitem'));
    expect(
      item.getByText('১০টি আসনের মধ্যে ৫টি নেওয়া হয়েছে (৫০%): ৩টি বুক করা, ২টি সংরক্ষিত'),
    ).toBeInTheDocument();
  });
});
