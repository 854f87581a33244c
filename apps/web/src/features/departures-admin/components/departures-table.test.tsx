import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { Departure } from '@wayfare/contract/departures';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeparturesTable } from './departures-table';
import { OccupancyMeter } from './occupancy-meter';
import { occupancyOf } from '@/features/departures-admin/occupancy';
import { departuresMessages } from '@/features/departures-admin/messages';
import type { PackageText } from '@/lib/i18n/package-text';

const departure = (id: string, extra: Partial<Departure>): Departure => ({
  _id: id,
  packageId: 'p-1',
  startsAt: '2027-03-15T07:30:00+06:00',
  seatsTotal: 1,
  seatsLeft: 1,
  price: 450,
  ownPrice: false,
  status: 'open',
  ...extra,
});

function renderTable(
  departures: Departure[],
  path = '/',
  title: PackageText = { text: 'Sajek Valley Sunrise', lang: undefined },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <QueryClientProvider client={client}>
            <DeparturesTable
              departures={departures}
              packageTitle={title}
              packagePrice={450}
              zone="Dhaka time"
              manifestPath={(d) => `/manifest/${d._id}`}
              holdsPath={(d) => `/holds/${d._id}`}
            />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

/** The Seats cell of a departure's row. */
function seatsOf(id: string): string {
  const row = document.querySelector(`[data-departure="${id}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${id}`);
  return within(row).getByText(/seat/).textContent ?? '';
}

describe('the departures’ caption', () => {
  it('marks a title in the other language (a Bangla page’s English fallback) with its lang', async () => {
    renderTable([departure('d-1', {})], '/', { text: 'Sajek Valley Sunrise', lang: 'en' });
    const table = await screen.findByTestId('departures-table');
    const caption = table.querySelector('caption');
    expect(caption?.textContent).toBe('Departures of Sajek Valley Sunrise');
    expect(caption?.querySelector('[lang="en"]')?.textContent).toBe('Sajek Valley Sunrise');
  });
});

describe('the departures’ seats, in words', () => {
  it('says “1 seat” of a one-seat departure, cancelled or closed, and “seats” of more', async () => {
    renderTable([
      departure('cancelled-1', { status: 'cancelled', seatsTotal: 1, seatsLeft: 0 }),
      departure('cancelled-8', {
        status: 'cancelled',
        seatsTotal: 8,
        seatsLeft: 0,
        startsAt: '2027-03-16T07:30:00+06:00',
      }),
      departure('closed-1', {
        status: 'closed',
        seatsTotal: 1,
        seatsLeft: 0,
        startsAt: '2027-03-17T07:30:00+06:00',
      }),
    ]);
    await screen.findByTestId('departures-table');
    expect(seatsOf('cancelled-1')).toBe('1 seat; bookings ended');
    expect(seatsOf('cancelled-8')).toBe('8 seats; bookings ended');
    expect(seatsOf('closed-1')).toBe('1 seat');
  });

  it('counts the seats taken of one seat in the singular (All Bookings’ compact meter)', () => {
    render(<OccupancyMeter compact occupancy={occupancyOf(1, 0)} />);
    expect(screen.getByText(/seat/).textContent).toBe('0 of 1 seat taken');
  });

  it('says it in Bangla on a Bangla page, with Bangla digits', async () => {
    await departuresMessages.ready('bn');
    renderTable(
      [
        departure('cancelled-8', { status: 'cancelled', seatsTotal: 8, seatsLeft: 0 }),
        departure('open-40', {
          seatsTotal: 40,
          seatsLeft: 28,
          startsAt: '2027-03-16T07:30:00+06:00',
        }),
      ],
      '/bn/dashboard/manage/p-1/departures',
    );
    const table = await screen.findByTestId('departures-table');
    const row = (id: string) => table.querySelector(`[data-departure="${id}"]`) as HTMLElement;
    expect(within(row('cancelled-8')).getByText(/আসন/).textContent).toBe('৮টি আসন; বুকিং শেষ হয়েছে');
    expect(within(row('cancelled-8')).getByText('বাতিল', { selector: '.badge' })).toBeVisible();
    expect(within(row('open-40')).getByText('৪০টির মধ্যে ১২টি নেওয়া হয়েছে')).toBeVisible();
    expect(within(row('open-40')).getByText('$৪৫০')).toBeVisible();
  });
});
