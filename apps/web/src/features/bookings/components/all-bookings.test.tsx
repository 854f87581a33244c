import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@wayfare/contract/bookings';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialog } from '@/lib/alerts';
import { setTripTimeZone } from '@/lib/trip-time';
import { AllBookings } from './all-bookings';

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  successToast: vi.fn(),
  errorToast: vi.fn(),
}));

const BOOKING: Booking = {
  _id: 'b-1',
  packageId: 'p-1',
  packageTitle: 'Sundarbans Mangrove Safari',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  duration: '3 days',
  price: 498,
  status: 'unpaid',
  // 23:30 on New Year's Eve in London; already 05:30 on 1 January in Dhaka.
  createdAt: '2026-12-31T23:30:00.000Z',
  departureId: 'd-1',
  departureStartsAt: '2027-01-15T07:00:00+00:00',
  travellers: 2,
};

const SUMMARY = {
  count: 1,
  total: 498,
  unpaidCount: 1,
  unpaidTotal: 498,
  paid: 0,
  refunded: 0,
  outstanding: 498,
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The API as All Bookings reads it; answers what each list request asked for. */
function serve(rows: Booking[] = [BOOKING]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === '/api/allBooking/summary') return Promise.resolve(json(SUMMARY));
    if (url.startsWith('/api/allBooking/b-1/cancel') && init?.method === 'POST') {
      const reason = (JSON.parse(init.body as string) as { reason: string }).reason;
      rows = rows.map((row) => ({ ...row, status: 'cancelled', cancelReason: reason }));
      return Promise.resolve(json({ bookingId: 'b-1', status: 'cancelled', refunded: 0 }));
    }
    if (url.startsWith('/api/allBooking?'))
      return Promise.resolve(json(rows, 200, { 'x-total-count': String(rows.length) }));
    return Promise.resolve(json({ detail: `unexpected ${url}` }, 404));
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderList(entry = '/dashboard/all-bookings') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AllBookings />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const listRequests = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([url]) => url as string)
    .filter((url) => url.startsWith('/api/allBooking?'));

afterEach(() => {
  setTripTimeZone(undefined);
  vi.restoreAllMocks();
});

describe('AllBookings', () => {
  it('shows when each booking was made in the agency’s zone, and names it', async () => {
    setTripTimeZone('Europe/London');
    serve();
    renderList();
    const row = within((await screen.findByText('Rahim Uddin')).closest('tr')!);
    expect(row.getByText('31 Dec 2026, 23:30')).toHaveAttribute(
      'datetime',
      '2026-12-31T23:30:00.000Z',
    );
    expect(screen.getByTestId('bookings-zone')).toHaveTextContent(
      'Times and days are in London time (UTC).',
    );
    // The days filtered are that zone's days too: the inputs say so.
    expect(screen.getByLabelText('Booked from')).toHaveAccessibleDescription(
      'Times and days are in London time (UTC).',
    );
  });

  it('shows the same instant on Dhaka’s clock when the server’s zone is Dhaka', async () => {
    setTripTimeZone('Asia/Dhaka');
    serve();
    renderList();
    const row = within((await screen.findByText('Rahim Uddin')).closest('tr')!);
    expect(row.getByText('1 Jan 2027, 05:30')).toBeInTheDocument();
    expect(screen.getByTestId('bookings-zone')).toHaveTextContent('Dhaka time (UTC+06:00)');
  });

  it('reads its search, filters and page from the address, and writes them back', async () => {
    setTripTimeZone('Europe/London');
    const fetch = serve();
    renderList('/dashboard/all-bookings?q=Rahim&status=unpaid&from=2026-12-01&to=2026-12-31');
    await screen.findByText('Rahim Uddin');
    const first = new URL(listRequests(fetch)[0]!, 'http://x').searchParams;
    expect(Object.fromEntries(first)).toMatchObject({
      q: 'Rahim',
      status: 'unpaid',
      from: '2026-12-01',
      to: '2026-12-31',
      offset: '0',
    });
    expect(screen.getByLabelText('Search bookings')).toHaveValue('Rahim');
    expect(screen.getByLabelText('Status')).toHaveValue('unpaid');
    expect(screen.getByLabelText('Booked from')).toHaveValue('2026-12-01');

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'paid');
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(Object.fromEntries(address)).toEqual({
      q: 'Rahim',
      status: 'paid',
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('drops from the address what is no filter', async () => {
    const fetch = serve();
    renderList('/dashboard/all-bookings?status=lost&from=2026-02-30&offset=-5');
    await screen.findByText('Rahim Uddin');
    const first = new URL(listRequests(fetch)[0]!, 'http://x').searchParams;
    expect(first.get('status')).toBeNull();
    expect(first.get('from')).toBeNull();
    expect(first.get('offset')).toBe('0');
  });

  it('after a cancel, shows the server’s answer in the row and reads the seats again', async () => {
    setTripTimeZone('Europe/London');
    serve();
    vi.spyOn(dialog, 'fire').mockResolvedValue({
      isConfirmed: true,
      isDenied: false,
      isDismissed: false,
      value: 'The guide is ill',
    });
    const client = renderList();
    // How full the booking's departure is, as All Bookings shows it beside the row.
    const seats = ['departures', 'package', 'p-1', 'all'];
    client.setQueryData(seats, [{ _id: 'd-1', seatsTotal: 10, seatsBooked: 2 }]);
    const row = within((await screen.findByText('Rahim Uddin')).closest('tr')!);
    await userEvent.setup().click(
      row.getByRole('button', {
        name: 'Cancel Rahim Uddin’s booking of Sundarbans Mangrove Safari',
      }),
    );
    await vi.waitFor(() => expect(row.getByText('cancelled')).toBeInTheDocument());
    expect(row.getByText('Reason: The guide is ill')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Cancel / })).toBeNull();
    expect(client.getQueryState(seats)?.isInvalidated).toBe(true);
  });
});
