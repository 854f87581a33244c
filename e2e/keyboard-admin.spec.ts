import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectDialogKeepsFocus } from './support/a11y';
import {
  baseURL,
  DESKTOP,
  logInAsAdmin,
  signUpForToken,
  uniqueEmail,
  useBrowser,
} from './support/browser';
import { chooseFileByKeyboard, popupHasFocus, press, tabTo, typeOver } from './support/keyboard';

/*
 * The admin's work by keyboard alone (docs/accessibility.md): no click anywhere, every control
 * reached with Tab (or Shift+Tab) from where the focus is, the focused element showing a visible
 * focus indicator after every key press. Adds a package (its image through the file chooser that
 * Space opens), edits it, removes it, and makes a traveller an admin; the dialog that cancels a
 * booking keeps the focus while open and gives it back when Escape closes it.
 */

const { withPage } = useBrowser();

/** Follows the dashboard menu's link by keyboard, from the page's start. */
async function openFromMenu(page: Page, label: string, heading: string) {
  const link = page.getByTestId('dashboard-menu').getByRole('link', { name: label, exact: true });
  await tabTo(page, link, 400);
  await press(page, 'Enter');
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('the admin by keyboard alone', () => {
  it('adds, edits and removes a package, and makes a traveller an admin', async () => {
    const traveller = uniqueEmail('keyboard-promoted');
    // Signed up and signed in once, so that Manage User lists them, as the app does.
    await signUpForToken(traveller, 'Keyed Promotion');
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/addPackage');
      await page.getByRole('heading', { name: 'Add a New Package' }).waitFor();
      const title = `Keyboard Haor Trip ${Date.now().toString(36)}`;

      // Add.
      await tabTo(page, page.getByLabel('Title', { exact: true }));
      await page.keyboard.type(title);
      await tabTo(page, page.getByLabel('Description', { exact: true }));
      await page.keyboard.type('Wetlands by boat, reached without a mouse.');
      await tabTo(page, page.getByLabel('Price'));
      await page.keyboard.type('210');
      await tabTo(page, page.getByLabel('Duration', { exact: true }));
      await page.keyboard.type('2 days');
      await chooseFileByKeyboard(page, page.getByLabel('Image'), {
        name: 'haor.webp',
        mimeType: 'image/webp',
        buffer: readFileSync(
          path.resolve(
            import.meta.dirname,
            '../apps/web/public/images/packages/sundarbans-480.webp',
          ),
        ),
      });
      await page.getByText('haor.webp uploaded.').waitFor();
      // The field names the file its status names (it had said "No file chosen" beside it).
      expect(
        await page
          .getByLabel('Image')
          .evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
      ).toBe('haor.webp');
      await tabTo(page, page.getByRole('button', { name: 'Add Package' }));
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Package added successfully!' }).waitFor();
      await popupHasFocus(page);
      await press(page, 'Enter');
      await page.locator('.swal2-popup').waitFor({ state: 'detached' });

      // Edit.
      await openFromMenu(page, 'Manage Package', 'All Packages');
      await tabTo(page, page.getByRole('link', { name: `Edit ${title}` }), 200);
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Update a Package' }).waitFor();
      await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
      await tabTo(page, page.getByLabel('Price'));
      await typeOver(page, '230');
      await tabTo(page, page.getByRole('button', { name: 'Update Package' }));
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Update Package  successfully!' }).waitFor();
      await popupHasFocus(page);
      await press(page, 'Enter');
      await page.locator('.swal2-popup').waitFor({ state: 'detached' });

      // Remove (asked first).
      await openFromMenu(page, 'Manage Package', 'All Packages');
      const row = page.locator('tr', { hasText: title });
      await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('$230');
      await tabTo(page, row.getByRole('button', { name: `Remove ${title}` }), 200);
      await press(page, 'Enter');
      await page.getByRole('heading', { name: `Remove “${title}”?` }).waitFor();
      await popupHasFocus(page);
      await tabTo(page, page.getByRole('button', { name: 'Remove package' }), 10);
      await press(page, 'Enter');
      await page.getByText('Package removed successfully').waitFor();
      await row.waitFor({ state: 'detached' });

      // Make a traveller an admin (asked first; the dialog offers Cancel first).
      await openFromMenu(page, 'Manage User', 'Manage User');
      await tabTo(page, page.getByLabel('Search users'));
      await page.keyboard.type(traveller);
      const person = page.locator('tr', { hasText: traveller });
      await person.waitFor();
      await tabTo(page, person.getByRole('button', { name: 'Make Admin: Keyed Promotion' }));
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Make this user an admin?' }).waitFor();
      await popupHasFocus(page);
      await tabTo(page, page.getByRole('button', { name: 'Make admin' }), 10);
      await press(page, 'Enter');
      await page.getByText('User made admin successfully').waitFor();
      await expect.poll(() => person.getByRole('button', { name: /Make Admin/ }).count()).toBe(0);
    });
  });

  it('keeps the focus in the dialog that cancels a booking, and gives it back on Escape', async () => {
    const name = 'Keyed Cancellation';
    const { email, token } = await signUpForToken(uniqueEmail('keyboard-cancelled'), name);
    const [first] = (await (await fetch(`${baseURL()}/api/packages`)).json()) as {
      _id: string;
      title: string;
    }[];
    const booked = await fetch(`${baseURL()}/api/booking`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseURL(),
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ packageId: first!._id, name, email }),
    });
    expect(booked.status).toBe(201);
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/allBooking');
      await page.getByRole('heading', { name: 'All Bookings', level: 1 }).waitFor();
      await tabTo(page, page.getByLabel('Search bookings'));
      await page.keyboard.type(email);
      const row = page.getByTestId('all-bookings-table').locator('tbody tr', { hasText: email });
      await row.waitFor();
      const cancel = row.getByRole('button', {
        name: `Cancel ${name}’s booking of ${first!.title}`,
      });
      await tabTo(page, cancel);
      await press(page, 'Enter');
      await page.getByRole('heading', { name: `Cancel ${name}’s booking?` }).waitFor();
      await expectDialogKeepsFocus(page, page.locator('.swal2-popup'), cancel);
      // Escape kept the booking as it was.
      expect(await row.locator('[data-label="Status"]').innerText()).toContain('unpaid');
    });
  });
});
