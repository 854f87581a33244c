import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectDialogKeepsFocus } from './support/a11y';
import {
  DESKTOP,
  PHONE,
  logInAsAdmin,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

/*
 * Departures for the agency (docs/product.md §2, "Departures of {title}"): an admin adds a
 * departure to a package, changes its seats (never below the seats taken), closes and reopens it,
 * reads who travels and downloads the same as CSV, and cancels it: the traveller's paid booking is
 * refunded, as All Bookings shows.
 */

const { openPage } = useBrowser();

/** The signed-in page's API token, to prepare data through the API as the app itself would. */
async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(data !== undefined && { 'content-type': 'application/json' }),
    },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

/** Pays every unpaid booking of the signed-in traveller with the built-in card form's test card. */
async function payAtCheckout(page: Page) {
  await page.goto('/dashboard/payment');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page
    .getByLabel('Expiry (MM / YY)')
    .fill(`12${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /^Pay \d/ });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
}

/** Where keyboard focus is now: the focused element's accessible text. */
const focusedText = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      document.activeElement?.textContent ??
      '',
  );

describe('departures (admin)', () => {
  it('adds, edits, closes and cancels a departure; shows its manifest and CSV; refunds the paid booking', async () => {
    const admin = await openPage(DESKTOP);
    const traveller = await openPage(DESKTOP);
    let packageId: string | undefined;
    try {
      const title = `Sajek Valley Sunrise ${Date.now().toString(36)}`;
      await logInAsAdmin(admin);
      packageId = (
        (await callApi(admin, 'POST', '/addPackages', {
          title,
          description: 'Clouds below the hills of Rangamati',
          price: 150,
          duration: '3 days',
        })) as { insertedId: string }
      ).insertedId;

      // From Manage Package to the package's departures, by keyboard.
      await admin.goto('/dashboard/manage');
      await admin.getByLabel('Search packages').fill(title);
      const departuresLink = admin.getByRole('link', { name: `Departures of ${title}` });
      await departuresLink.focus();
      await admin.keyboard.press('Enter');
      await admin.getByRole('heading', { name: `Departures of ${title}` }).waitFor();
      await admin.getByText('No departures yet. Add the first one above.').waitFor();

      // Add one: the start is typed as Dhaka's wall clock, whatever this browser's zone.
      const year = new Date().getFullYear() + 1;
      const form = admin.getByRole('form', { name: 'Add a departure' });
      await form.getByLabel('Starts (Dhaka time)').fill(`${year}-03-15T07:30`);
      await form.getByLabel('Seats').fill('10');
      // An empty form field refuses beside it; a refused price too.
      await form.getByLabel('Price per traveller (USD)').fill('12.5');
      await form.getByLabel('Price per traveller (USD)').press('Enter');
      await form.getByText('Enter whole dollars (or leave empty for the package price)').waitFor();
      await form.getByLabel('Price per traveller (USD)').fill('');
      await form.getByRole('button', { name: 'Add departure' }).click();
      const table = admin.getByTestId('departures-table');
      const row = table.locator('tbody tr').first();
      await row.waitFor();
      expect(await row.locator('[data-label="Starts (Dhaka time)"]').innerText()).toMatch(
        new RegExp(`15 Mar ${year}, 07:30`),
      );
      expect(await row.innerText()).toContain('0 of 10 taken');
      expect(await row.innerText()).toContain('package price');
      expect(await row.locator('.badge').innerText()).toBe('Open');
      // The form is empty again for the next departure.
      expect(await form.getByLabel('Seats').inputValue()).toBe('');
      const departures = (await callApi(
        admin,
        'GET',
        `/packages/${new URL(admin.url()).pathname.split('/')[3]}/departures`,
      )) as { _id: string; packageId: string; startsAt: string }[];
      expect(departures).toHaveLength(1);
      const departure = departures[0]!;
      expect(departure.startsAt).toBe(`${year}-03-15T07:30:00+06:00`);

      // A traveller books 3 seats on it, with two companions' names.
      const email = uniqueEmail('sajek');
      await register(traveller, email, 'Farzana', 'Yasmin');
      await callApi(traveller, 'POST', '/booking', {
        packageId: departure.packageId,
        name: 'Farzana Yasmin',
        email,
        departureId: departure._id,
        travellers: 3,
        travellerNames: ['Rafi Islam', 'Mitu Akter'],
      });
      await admin.reload();
      await expect.poll(() => row.innerText()).toContain('3 of 10 taken');

      // Edit by keyboard: below the seats taken is refused beside Seats, in the server's words.
      const edit = row.getByRole('button', { name: /^Edit the departure of/ });
      await edit.focus();
      await admin.keyboard.press('Enter');
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('heading', { name: /^Edit the departure of/ }).waitFor();
      // It keeps the focus (docs/accessibility.md): Tab and Shift+Tab go round inside it; Escape
      // closes it, the focus back on Edit, where Enter opens it again.
      await expectDialogKeepsFocus(admin, dialog, edit);
      await admin.keyboard.press('Enter');
      await dialog.getByRole('heading', { name: /^Edit the departure of/ }).waitFor();
      const seats = dialog.getByLabel('Seats');
      expect(await seats.inputValue()).toBe('10');
      await seats.focus();
      await admin.keyboard.press('ControlOrMeta+A');
      await admin.keyboard.type('2');
      await admin.keyboard.press('Enter');
      await dialog
        .getByText('3 seats are taken on this departure already; seats cannot go below that.')
        .waitFor();
      expect(await seats.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(admin);
      await snapshot(admin, 'departures-edit-refused-1280');
      await admin.keyboard.press('ControlOrMeta+A');
      await admin.keyboard.type('8');
      await admin.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => row.innerText()).toContain('3 of 8 taken');
      expect(await row.innerText()).toContain('5 left');

      // Close it: it sells nothing more, its seats taken still show; then reopen it.
      await row.getByRole('button', { name: /^Close the departure of/ }).click();
      await expect.poll(() => row.locator('.badge').innerText()).toBe('Closed');
      await expect.poll(() => row.innerText()).toContain('3 of 8 taken');
      const publicList = (await callApi(
        admin,
        'GET',
        `/packages/${departure.packageId}/departures`,
      )) as { seatsLeft: number }[];
      expect(publicList[0]?.seatsLeft).toBe(0);
      await expectAccessible(admin);
      await snapshot(admin, 'departures-1280');
      await admin.setViewportSize(PHONE);
      await expectAccessible(admin);
      await snapshot(admin, 'departures-390');
      await admin.setViewportSize(DESKTOP);

      // The manifest: who travels, their contact, how many and their names, unpaid.
      await row.getByRole('link', { name: /^Manifest of the departure of/ }).click();
      await admin.getByRole('heading', { name: `Manifest: ${title}` }).waitFor();
      const entry = admin.getByTestId('manifest-table').locator(`tr[data-email="${email}"]`);
      await entry.waitFor();
      expect(await entry.locator('[data-label="Lead traveller"]').innerText()).toBe(
        'Farzana Yasmin',
      );
      expect(await entry.locator('[data-label="Contact"]').innerText()).toBe(email);
      const travellers = await entry.locator('[data-label="Travellers"]').innerText();
      expect(travellers).toContain('3');
      expect(travellers).toContain('With Rafi Islam, Mitu Akter');
      expect(await entry.locator('[data-label="Booking"]').innerText()).toBe('unpaid');
      expect(await entry.locator('[data-label="Payment"]').innerText()).toMatch(
        /^Not paid, \$450 due; seats held until .+ Dhaka time$/,
      );
      expect(await admin.getByTestId('manifest-counts').innerText()).toBe(
        '3 on 1 booking: 0 paid, 3 held unpaid',
      );
      await expectAccessible(admin);
      await snapshot(admin, 'manifest-1280');

      // The CSV: one row per traveller, the lead first, fetched with the admin's token.
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`manifest-${year}-03-15.csv`);
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toBe('traveller,role,booking e-mail,booking,status,price (USD),booked at');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(new RegExp(`^Farzana Yasmin,lead,${email},[\\w-]+,unpaid,450,`));
      expect(lines[2]).toMatch(new RegExp(`^Rafi Islam,guest,${email},[\\w-]+,unpaid,,`));
      expect(lines[3]).toMatch(new RegExp(`^Mitu Akter,guest,${email},`));
      await admin.getByText(`Saved manifest-${year}-03-15.csv`).waitFor();
      await admin.setViewportSize(PHONE);
      await expectAccessible(admin);
      await snapshot(admin, 'manifest-390');
      await admin.setViewportSize(DESKTOP);

      // Reopened, the traveller pays for the 3 seats.
      await admin.getByRole('link', { name: 'Back to the departures' }).click();
      await row.getByRole('button', { name: /^Reopen the departure of/ }).click();
      await expect.poll(() => row.locator('.badge').innerText()).toBe('Open');
      await payAtCheckout(traveller);

      // All Bookings shows the booking's departure, its travellers and how full the departure is.
      await admin.goto('/dashboard/allBooking');
      await admin.getByLabel('Search bookings').fill(email);
      const listed = admin
        .getByTestId('all-bookings-table')
        .locator('tbody tr', { hasText: email })
        .locator('[data-label="Departure"]');
      await expect.poll(() => listed.innerText()).toContain('3 of 8 seats taken');
      expect(await listed.innerText()).toContain('3 travellers');
      await admin.goBack();
      await admin.getByRole('heading', { name: `Departures of ${title}` }).waitFor();

      // Cancel: the dialog says what happens to the paid booking, takes a reason; by keyboard.
      const cancel = row.getByRole('button', { name: /^Cancel the departure of/ });
      await cancel.focus();
      await admin.keyboard.press('Enter');
      const effect = admin.getByTestId('cancel-departure-effect');
      await expect
        .poll(() => effect.innerText())
        .toContain('It has 1 booking (3 travellers): 1 paid ($450 to refund).');
      expect(await effect.innerText()).toContain('paid bookings are refunded to their cards');
      await admin.getByLabel('Reason (optional; the travellers see it)').fill('no');
      await admin.getByRole('button', { name: 'Cancel departure' }).click();
      await admin.getByText('Use at least 3 characters, or leave the reason empty.').waitFor();
      await expectAccessible(admin);
      await snapshot(admin, 'departures-cancel-1280');
      // It keeps the focus while open (docs/accessibility.md); Escape keeps the departure as it is,
      // the focus back on Cancel.
      await expectDialogKeepsFocus(admin, admin.getByRole('dialog'), cancel);
      expect(await row.locator('.badge').innerText()).toBe('Open');
      await cancel.focus();
      await admin.keyboard.press('Enter');
      await admin
        .getByLabel('Reason (optional; the travellers see it)')
        .fill('Landslide on the road');
      await admin.getByRole('button', { name: 'Cancel departure' }).focus();
      expect(await focusedText(admin)).toBe('Cancel departure');
      await admin.keyboard.press('Enter');
      await admin.getByRole('dialog').waitFor({ state: 'hidden' });
      await expect.poll(() => row.locator('.badge').innerText()).toBe('Cancelled');
      expect(await row.getByRole('button').count()).toBe(0);
      expect(await row.innerText()).toContain('8 seats; bookings ended');
      // A cancelled departure of one seat says so in the singular.
      const { insertedId: single } = (await callApi(
        admin,
        'POST',
        `/packages/${packageId}/departures`,
        {
          startsAt: `${year}-04-20T08:00`,
          seats: 1,
        },
      )) as { insertedId: string };
      await callApi(admin, 'PATCH', `/departures/${single}`, { status: 'cancelled' });
      await admin.reload();
      const singleRow = table.locator('tbody tr', { hasText: `20 Apr ${year}` });
      await expect.poll(() => singleRow.innerText()).toContain('1 seat; bookings ended');

      // The job ends the bookings: wait for it through the API, then look in All Bookings.
      await expect
        .poll(async () => {
          const page = (await callApi(
            admin,
            'GET',
            `/allBooking?q=${encodeURIComponent(email)}`,
          )) as { status: string }[];
          return page.map((b) => b.status);
        })
        .toEqual(['refunded']);
      await admin.goto('/dashboard/allBooking');
      await admin.getByLabel('Search bookings').fill(email);
      const booking = admin.getByTestId('all-bookings-table').locator(`tbody tr`, {
        hasText: email,
      });
      await booking.waitFor();
      await expect
        .poll(() => admin.getByTestId('all-bookings-table').locator('tbody tr').count())
        .toBe(1);
      expect(await booking.locator('[data-label="Status"] .badge').innerText()).toBe('refunded');
      await expect
        .poll(() => booking.locator('[data-label="Departure"]').innerText())
        .toContain('Departure cancelled');
      const departureCell = await booking.locator('[data-label="Departure"]').innerText();
      expect(departureCell).toContain(`15 Mar ${year}, 07:30 Dhaka time`);
      expect(departureCell).toContain('3 travellers');
      expect(await booking.locator('[data-label="Status"]').innerText()).toContain(
        'Landslide on the road',
      );
      // The status filter offers 'expired'.
      const statusFilter = admin.getByLabel('Status', { exact: true });
      expect(await statusFilter.locator('option').allInnerTexts()).toContain('expired');
      await expectAccessible(admin);
      await snapshot(admin, 'all-bookings-departures-1280');
      await admin.setViewportSize(PHONE);
      await expectAccessible(admin);
      await snapshot(admin, 'all-bookings-departures-390');
    } finally {
      // Out of the catalogue (archived: it has bookings) when done: other journeys book "the
      // first packages on Home", and this one's only departure ends cancelled.
      if (packageId) await callApi(admin, 'DELETE', `/packages/${packageId}`);
      await admin.context().close();
      await traveller.context().close();
    }
    // One long journey of two people (checkout included) on a shared 2-core machine.
  }, 180_000);
});
