import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorToast, successToast } from '@/lib/alerts';
import { notLoggedInDialog } from '@/lib/not-logged-in-dialog';
import { setTripTimeZone } from '@/lib/trip-time';
import { loadDefinedCatalogs } from '@/lib/i18n/catalog';
import { TripRequestForm } from './trip-request-form';

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  successToast: vi.fn(),
  errorToast: vi.fn(),
}));
vi.mock('@/lib/not-logged-in-dialog', () => ({
  notLoggedInDialog: vi.fn().mockResolvedValue(false),
}));

const originalTz = process.env.TZ;
beforeEach(() => {
  // The device is in one zone, the agency in another: the form follows the agency's.
  process.env.TZ = 'America/New_York';
  setTripTimeZone('Asia/Tokyo');
});
afterEach(() => {
  process.env.TZ = originalTz;
  setTripTimeZone(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(successToast).mockClear();
  vi.mocked(errorToast).mockClear();
});

function renderForm(email: string | null = 'nadia@example.com', path = '/booking') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <TripRequestForm email={email} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillTrip(start: string, end: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Origin'), 'Sylhet');
  await user.selectOptions(screen.getByLabelText('Destination'), 'Sunamganj');
  // datetime-local inputs take their value as typed text in jsdom only through a change event.
  fireEvent.change(screen.getByLabelText('Start Date & Time'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End Date & Time'), { target: { value: end } });
  await user.click(screen.getByRole('button', { name: 'Book Trip' }));
}

describe('TripRequestForm', () => {
  it('prefills the traveller’s own e-mail, read-only', () => {
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveValue('nadia@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('requires every field and sends nothing until they are filled', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Trip' }));
    expect(await screen.findByText('Choose where you start')).toBeInTheDocument();
    expect(screen.getByText('Choose where you are going')).toBeInTheDocument();
    expect(screen.getByText('Choose when the trip starts')).toBeInTheDocument();
    expect(screen.getByText('Choose when the trip ends')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an end that does not follow the start, before sending', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    await fillTrip('2099-08-02T08:00', '2099-08-02T08:00');
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the times as typed, the trip’s local time, then resets', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ insertedId: 'x' }), { status: 201 }));
    renderForm();
    await fillTrip('2099-08-01T08:00', '2099-08-02T17:30');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/destination');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'nadia@example.com',
      origin: 'Sylhet',
      destination: 'Sunamganj',
      startDateTime: '2099-08-01T08:00',
      endDateTime: '2099-08-02T17:30',
    });
    await vi.waitFor(() => expect(successToast).toHaveBeenCalledWith('Booking Successful'));
    // The page says what the toast does not: a request the agency answers, not a booking.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your trip request is with our team. We have e-mailed you a copy; our answer will be in My Destination.',
    );
    expect(screen.getByRole('link', { name: 'My Destination' })).toHaveAttribute(
      'href',
      '/dashboard/destination',
    );
    expect(screen.getByRole('form', { name: 'Book your trip' })).toHaveAccessibleDescription(
      /not a booking: nothing is booked or paid yet/,
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Start Date & Time')).toHaveValue(''));
    expect(screen.getByLabelText('Origin')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('nadia@example.com');
  });

  it('shows the server’s message in a toast and keeps the form on failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ detail: 'Destination must be one of the 64 districts' }), {
        status: 400,
      }),
    );
    renderForm();
    await fillTrip('2099-08-01T08:00', '2099-08-02T17:30');
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Destination must be one of the 64 districts'),
    );
    expect(screen.getByLabelText('Origin')).toHaveValue('Sylhet');
  });

  it('asks a visitor to log in and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Trip' }));
    expect(notLoggedInDialog).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers no time before now where the trip happens, and refuses a past start unsent', async () => {
    // Only Date is faked: the form's own timers and user-event run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T06:00:30Z'));
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    // 06:00 UTC is 15:00 in Tokyo (the agency's zone), 01:00 on this device.
    expect(screen.getByLabelText('Start Date & Time')).toHaveAttribute('min', '2026-12-02T15:00');
    expect(screen.getByLabelText('End Date & Time')).toHaveAttribute('min', '2026-12-02T15:00');
    await fillTrip('2026-12-02T14:59', '2026-12-03T10:00');
    expect(await screen.findByText('Choose a time that has not passed')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    // The end's minimum follows a chosen start.
    expect(screen.getByLabelText('End Date & Time')).toHaveAttribute('min', '2026-12-02T14:59');
  });

  it('takes the current minute as a start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T06:00:30Z'));
    setTripTimeZone('Europe/London');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ insertedId: 'x' }), { status: 201 }));
    renderForm();
    expect(screen.getByLabelText('Start Date & Time')).toHaveAttribute('min', '2026-12-02T06:00');
    await fillTrip('2026-12-02T06:00', '2026-12-02T18:00');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it('names the places in Bangla on a Bangla page and sends their English names', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ insertedId: 'x' }), { status: 201 }));
    // As the server and the browser do before they render a Bangla page.
    await loadDefinedCatalogs('bn');
    renderForm('nadia@example.com', '/bn/booking');
    const origin = screen.getByLabelText('যাত্রা শুরুর স্থান');
    const destination = screen.getByLabelText('গন্তব্য');
    expect(origin.querySelectorAll('option:not([disabled])')).toHaveLength(8);
    expect(destination.querySelectorAll('option:not([disabled])')).toHaveLength(64);
    const user = userEvent.setup();
    await user.selectOptions(origin, 'সিলেট');
    await user.selectOptions(destination, 'কক্সবাজার');
    expect(origin).toHaveValue('Sylhet');
    expect(destination).toHaveValue("Cox's Bazar");
    fireEvent.change(screen.getByLabelText('শুরুর তারিখ ও সময়'), {
      target: { value: '2099-08-01T08:00' },
    });
    fireEvent.change(screen.getByLabelText('শেষের তারিখ ও সময়'), {
      target: { value: '2099-08-02T17:30' },
    });
    await user.click(screen.getByRole('button', { name: 'ট্রিপ বুক করুন' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toMatchObject({
      origin: 'Sylhet',
      destination: "Cox's Bazar",
    });
    await vi.waitFor(() => expect(successToast).toHaveBeenCalledWith('বুকিং সফল হয়েছে'));
  });
});
