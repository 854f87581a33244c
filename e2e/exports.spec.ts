import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
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
 * CSV exports (docs/architecture.md, "Exports"): an admin narrows All Booking to one traveller's
 * unpaid bookings and downloads them with the keyboard; the file is the filtered list (BOM, header,
 * those rows only).
 */

const { openPage, withPage } = useBrowser();

const HEADER =
  'id,created_at,status,name,email,package_id,package_title,duration,travellers,traveller_names,price,departure_id,departure_starts_at,departure_starts_at (Asia/Dhaka),cancelled_at,cancel_reason';

/** Books the first `count` catalogue packages for the signed-in traveller, through the API. */
async function book(page: Page, email: string, name: string, count: number) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await page.request.fetch(`/api/packages?limit=${count}&sort=newest`, { headers });
  const packages = (await list.json()) as { _id: string }[];
  for (const pkg of packages) {
    const response = await page.request.fetch('/api/booking', {
      method: 'POST',
      headers,
      data: JSON.stringify({ packageId: pkg._id, name, email }),
    });
    expect(response.status()).toBe(201);
  }
}

/** The focused element's accessible name (aria-label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

describe('CSV exports', () => {
  it('downloads All Booking as filtered, by keyboard: BOM, header, only the matching rows', async () => {
    const wanted = uniqueEmail('export');
    const other = uniqueEmail('export-other');
    await withPage(DESKTOP, async (page) => {
      await register(page, wanted, 'Sumaiya', 'Export');
      await book(page, wanted, 'Sumaiya Export', 2);
    });
    await withPage(DESKTOP, async (page) => {
      await register(page, other, 'Other', 'Traveller');
      await book(page, other, 'Other Traveller', 1);
    });

    const admin = await openPage(DESKTOP);
    await logInAsAdmin(admin);
    await admin.goto('/dashboard/allBooking');
    await admin.getByLabel('Search bookings').fill(wanted);
    await admin.getByLabel('Status').selectOption('unpaid');
    const rows = admin.getByTestId('all-bookings-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);

    // From the search box, Tab goes through the filters to the download button; Enter presses it.
    await admin.getByLabel('Search bookings').focus();
    for (let i = 0; i < 10 && (await focusedName(admin)) !== 'Download CSV of these bookings'; i++)
      await admin.keyboard.press('Tab');
    expect(await focusedName(admin)).toBe('Download CSV of these bookings');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wayfare-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.at(-1)).toBe('');
    const records = lines.slice(1, -1);
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record).toMatch(new RegExp(`^[\\w-]{36},[^,]+Z,unpaid,Sumaiya Export,${wanted},`));
    }
    expect(bytes.toString('utf8')).not.toContain(other);
    await admin.getByText(/^Saved wayfare-bookings-\d{4}-\d{2}-\d{2}\.csv$/).waitFor();

    await expectAccessible(admin);
    await snapshot(admin, 'exports-all-booking-1280');
    await admin.setViewportSize(PHONE);
    await admin.getByRole('button', { name: 'Download CSV of these bookings' }).waitFor();
    await expectAccessible(admin);
    await snapshot(admin, 'exports-all-booking-390');
    await admin.context().close();
  });
});
