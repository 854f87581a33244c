import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@wayfare/contract/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialog, successToast } from '@/lib/alerts';
import { ManageUsersTable } from './manage-users-table';

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  successToast: vi.fn(),
}));

const confirmed = (isConfirmed: boolean) => ({
  isConfirmed,
  isDenied: false,
  isDismissed: !isConfirmed,
});

const ME: User = { _id: 'u-me', name: 'Owner Walk', email: 'owner@example.com', role: 'admin' };
const DEPUTY: User = {
  _id: 'u-deputy',
  name: 'Nusrat Deputy',
  email: 'deputy@example.com',
  role: 'admin',
};
const TRAVELLER: User = {
  _id: 'u-traveller',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  role: 'user',
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The table in a router (its own row links to My Account), with a page to land on. */
function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/allUsers',
        element: <ManageUsersTable currentEmail={ME.email} />,
      },
      { path: '/dashboard/booking', element: <h1>My Booking</h1> },
      { path: '/dashboard/profile', element: <h1>My Account</h1> },
    ],
    { initialEntries: ['/dashboard/allUsers'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** GET /users answers the three people; DELETE /users/admin/:id answers `removal`. */
function serve(removal: () => Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? removal()
          : json([ME, DEPUTY, TRAVELLER], 200, { 'x-total-count': '3' }),
      ),
    );
}

async function rowOf(email: string) {
  const table = await screen.findByTestId('users-table');
  const row = within(table).getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
}

const deletes = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'DELETE')
    .map(([url]) => (typeof url === 'string' ? url : url instanceof URL ? url.href : url.url));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(successToast).mockClear();
});

describe('ManageUsersTable', () => {
  it('keeps the Admin label in Role and offers Remove admin in Actions, for admins only', async () => {
    serve(() => json({ modifiedCount: 1, invitationsRevoked: 0 }));
    renderTable();
    const deputy = await rowOf(DEPUTY.email);
    expect(deputy.getByText('Admin')).not.toHaveAttribute('role', 'button');
    expect(
      deputy.getByRole('button', { name: 'Remove admin rights: Nusrat Deputy' }),
    ).toBeEnabled();
    expect(deputy.getByRole('button', { name: 'Remove Nusrat Deputy' })).toBeEnabled();
    const traveller = await rowOf(TRAVELLER.email);
    expect(traveller.getByRole('button', { name: 'Make Admin: Rahim Uddin' })).toBeEnabled();
    expect(traveller.queryByRole('button', { name: /Remove admin rights/ })).toBeNull();
  });

  it('offers no dead delete button on one’s own row, but the way to My Account', async () => {
    serve(() => json({ modifiedCount: 1, invitationsRevoked: 0 }));
    const router = renderTable();
    const me = await rowOf(ME.email);
    expect(me.queryByRole('button', { name: /^Remove Owner Walk/ })).toBeNull();
    expect(me.queryByRole('button', { name: /not your own account/ })).toBeNull();
    const link = me.getByRole('link', { name: 'Delete your own account from My Account' });
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('asks before removing another admin’s rights, then removes them', async () => {
    const fetch = serve(() => json({ modifiedCount: 1, invitationsRevoked: 2 }));
    const fire = vi.spyOn(dialog, 'fire').mockResolvedValueOnce(confirmed(false));
    renderTable();
    const user = userEvent.setup();
    const button = (await rowOf(DEPUTY.email)).getByRole('button', {
      name: 'Remove admin rights: Nusrat Deputy',
    });
    await user.click(button);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Remove admin rights?',
        confirmButtonText: 'Remove admin rights',
        focusCancel: true,
        text: expect.stringContaining('Nusrat Deputy will no longer be an administrator') as string,
      }),
      'en',
    );
    expect(deletes(fetch)).toEqual([]);

    fire.mockResolvedValueOnce(confirmed(true));
    button.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(successToast).toHaveBeenCalledWith('Admin rights removed successfully'),
    );
    expect(deletes(fetch)).toEqual(['/api/users/admin/u-deputy']);
  });

  it('explains the refusal when the last admin would go (409 LAST_ADMIN), and stays', async () => {
    const detail =
      'You are the last administrator, and Wayfare needs at least one. Make someone else an admin first.';
    serve(() =>
      json(
        {
          type: 'about:blank',
          title: 'The last administrator',
          status: 409,
          code: 'LAST_ADMIN',
          detail,
        },
        409,
      ),
    );
    const fire = vi
      .spyOn(dialog, 'fire')
      .mockResolvedValueOnce(confirmed(true))
      .mockResolvedValueOnce(confirmed(true));
    const router = renderTable();
    await userEvent.setup().click(
      (await rowOf(ME.email)).getByRole('button', {
        name: 'Remove admin rights: Owner Walk (you)',
      }),
    );
    expect(fire).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({
        title: 'Remove your own admin rights?',
        confirmButtonText: 'Remove my admin rights',
      }),
      'en',
    );
    await vi.waitFor(() =>
      expect(fire).toHaveBeenNthCalledWith(
        2,
        expect.objectContaining({ title: 'The last admin keeps their rights', text: detail }),
        'en',
      ),
    );
    expect(successToast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/allUsers');
  });

  it('takes an admin who gave up their own rights off the admin page', async () => {
    serve(() => json({ modifiedCount: 1, invitationsRevoked: 0 }));
    vi.spyOn(dialog, 'fire').mockResolvedValueOnce(confirmed(true));
    const router = renderTable();
    await userEvent.setup().click(
      (await rowOf(ME.email)).getByRole('button', {
        name: 'Remove admin rights: Owner Walk (you)',
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/booking'));
    expect(successToast).toHaveBeenCalledWith('You are no longer an admin');
  });
});
