import { describe, expect, it } from 'vitest';
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
 * confirmation; the revoked link then makes nobody admin.
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
