import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { call, dhakaDay, shown } from './support/departures';
import {
  DESKTOP,
  PHONE,
  logInAsAdmin,
  signUpForToken,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

/*
 * Held seats (docs/decisions/010-seat-holds.md): an admin sees who holds seats unpaid on a
 * departure, since and until when (in the trip's zone), on a screen of its own reached from the package's departures, and
 * releases a hold after a confirmation: the booking expires, its seats go back on sale, the
 * traveller is told by e-mail and the audit trail records it. By keyboard at 1280 px, by taps at
 * 390 px, where the table's rows are cards and nothing scrolls sideways.
 */

const { openPage } = useBrowser();

/* The package made here leaves the catalogue when the file ends (archived: it has bookings). */
const made: { admin: string; packageId: string }[] = [];
afterAll(async () => {
  for (const { admin, packageId } of made) await call(admin, 'DELETE', `/packages/${packageId}`);
});

interface Hold {
  email: string;
  token: string;
  bookingId: string;
  /** The hold's end as the API answers it (the trip zone's offset). */
  holdExpiresAt: string;
}

/** A package with one departure of 20 seats; two travellers hold 3 seats and 1 seat on it. */
async function prepare() {
  const { token: admin } = await signUpForToken(inject('adminEmail'), 'Wayfare Admin', {
    signIn: true,
  });
  const suffix = Date.now().toString(36);
  const title = `Tanguar Haor Houseboat ${suffix}`;
  const { insertedId: packageId } = await call<{ insertedId: string }>(
    admin,
    'POST',
    '/addPackages',
    {
      title,
      description: `Two nights on a houseboat over the flooded haor of Sunamganj ${suffix}.`,
      price: 140,
      duration: '3 days',
    },
  );
  made.push({ admin, packageId });
  const { insertedId: departureId } = await call<{ insertedId: string }>(
    admin,
    'POST',
    `/packages/${packageId}/departures`,
    { startsAt: `${dhakaDay(40)}T07:30`, seats: 20 },
  );
  const hold = async (name: string, travellers: number): Promise<Hold> => {
    const { email, token } = await signUpForToken(uniqueEmail('held'), name);
    const booked = await call<{ insertedId: string; holdExpiresAt: string }>(
      token,
      'POST',
      '/booking',
      { packageId, departureId, name, email, travellers },
    );
    return { email, token, bookingId: booked.insertedId, holdExpiresAt: booked.holdExpiresAt };
  };
  const farzana = await hold('Farzana Yasmin', 3);
  const rafi = await hold('Rafi Islam', 1);
  const [departure] = await call<{ _id: string; startsAt: string }[]>(
    admin,
    'GET',
    `/packages/${packageId}/departures`,
  );
  return { admin, title, packageId, departureId, startsAt: departure!.startsAt, farzana, rafi };
}

/** Nothing on the page is wider than the screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A booking's status as its traveller sees it. */
async function statusOf(hold: Hold) {
  const bookings = await call<{ _id: string; status: string }[]>(
    hold.token,
    'GET',
    `/booking?email=${encodeURIComponent(hold.email)}`,
  );
  return bookings.find((b) => b._id === hold.bookingId)?.status;
}

describe('held seats (admin)', () => {
  it('shows who holds seats on a departure and releases a hold, by keyboard and on a phone', async () => {
    const trip = await prepare();
    const admin = await openPage(DESKTOP);
    await logInAsAdmin(admin);

    // From the package's departures to the departure's holds, by keyboard.
    await admin.goto(`/dashboard/manage/${trip.packageId}/departures`);
    const row = admin
      .getByTestId('departures-table')
      .locator(`tr[data-departure="${trip.departureId}"]`);
    const link = row.getByRole('link', { name: /^Seat holds of the departure of/ });
    expect(await link.getAttribute('aria-label')).toContain(shown(trip.startsAt));
    await link.focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { name: `Seat holds: ${trip.title}` }).waitFor();
    expect(new URL(admin.url()).pathname).toBe(
      `/dashboard/manage/${trip.packageId}/departures/${trip.departureId}/holds`,
    );
    await admin.getByText('Times are in the trip’s zone (Dhaka time)', { exact: false }).waitFor();

    // Who, how many seats, since and until when: in the trip's zone, which the headers name.
    const table = admin.getByTestId('holds-table');
    const farzana = table.locator(`tr[data-email="${trip.farzana.email}"]`);
    const rafi = table.locator(`tr[data-email="${trip.rafi.email}"]`);
    await farzana.waitFor();
    expect(await farzana.locator('[data-label="Who"]').innerText()).toContain('Farzana Yasmin');
    expect(await farzana.locator('[data-label="Seats"]').innerText()).toBe('3');
    expect(await rafi.locator('[data-label="Seats"]').innerText()).toBe('1');
    const until = shown(trip.farzana.holdExpiresAt).replace(' Dhaka time', '');
    expect(await farzana.locator('[data-label="Held until (Dhaka time)"]').innerText()).toContain(
      until,
    );
    expect(await farzana.locator('[data-label="Held since (Dhaka time)"]').innerText()).toMatch(
      /\d{4}, \d{2}:\d{2}$/,
    );
    expect(await admin.getByTestId('holds-counts').innerText()).toBe('4 seats on 2 bookings');
    expect(await admin.getByText('4 of 20 taken').count()).toBe(1);
    await expectAccessible(admin);
    await snapshot(admin, 'held-seats-1280');

    // Release, asked first: the dialog offers Keep hold first; Escape keeps it.
    const release = farzana.getByRole('button', {
      name: 'Release the hold of Farzana Yasmin (3 seats)',
    });
    await release.focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { name: 'Release this seat hold?' }).waitFor();
    expect(await admin.locator('.swal2-html-container').innerText()).toContain(
      `${trip.farzana.email} is told by e-mail`,
    );
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent))
      .toBe('Keep hold');
    await admin.keyboard.press('Escape');
    await admin.locator('.swal2-popup').waitFor({ state: 'detached' });
    await expect.poll(() => release.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await statusOf(trip.farzana)).toBe('unpaid');

    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { name: 'Release this seat hold?' }).waitFor();
    await admin.keyboard.press('Shift+Tab');
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent))
      .toBe('Release hold');
    await admin.keyboard.press('Enter');
    await admin.getByText('Seat hold released').waitFor();
    const status = admin.getByTestId('holds-status');
    await expect
      .poll(() => status.innerText())
      .toBe('Released the hold of Farzana Yasmin: 3 seats back on sale, 19 left.');
    // The released row and its button are gone: the focus is on the line that says so.
    await farzana.waitFor({ state: 'detached' });
    await expect.poll(() => status.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() => admin.getByTestId('holds-counts').innerText())
      .toBe('1 seat on 1 booking');
    expect(await statusOf(trip.farzana)).toBe('expired');
    expect(await statusOf(trip.rafi)).toBe('unpaid');
    await expectAccessible(admin);

    // The traveller is told, and the trail records who released what.
    const outbox = await call<{ items: { kind: string; to: string; subject: string }[] }>(
      trip.admin,
      'GET',
      `/mail?q=${encodeURIComponent(trip.farzana.email)}`,
    );
    expect(
      outbox.items.filter((m) => m.kind === 'hold-released').map((m) => [m.to, m.subject]),
    ).toEqual([[trip.farzana.email, `Seat hold released: ${trip.title}`]]);
    const trail = await call<{ items: { targetId: string; details: { departureId: string } }[] }>(
      trip.admin,
      'GET',
      `/audit?action=booking.release&targetId=${trip.farzana.bookingId}`,
    );
    expect(trail.items.map((e) => e.details.departureId)).toEqual([trip.departureId]);

    // On a phone: the hold left is a card, nothing scrolls sideways; released by taps.
    const phone = await openPage(PHONE);
    await logInAsAdmin(phone);
    await phone.goto(`/dashboard/manage/${trip.packageId}/departures`);
    const phoneRow = phone
      .getByTestId('departures-table')
      .locator(`tr[data-departure="${trip.departureId}"]`);
    await phoneRow.waitFor();
    await expectNoSidewaysScroll(phone);
    await snapshot(phone, 'held-seats-departures-390');
    await phoneRow.getByRole('link', { name: /^Seat holds of the departure of/ }).click();
    await phone.getByRole('heading', { name: `Seat holds: ${trip.title}` }).waitFor();
    const card = phone.getByTestId('holds-table').locator(`tr[data-email="${trip.rafi.email}"]`);
    await card.waitFor();
    await expectNoSidewaysScroll(phone);
    await expectAccessible(phone);
    await snapshot(phone, 'held-seats-390');
    await card.getByRole('button', { name: 'Release the hold of Rafi Islam (1 seat)' }).click();
    await phone.getByRole('button', { name: 'Release hold' }).click();
    await phone.getByText('No seats are held unpaid on this departure.').waitFor();
    expect(await statusOf(trip.rafi)).toBe('expired');
    await expectNoSidewaysScroll(phone);
    await expectAccessible(phone);
    await snapshot(phone, 'held-seats-390-empty');
  });
});
