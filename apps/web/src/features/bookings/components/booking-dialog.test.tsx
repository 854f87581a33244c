import type { Departure } from '@wayfare/contract/departures';
import type { TravelPackage } from '@wayfare/contract/packages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as alerts from '@/lib/alerts';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { BookingDialog } from './booking-dialog';

/*
 * The booking dialog after the server refuses the date chosen (409 SOLD_OUT, HOLD_LIMIT): the
 * date stays marked, no other date (and price) is chosen in its place, the seats are read again,
 * and Confirm waits for the traveller's own choice. And a booking taken is handed to the page.
 */

// jsdom has no modal dialogs: open and close as the attribute, which is all the dialog reads.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

const pkg: TravelPackage = {
  _id: 'p1',
  id: 'p1',
  title: 'Ratargul Swamp Forest',
  description: 'Row through the swamp forest.',
  image: '',
  price: 120,
  duration: '2 days',
} as TravelPackage;

function departure(id: string, day: number, seatsLeft: number, price: number): Departure {
  return {
    _id: id,
    packageId: 'p1',
    startsAt: `2027-01-${String(day).padStart(2, '0')}T07:00:00+06:00`,
    seatsTotal: 10,
    seatsLeft,
    price,
    ownPrice: price !== 120,
    status: 'open',
  };
}

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 300 ? 'application/json' : 'application/problem+json' },
  });
}

/**
 * The API by path. The dates answer `dates.now`; a booking answers `booking()`, after which the
 * dates answer `dates.after` (the seats as the server counts them once it refused or took them).
 */
function serve(lists: { now: Departure[]; after?: Departure[] }, booking: () => Response) {
  const reads = { departures: 0, sinceBooking: 0 };
  const posted: unknown[] = [];
  let list = lists.now;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/packages/p1/departures') {
      reads.departures += 1;
      if (posted.length) reads.sinceBooking += 1;
      return Promise.resolve(reply(200, list));
    }
    if (path === '/api/booking' && init?.method === 'POST') {
      posted.push(JSON.parse(init.body as string));
      list = lists.after ?? list;
      return Promise.resolve(booking());
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
  return {
    reads,
    posted,
    setNow: (next: Departure[]) => {
      list = next;
    },
  };
}

function renderDialog() {
  const onClose = vi.fn();
  const onBooked = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <BookingDialog
          pkg={pkg}
          defaultName="Nadia Rahman"
          defaultEmail="nadia@example.com"
          onClose={onClose}
          onBooked={onBooked}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onClose, onBooked };
}

const early = departure('d1', 12, 3, 150);
const late = departure('d2', 16, 10, 120);
const radioOf = (d: Departure) =>
  screen.getByRole('radio', {
    name: new RegExp(formatTripDateTimeZoned(d.startsAt).replace(/[+.()]/g, '\\$&')),
  });

describe('BookingDialog after the date chosen is refused', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a sold-out date marked, chooses no other, and waits for a new choice', async () => {
    const toast = vi.spyOn(alerts, 'errorToast').mockResolvedValue({} as never);
    const { reads } = serve({ now: [early, late], after: [{ ...early, seatsLeft: 0 }, late] }, () =>
      reply(409, {
        title: 'Not enough seats left',
        status: 409,
        code: 'SOLD_OUT',
        detail: 'This departure is sold out.',
        seatsLeft: 0,
      }),
    );
    const { onClose, onBooked } = renderDialog();
    const user = userEvent.setup();
    await vi.waitFor(() => expect(radioOf(early)).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const refusal = await screen.findByTestId('booking-refusal');
    expect(refusal).toHaveTextContent(
      'This departure is sold out. The dates below show the seats left now. Choose a date to book again.',
    );
    // The seats as the server counts them now: read again after the refusal.
    await vi.waitFor(() => expect(radioOf(early)).toBeDisabled());
    expect(reads.sinceBooking).toBeGreaterThan(0);
    const earlyLabel = radioOf(early).closest('label')!;
    expect(within(earlyLabel).getByText('Not booked')).toBeInTheDocument();
    expect(earlyLabel).toHaveTextContent('Sold out');
    // Nothing chosen in its place: no date, no price, no total, and Confirm waits.
    expect(radioOf(early)).not.toBeChecked();
    expect(radioOf(late)).not.toBeChecked();
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('—');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('Total: —');
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    await vi.waitFor(() => expect(refusal).toHaveFocus());

    // The traveller's own choice: Confirm again, at that date's price; the refused date keeps
    // its mark, the words go.
    await user.click(radioOf(late));
    expect(radioOf(late)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('120');
    expect(within(radioOf(early).closest('label')!).getByText('Not booked')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-refusal')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(onBooked).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not move to another date when fewer seats are left than asked for', async () => {
    serve({ now: [early, late], after: [{ ...early, seatsLeft: 1 }, late] }, () =>
      reply(409, {
        title: 'Not enough seats left',
        status: 409,
        code: 'SOLD_OUT',
        detail: 'Only 1 seat left on this departure; you asked for 2.',
        seatsLeft: 1,
      }),
    );
    renderDialog();
    const user = userEvent.setup();
    await vi.waitFor(() => expect(radioOf(early)).toBeChecked());
    const travellers = screen.getByLabelText(/^Travellers/);
    await user.clear(travellers);
    await user.type(travellers, '2');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByText(/Only 1 seat left on this departure; you asked for 2\./);
    await vi.waitFor(() => expect(radioOf(early).closest('label')).toHaveTextContent('1 seat'));
    expect(radioOf(early)).toBeEnabled();
    expect(radioOf(early)).not.toBeChecked();
    expect(radioOf(late)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    // Chosen again, for the seats it has: its mark goes, the travellers field says what fits.
    await user.click(radioOf(early));
    expect(screen.queryByText('Not booked')).not.toBeInTheDocument();
    expect(screen.getByText('Only 1 seat is left on this date')).toBeInTheDocument();
  });

  it('tells a hold limit in the dialog with the server’s words and a way to pay', async () => {
    const toast = vi.spyOn(alerts, 'errorToast').mockResolvedValue({} as never);
    const detail =
      'You hold 6 seats unpaid (unpaid bookings of the last 30 minutes count too); one account may hold 6 unpaid at a time. Pay for your unpaid bookings on My Booking first, or book more later.';
    serve({ now: [early, late] }, () =>
      reply(409, {
        title: 'Too many seats held unpaid',
        status: 409,
        code: 'HOLD_LIMIT',
        detail,
        holdScope: 'account',
        holdLimit: 6,
      }),
    );
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    await vi.waitFor(() => expect(radioOf(early)).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const refusal = await screen.findByTestId('booking-refusal');
    expect(refusal).toHaveTextContent(detail);
    expect(within(refusal).getByRole('link', { name: 'Go to My Booking to pay' })).toHaveAttribute(
      'href',
      '/dashboard/booking',
    );
    expect(radioOf(early)).not.toBeChecked();
    expect(within(radioOf(early).closest('label')!).getByText('Not booked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps a date chosen that sells out while the dialog is open, unchosen and said', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const dates = serve({ now: [early, late] }, () => reply(500, {}));
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <BookingDialog pkg={pkg} defaultName="N" defaultEmail="n@example.com" onClose={vi.fn()} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(radioOf(early)).toBeChecked());
    dates.setNow([{ ...early, seatsLeft: 0 }, late]);
    await client.refetchQueries({ queryKey: ['packages', 'departures', 'p1'] });
    await vi.waitFor(() => expect(radioOf(early)).toBeDisabled());
    expect(radioOf(late)).not.toBeChecked();
    expect(screen.getByTestId('booking-refusal')).toHaveTextContent(
      `The date you chose, ${formatTripDateTimeZoned(early.startsAt)}, cannot be booked now (Sold out). Choose another date to book.`,
    );
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });
});

describe('BookingDialog on a booking taken', () => {
  afterEach(() => vi.restoreAllMocks());

  it('closes, says the spec’s toast, and hands the booking to the page', async () => {
    const toast = vi.spyOn(alerts, 'successToast').mockResolvedValue({} as never);
    const { posted } = serve({ now: [early, late] }, () =>
      reply(201, {
        insertedId: 'b9',
        departureId: 'd1',
        travellers: 2,
        holdExpiresAt: '2026-12-02T12:30:00+06:00',
      }),
    );
    const { onClose, onBooked } = renderDialog();
    const user = userEvent.setup();
    await vi.waitFor(() => expect(radioOf(early)).toBeChecked());
    const travellers = screen.getByLabelText(/^Travellers/);
    await user.clear(travellers);
    await user.type(travellers, '2');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(posted[0]).toMatchObject({ departureId: 'd1', travellers: 2 });
    expect(onClose).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('Booking successful');
    expect(onBooked).toHaveBeenCalledWith({
      bookingId: 'b9',
      packageTitle: 'Ratargul Swamp Forest',
      startsAt: early.startsAt,
      travellers: 2,
      total: 300,
      holdExpiresAt: '2026-12-02T12:30:00+06:00',
    });
  });
});
