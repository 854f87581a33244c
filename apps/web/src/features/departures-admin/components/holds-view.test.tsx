import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartureHolds } from '@wayfare/contract/seat-holds';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialog, successToast } from '@/lib/alerts';
import { setTripTimeZone } from '@/lib/trip-time';
import { HoldsView } from './holds-view';

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  successToast: vi.fn(),
}));

const confirmed = (isConfirmed: boolean) => ({
  isConfirmed,
  isDenied: false,
  isDismissed: !isConfirmed,
});

const HOLDS: DepartureHolds = {
  departure: {
    _id: 'd-1',
    packageId: 'p-1',
    startsAt: '2027-03-15T07:30:00+06:00',
    status: 'open',
    seatsTotal: 10,
    seatsTaken: 5,
  },
  packageTitle: 'Sajek Valley Sunrise',
  packageTitleBn: null,
  seatsHeld: 4,
  holds: [
    {
      bookingId: 'b-1',
      name: 'Farzana Yasmin',
      email: 'farzana@example.com',
      travellers: 3,
      heldSince: '2027-03-01T09:05:00+06:00',
      heldUntil: '2027-03-02T09:05:00+06:00',
    },
    {
      bookingId: 'b-2',
      name: 'Rafi Islam',
      email: 'rafi@example.com',
      travellers: 1,
      heldSince: '2027-03-01T10:00:00+06:00',
      heldUntil: '2027-03-02T10:00:00+06:00',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 300 ? 'application/json' : 'application/problem+json' },
  });

function renderView(holds: DepartureHolds = HOLDS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HoldsView holds={holds} />
    </QueryClientProvider>,
  );
}

/** The table's row of a traveller. */
function rowOf(name: string) {
  const row = within(screen.getByTestId('holds-table')).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** The POST requests a fetch spy saw. */
const posts = (spy: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  spy.mock.calls.filter(([, init]) => init?.method === 'POST');

// The zone the server names in the page (TRIP_TIME_ZONE), as a page from it would carry.
beforeEach(() => setTripTimeZone('Asia/Dhaka'));
afterEach(() => {
  setTripTimeZone(undefined);
  vi.restoreAllMocks();
  vi.mocked(successToast).mockClear();
});

describe('HoldsView', () => {
  it('shows who holds how many seats, since and until when, in the trip zone it names', () => {
    renderView();
    const table = screen.getByTestId('holds-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Who',
      'Seats',
      'Held since (Dhaka time)',
      'Held until (Dhaka time)',
      'Actions',
    ]);
    const row = rowOf('Farzana Yasmin');
    expect(row.getByRole('link', { name: 'farzana@example.com' })).toHaveAttribute(
      'href',
      'mailto:farzana@example.com',
    );
    expect(row.getByText('Mon 1 Mar 2027, 09:05')).toHaveAttribute(
      'datetime',
      '2027-03-01T09:05:00+06:00',
    );
    expect(row.getByText('Tue 2 Mar 2027, 09:05')).toBeInTheDocument();
    expect(screen.getByTestId('holds-counts')).toHaveTextContent('4 seats on 2 bookings');
  });

  it('asks first, naming the traveller and the seats, and releases nothing when kept', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const fire = vi.spyOn(dialog, 'fire').mockResolvedValue(confirmed(false));
    renderView();
    const button = rowOf('Farzana Yasmin').getByRole('button', {
      name: 'Release the hold of Farzana Yasmin (3 seats)',
    });
    await userEvent.setup().click(button);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Release this seat hold?',
        confirmButtonText: 'Release hold',
        cancelButtonText: 'Keep hold',
        focusCancel: true,
      }),
      'en',
    );
    expect(fire.mock.calls[0]![0].text).toBe(
      'Farzana Yasmin’s unpaid booking of 3 seats ends now and its seats go back on sale. farzana@example.com is told by e-mail and can book again while seats are left.',
    );
    expect(posts(fetch)).toEqual([]);
    // The focus is back where it was.
    expect(button).toHaveFocus();
    expect(screen.getByTestId('holds-status')).toHaveTextContent('');
  });

  it('releases once confirmed, then says so in the line that takes the focus', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        json({ bookingId: 'b-1', status: 'expired', seatsReleased: 3, seatsLeft: 8 }),
      );
    vi.spyOn(dialog, 'fire').mockResolvedValue(confirmed(true));
    renderView();
    await userEvent
      .setup()
      .click(rowOf('Farzana Yasmin').getByRole('button', { name: /^Release the hold of Farzana/ }));
    const status = screen.getByTestId('holds-status');
    await vi.waitFor(() =>
      expect(status).toHaveTextContent(
        'Released the hold of Farzana Yasmin: 3 seats back on sale, 8 left.',
      ),
    );
    await vi.waitFor(() => expect(status).toHaveFocus());
    expect(posts(fetch).map(([url]) => url)).toEqual(['/api/departures/d-1/holds/b-1/release']);
    expect(successToast).toHaveBeenCalledWith('Seat hold released');
  });

  it('says why a release was refused, in the server’s words', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(
        {
          type: 'about:blank',
          title: 'This seat hold cannot be released',
          status: 409,
          code: 'HOLD_NOT_RELEASABLE',
          detail: 'This seat hold was released already; its seats are back on sale.',
        },
        409,
      ),
    );
    vi.spyOn(dialog, 'fire').mockResolvedValue(confirmed(true));
    renderView();
    await userEvent
      .setup()
      .click(rowOf('Rafi Islam').getByRole('button', { name: /^Release the hold of Rafi/ }));
    const status = screen.getByTestId('holds-status');
    await vi.waitFor(() =>
      expect(status).toHaveTextContent(
        'The hold of Rafi Islam was not released: This seat hold was released already; its seats are back on sale.',
      ),
    );
    expect(status).toHaveClass('text-error');
    expect(successToast).not.toHaveBeenCalled();
  });

  it('says when no seats are held', () => {
    renderView({ ...HOLDS, seatsHeld: 0, holds: [] });
    expect(screen.getByText('No seats are held unpaid on this departure.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Release/ })).toBeNull();
  });
});
