import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingAdminInvitation } from '@wayfare/contract/users';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uiMessages } from '@/components/ui/messages';
import { dialog, successToast } from '@/lib/alerts';
import { commonMessages } from '@/lib/messages';
import { setTripTimeZone } from '@/lib/trip-time';
import { usersMessages } from '@/features/users/messages';
import { PendingInvitations } from './pending-invitations';

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  successToast: vi.fn(),
}));

const confirmed = (isConfirmed: boolean) => ({
  isConfirmed,
  isDenied: false,
  isDismissed: !isConfirmed,
});

const BY_ADMIN: PendingAdminInvitation = {
  _id: 'i-admin',
  email: 'colleague@example.com',
  kind: 'invitation',
  issuedBy: { _id: 'u-1', name: 'Head Admin', email: 'head@example.com' },
  createdAt: '2026-12-02T10:00:00+06:00',
  expiresAt: '2026-12-09T10:00:00+06:00',
};
const BY_CLI: PendingAdminInvitation = {
  ...BY_ADMIN,
  _id: 'i-cli',
  email: 'ops-friend@example.com',
  issuedBy: null,
  expiresAt: '2026-12-08T23:30:00+06:00',
};
const SETUP: PendingAdminInvitation = {
  ...BY_CLI,
  _id: 'i-setup',
  email: 'owner@example.com',
  kind: 'setup',
  expiresAt: '2026-12-03T09:05:00+06:00',
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PendingInvitations />
    </QueryClientProvider>,
  );
}

/** The section on a page at `path` (its language is the path's). */
function renderSectionAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <QueryClientProvider client={client}>
            <PendingInvitations />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

async function rowOf(email: string) {
  const table = await screen.findByTestId('invitations-table');
  const row = within(table).getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
}

// The zone the server names in the page (TRIP_TIME_ZONE), as a page from it would carry.
beforeEach(() => setTripTimeZone('Asia/Dhaka'));
afterEach(() => {
  setTripTimeZone(undefined);
  vi.restoreAllMocks();
  vi.mocked(successToast).mockClear();
});

describe('PendingInvitations', () => {
  it('says for whom, by whom (an admin, the CLI or a setup link) and until when, in Dhaka time', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json([BY_ADMIN, BY_CLI, SETUP], 200, { 'x-total-count': '3' })),
    );
    renderSection();
    const admin = await rowOf('colleague@example.com');
    expect(admin.getByText('Head Admin')).toBeInTheDocument();
    expect(admin.getByText('Wed 9 Dec 2026, 10:00')).toHaveAttribute(
      'datetime',
      '2026-12-09T10:00:00+06:00',
    );
    expect((await rowOf('ops-friend@example.com')).getByText('operator (CLI)')).toBeInTheDocument();
    expect(
      (await rowOf('owner@example.com')).getByText('operator (setup link)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Times are in Dhaka time\./)).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: 'Valid until (Dhaka time)' }),
    ).toBeInTheDocument();
    // Never the link: the page has none to show.
    expect(document.body.textContent).not.toMatch(/admin-invitation#/);
  });

  it('asks before revoking, revokes nothing when cancelled, then revokes the one named', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((_url, init) =>
        Promise.resolve(
          init?.method === 'DELETE'
            ? new Response(null, { status: 204 })
            : json([BY_ADMIN], 200, { 'x-total-count': '1' }),
        ),
      );
    const fire = vi.spyOn(dialog, 'fire').mockResolvedValueOnce(confirmed(false));
    renderSection();
    const row = await rowOf('colleague@example.com');
    const user = userEvent.setup();
    const button = row.getByRole('button', {
      name: 'Revoke the invitation for colleague@example.com',
    });
    await user.click(button);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Revoke this invitation?', focusCancel: true }),
      'en',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fire.mockResolvedValueOnce(confirmed(true));
    // By keyboard: the button takes focus and Enter presses it.
    button.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin-invitations/i-admin',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    await vi.waitFor(() => expect(successToast).toHaveBeenCalledWith('Invitation revoked'));
  });

  it('says when nothing is pending', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json([], 200, { 'x-total-count': '0' })),
    );
    renderSection();
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
  });

  it('asks in Bangla on a Bangla page, and says a failed revoke in Bangla', async () => {
    await Promise.all([
      usersMessages.ready('bn'),
      uiMessages.ready('bn'),
      commonMessages.ready('bn'),
    ]);
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) =>
      init?.method === 'DELETE'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(json([BY_ADMIN], 200, { 'x-total-count': '1' })),
    );
    const fire = vi.spyOn(dialog, 'fire').mockResolvedValue(confirmed(true));
    renderSectionAt('/bn/dashboard/allUsers');
    const row = await rowOf('colleague@example.com');
    await userEvent
      .setup()
      .click(row.getByRole('button', { name: 'colleague@example.com-এর আমন্ত্রণ প্রত্যাহার করুন' }));
    expect(fire).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ title: 'এই আমন্ত্রণ প্রত্যাহার করবেন?' }),
      'bn',
    );
    await vi.waitFor(() =>
      expect(fire).toHaveBeenNthCalledWith(
        2,
        {
          icon: 'error',
          title: 'দুঃখিত... আমন্ত্রণ প্রত্যাহারের সময় কিছু একটা ভুল হয়েছে!',
          text: 'Wayfare-এর সঙ্গে সংযোগ করা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
        },
        'bn',
      ),
    );
    expect(successToast).not.toHaveBeenCalled();
  });
});
