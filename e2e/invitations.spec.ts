import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  logInAsAdmin,
  PHONE,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';
import { popupHasFocus, press, tabTo } from './support/keyboard';

/*
 * Pending admin invitations on Manage User: an admin creates a link, sees it listed (for whom, by
 * whom, valid until in the trip zone; never the link), and revokes it by keyboard after a
 * confirmation; the revoked link then makes nobody admin. An admin removes another admin's rights
 * from the Actions column (decision 011), confirmed first; the admin's own row offers no dead
 * delete button.
 */

const { openPage, withPage } = useBrowser();

describe('pending admin invitations', () => {
  it('lists an invitation just made and revokes it: its link then works for nobody', async () => {
    const email = uniqueEmail('invitee');
    let url = '';
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/allUsers');
      await page.getByRole('heading', { name: 'Pending invitations' }).waitFor();
      await page.getByLabel("Colleague's e-mail").fill(email);
      await page.getByRole('button', { name: 'Create invitation link' }).click();
      url = await page.getByLabel(`One-time link for ${email}`).inputValue();
      expect(url).toMatch(/\/admin-invitation#[\w-]{43}$/);

      const table = page.getByTestId('invitations-table');
      const row = table.locator(`tr[data-invitee="${email}"]`);
      await row.waitFor();
      // For whom, by whom (the admin, not the operator), until when in the trip zone.
      expect(await row.locator('th').innerText()).toBe(email);
      expect(await row.locator('td[data-label="Invited by"]').innerText()).not.toMatch(/operator/);
      const until = row.locator('td[data-label="Valid until (Dhaka time)"] time');
      expect(await until.innerText()).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
      expect(await until.getAttribute('datetime')).toMatch(/\+06:00$/);
      await page.getByText(/Times are in Dhaka time\./).waitFor();
      // The list never shows a link: only the form's answer just above held it.
      expect(await table.innerText()).not.toContain('admin-invitation#');
      await expectAccessible(page);
      await snapshot(page, 'pending-invitations-1280');

      await page.setViewportSize(PHONE);
      await row.getByRole('button', { name: `Revoke the invitation for ${email}` }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'pending-invitations-390');
      await page.setViewportSize(DESKTOP);

      // By keyboard: asked first, Cancel focused; cancelling keeps it.
      const revoke = row.getByRole('button', { name: `Revoke the invitation for ${email}` });
      await tabTo(page, revoke, 200);
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Revoke this invitation?' }).waitFor();
      await page
        .getByText(`The admin link for ${email} will stop working at once.`, { exact: false })
        .waitFor();
      await popupHasFocus(page);
      await press(page, 'Escape');
      await row.waitFor();
      await tabTo(page, revoke, 200);
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Revoke this invitation?' }).waitFor();
      await tabTo(page, page.getByRole('button', { name: 'Revoke', exact: true }), 10);
      await press(page, 'Enter');
      await page.getByText('Invitation revoked').waitFor();
      await row.waitFor({ state: 'detached' });
    });

    // The person it was for signs up and opens the link: it is refused, and they stay a traveller.
    const invitee = await openPage(PHONE);
    try {
      await register(invitee, email, 'Revoked', 'Invitee');
      await invitee.goto(url);
      await invitee.getByRole('button', { name: 'Accept invitation' }).click();
      await invitee.getByText(/This invitation link is not valid/).waitFor();
      await invitee.goto('/');
      await expect
        .poll(() => invitee.getByRole('link', { name: 'Dashboard' }).getAttribute('href'))
        .toBe('/dashboard/booking');
    } finally {
      await invitee.context().close();
    }
  }, 120_000);
});

/** A call to the API with the signed-in page's token, as the app itself makes it. */
async function callApi(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

describe('removing admin rights', () => {
  it('takes a colleague’s rights by keyboard after a confirmation; one’s own row has no dead button', async () => {
    const email = uniqueEmail('deputy');
    const adminEmail = inject('adminEmail');
    const admin = await openPage(DESKTOP);
    const deputy = await openPage(PHONE);
    try {
      // A second admin, made as the app makes one: an invitation, accepted by its person.
      await logInAsAdmin(admin);
      const { url } = (await callApi(admin, 'POST', '/admin-invitations', { email })) as {
        url: string;
      };
      await register(deputy, email, 'Nusrat', 'Deputy');
      await callApi(deputy, 'POST', '/admin-invitations/accept', {
        token: new URL(url).hash.slice(1),
      });

      await admin.goto('/dashboard/allUsers');
      await admin.getByLabel('Search users').fill(email);
      const row = admin.locator(`tr[data-email="${email}"]`);
      // Role keeps the spec's label, not a control; the removal is in Actions.
      await row.getByText('Admin', { exact: true }).waitFor();
      const remove = row.getByRole('button', { name: 'Remove admin rights: Nusrat Deputy' });
      await remove.waitFor();
      await expectAccessible(admin);
      await snapshot(admin, 'remove-admin-1280');
      await admin.setViewportSize(PHONE);
      await remove.waitFor();
      await expectAccessible(admin);
      await snapshot(admin, 'remove-admin-390');
      await admin.setViewportSize(DESKTOP);

      // By keyboard: asked first with Cancel focused; Escape keeps the rights.
      await tabTo(admin, remove, 200);
      await press(admin, 'Enter');
      await admin.getByRole('heading', { name: 'Remove admin rights?' }).waitFor();
      await admin
        .getByText('Nusrat Deputy will no longer be an administrator', { exact: false })
        .waitFor();
      await popupHasFocus(admin);
      await press(admin, 'Escape');
      await remove.waitFor();
      await tabTo(admin, remove, 200);
      await press(admin, 'Enter');
      await admin.getByRole('heading', { name: 'Remove admin rights?' }).waitFor();
      await tabTo(
        admin,
        admin.getByRole('button', { name: 'Remove admin rights', exact: true }),
        10,
      );
      await press(admin, 'Enter');
      await admin.getByText('Admin rights removed successfully').waitFor();
      await row.getByRole('button', { name: 'Make Admin: Nusrat Deputy' }).waitFor();
      expect(await row.getByRole('button', { name: /Remove admin rights/ }).count()).toBe(0);

      // The colleague is a traveller again on their next request.
      await deputy.goto('/');
      await expect
        .poll(() => deputy.getByRole('link', { name: 'Dashboard' }).getAttribute('href'))
        .toBe('/dashboard/booking');

      // One's own row: no delete button that looks pressable but is not; the way to My Account.
      await admin.getByLabel('Search users').fill(adminEmail);
      const own = admin.locator(`tr[data-email="${adminEmail}"]`);
      const toAccount = own.getByRole('link', { name: 'Delete your own account from My Account' });
      await toAccount.waitFor();
      expect(await own.getByRole('button', { name: /^Remove (?!admin)/ }).count()).toBe(0);
      expect(await own.getByText('not your own account').count()).toBe(0);
      await expectAccessible(admin);
      await admin.setViewportSize(PHONE);
      await toAccount.waitFor();
      await expectAccessible(admin);
      await snapshot(admin, 'own-row-390');
    } finally {
      await admin.context().close();
      await deputy.context().close();
    }
  }, 120_000);
});
