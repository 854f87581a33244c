import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { call, dhakaDay, shown } from './support/departures';
import {
  baseURL,
  DESKTOP,
  PHONE,
  register,
  signUpForToken,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';
import { inject } from 'vitest';

/*
 * Departures and seats (docs/architecture.md, "Seats"), the traveller's side: a package's own page,
 * server-rendered with its preview tags and its upcoming dates; the booking dialog's date,
 * travellers and total; a sold-out date that cannot be chosen and a refusal told in the dialog; My
 * Bookings with the date and travellers; the search by departure days and travellers. The data is
 * made through the API, as the admin screens would make it.
 */

const { withPage } = useBrowser();

/*
 * The packages made here leave the catalogue when the file ends (archived, as they have
 * bookings): other journeys book "the first packages on Home" and compare with their card price,
 * which a departure with its own price would not match.
 */
const made: { admin: string; packageId: string }[] = [];
afterAll(async () => {
  for (const { admin, packageId } of made) await call(admin, 'DELETE', `/packages/${packageId}`);
});

interface Departure {
  _id: string;
  startsAt: string;
  seatsLeft: number;
  price: number;
}

/**
 * A package of its own with three dates: 10 seats at the package's price, 2 seats at its own
 * price, and 1 seat that another traveller has taken (sold out).
 */
async function preparePackage() {
  const { token: admin } = await signUpForToken(inject('adminEmail'), 'Wayfare Admin', {
    signIn: true,
  });
  const suffix = Date.now().toString(36);
  const title = `Ratargul Swamp Forest ${suffix}`;
  const description = `Row through the freshwater swamp forest of Sylhet ${suffix}, with a local boatman and lunch by the river.`;
  const { insertedId: packageId } = await call<{ insertedId: string }>(
    admin,
    'POST',
    '/addPackages',
    { title, description, price: 120, duration: '2 days' },
  );
  made.push({ admin, packageId });
  const add = (days: number, seats: number, price?: number) =>
    call(admin, 'POST', `/packages/${packageId}/departures`, {
      startsAt: `${dhakaDay(days)}T07:00`,
      seats,
      ...(price === undefined ? {} : { price }),
    });
  await add(12, 1);
  await add(14, 2, 150);
  await add(16, 10);
  const other = uniqueEmail('early-bird');
  const { token: otherToken } = await signUpForToken(other, 'Early Bird');
  let departures = await call<Departure[]>(admin, 'GET', `/packages/${packageId}/departures`);
  await call(otherToken, 'POST', '/booking', {
    packageId,
    name: 'Early Bird',
    email: other,
    departureId: departures[0]!._id,
    travellers: 1,
  });
  departures = await call<Departure[]>(admin, 'GET', `/packages/${packageId}/departures`);
  expect(departures.map((d) => d.seatsLeft)).toEqual([0, 2, 10]);
  return { packageId, title, description, departures, other, otherToken };
}

async function total(page: Page): Promise<string> {
  return ((await page.getByTestId('booking-total').textContent()) ?? '').replace(/\s+/g, ' ');
}

describe('departures', () => {
  it('shows a shared package page, books a date for a party, refuses seats that went, and lists the booking', async () => {
    const trip = await preparePackage();
    const [soldOut, small, large] = trip.departures as [Departure, Departure, Departure];

    // The server's HTML, no script run: the title, the description and the preview tags, and
    // the dates themselves.
    const html = await (await fetch(`${baseURL()}/packages/${trip.packageId}`)).text();
    expect(html).toContain(`<title>${trip.title} | Wayfare</title>`);
    expect(html).toContain(`<meta property="og:title" content="${trip.title}">`);
    expect(html).toContain(`<meta property="og:description" content="${trip.description}">`);
    expect(html).toMatch(
      new RegExp(
        `<meta\\s+name="description"\\s+content="${trip.description.replace(/[.]/g, '\\.')}"`,
      ),
    );
    // The app's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(`<meta property="og:url" content="http://[^"]+/packages/${trip.packageId}">`),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain(
      `<h1 class="text-3xl font-bold leading-tight sm:text-4xl">${trip.title}</h1>`,
    );
    expect(html).toContain('Sold out');
    expect(html).toContain('10 seats left');

    const email = uniqueEmail('party');
    await withPage(DESKTOP, async (page) => {
      await register(page, email, 'Nadia', 'Rahman');
      await page.goto(`/packages/${trip.packageId}`);
      await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
      const dates = page.getByTestId('departures').locator('li');
      await expect.poll(() => dates.count()).toBe(3);
      expect(await dates.nth(0).textContent()).toContain('Sold out');
      expect(await dates.nth(1).textContent()).toContain('2 seats left');
      expect(await dates.nth(1).textContent()).toContain('$150');
      expect(await page.title()).toBe(`${trip.title} | Wayfare`);
      await expectAccessible(page);
      await snapshot(page, 'package-page-1280');
      await page.setViewportSize(PHONE);
      await snapshot(page, 'package-page-390');
      await page.setViewportSize(DESKTOP);

      // The dialog: the sold-out date cannot be chosen; the soonest with seats is chosen.
      await page.getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('group', { name: 'Departure' }).waitFor();
      const soldOutRadio = dialog.getByRole('radio', { name: new RegExp(shown(soldOut.startsAt)) });
      expect(await soldOutRadio.isDisabled()).toBe(true);
      expect(await dialog.getByRole('radio', { name: /Sold out/ }).count()).toBe(1);
      const smallRadio = dialog.getByRole('radio', { name: new RegExp(shown(small.startsAt)) });
      expect(await smallRadio.isChecked()).toBe(true);
      expect(await total(page)).toContain('$150');
      expect(await page.getByTestId('booking-total').getAttribute('aria-live')).toBe('polite');

      // Three travellers do not fit on two seats; two do, at twice the date's price.
      const travellers = dialog.getByLabel('Travellers');
      await travellers.fill('3');
      await dialog.getByText('Only 2 seats are left on this date').waitFor();
      expect(await travellers.getAttribute('aria-invalid')).toBe('true');
      await travellers.fill('2');
      await expect.poll(() => total(page)).toContain('$300');
      await dialog.getByLabel('Traveller 2').fill('Imran Hossain');
      await expectAccessible(page);
      await snapshot(page, 'booking-dialog-1280');
      await page.setViewportSize(PHONE);
      await snapshot(page, 'booking-dialog-390');
      await page.setViewportSize(DESKTOP);
      await dialog.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByText('Booking successful').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // The page's dates are fresh: the small date is sold out now.
      await expect.poll(async () => dates.nth(1).textContent()).toContain('Sold out');
      // The page behind the dialog says what to do next, for that booking.
      const next = page.getByRole('region', { name: `Booked: ${trip.title}` });
      await next.waitFor();
      const nextText = (await next.textContent()) ?? '';
      expect(nextText).toContain(`${shown(small.startsAt)} · 2 travellers · $300`);
      expect(nextText).toMatch(/Your seats are held until .+ Dhaka time; pay before then/);
      expect(await next.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toMatch(
        /^\/dashboard\/payment\?booking=[0-9a-f-]{36}$/,
      );
      expect(await next.getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe(
        '/dashboard/booking',
      );
      await expectAccessible(page);
      await snapshot(page, 'booked-next-steps-1280');
      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      await snapshot(page, 'booked-next-steps-390');
      await page.setViewportSize(DESKTOP);

      // Seats taken by someone else while the dialog is open: told, with the seats left, and
      // the dates refreshed; the refused date stays marked and no other is chosen in its place.
      await page.getByRole('button', { name: 'Book Now' }).click();
      expect(await next.count()).toBe(0);
      const largeRadio = dialog.getByRole('radio', { name: new RegExp(shown(large.startsAt)) });
      expect(await largeRadio.isChecked()).toBe(true);
      await travellers.fill('3');
      await expect.poll(() => total(page)).toContain('$360');
      await call(trip.otherToken, 'POST', '/booking', {
        packageId: trip.packageId,
        name: 'Early Bird',
        email: trip.other,
        departureId: large._id,
        travellers: 8,
      });
      await dialog.getByRole('button', { name: 'Confirm booking' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'Only 2 seats left on this departure; you asked for 3.' })
        .waitFor();
      const largeLabel = dialog.locator('label', { hasText: shown(large.startsAt) });
      await expect.poll(() => largeLabel.textContent()).toContain('2 seats left');
      expect(await largeLabel.textContent()).toContain('Not booked');
      expect(await largeRadio.isChecked()).toBe(false);
      expect(await dialog.locator('input[type="radio"]:checked').count()).toBe(0);
      const confirm = dialog.getByRole('button', { name: 'Confirm booking' });
      expect(await confirm.isDisabled()).toBe(true);
      expect(await dialog.getByLabel('Price (USD)').inputValue()).toBe('—');
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? ''),
      ).toBe('booking-refusal');
      await expectAccessible(page);
      await snapshot(page, 'booking-dialog-sold-out-1280');
      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      await snapshot(page, 'booking-dialog-sold-out-390');
      await page.setViewportSize(DESKTOP);
      // Chosen again by the traveller: its seats say what fits, and Confirm is back.
      await largeRadio.check();
      await dialog.getByText('Only 2 seats are left on this date').waitFor();
      expect(await confirm.isEnabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // My Booking: the date in Dhaka time, the party, and how long the seats are held.
      await page.goto('/dashboard/booking');
      const row = page.locator('tbody tr', { hasText: trip.title });
      await row.waitFor();
      expect(await row.count()).toBe(1);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(shown(small.startsAt));
      expect(text).toContain('With Imran Hossain');
      expect(text).toMatch(/Hold until \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} Dhaka time/);
      expect(await row.locator('td[data-label="Travellers"]').textContent()).toContain('2');
      expect(text).toContain('$300');
      await expectAccessible(page);
      await snapshot(page, 'my-booking-departure-1280');
      await page.setViewportSize(PHONE);
      await snapshot(page, 'my-booking-departure-390');
      await page.setViewportSize(DESKTOP);

      // Paid: Payment History says which date and how many travelled. Before the card, checkout
      // says the date, seats × a seat's price, and the terms.
      await page.goto('/dashboard/payment');
      const payingFor = page.getByRole('region', { name: 'You are paying for' });
      const paidRow = payingFor.getByTestId('checkout-booking').filter({ hasText: trip.title });
      await paidRow.waitFor();
      expect(await paidRow.textContent()).toMatch(
        new RegExp(`Departs \\w{3} ${shown(small.startsAt)}`),
      );
      expect(await paidRow.getByTestId('seat-times').textContent()).toBe('2 seats × $150');
      expect(await paidRow.textContent()).toContain('$300');
      expect(
        await payingFor.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href'),
      ).toBe('/terms');
      await expectAccessible(page);
      await snapshot(page, 'checkout-summary-1280');
      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      await snapshot(page, 'checkout-summary-390');
      await page.setViewportSize(DESKTOP);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page
        .getByLabel('Expiry (MM / YY)')
        .fill(`12${String(new Date().getFullYear() + 3).slice(2)}`);
      await page.getByLabel('CVC').fill('123');
      const pay = page.getByRole('button', { name: 'Pay 300 USD' });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await pay.click();
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL('**/dashboard/paymentHistory');
      const trips = page.locator('tbody tr').first().locator('td[data-label="Trips"]');
      await expect.poll(() => trips.textContent()).toContain(shown(small.startsAt));
      expect(await trips.textContent()).toContain(`${trip.title}`);
      expect(await trips.textContent()).toContain('2 travellers');
      await expectAccessible(page);
      await snapshot(page, 'payment-history-departure-1280');
      await page.setViewportSize(PHONE);
      await snapshot(page, 'payment-history-departure-390');
    });
  });

  it('books a date with the keyboard alone, chooses again after a refusal, and pays', async () => {
    const trip = await preparePackage();
    const large = trip.departures[2]!;
    await withPage(PHONE, async (page) => {
      await register(page, uniqueEmail('keys'), 'Sadia', 'Islam');
      await page.goto(`/packages/${trip.packageId}`);
      await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return `${el?.tagName ?? ''}:${el?.getAttribute('type') ?? ''}:${el?.textContent?.trim() ?? ''}`;
        });
      async function tabTo(wanted: RegExp, limit = 60) {
        for (let i = 0; i < limit; i += 1) {
          if (wanted.test(await focused())) return;
          await page.keyboard.press('Tab');
        }
        throw new Error(`never reached ${wanted} by Tab; at ${await focused()}`);
      }
      await tabTo(/^BUTTON:button:Book Now$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('group', { name: 'Departure' }).waitFor();
      // Into the dates: the chosen one takes the focus; the arrow skips to the next that has seats.
      await tabTo(/^INPUT:radio:/);
      await page.keyboard.press('ArrowDown');
      const largeRadio = dialog.getByRole('radio', { name: new RegExp(shown(large.startsAt)) });
      await expect.poll(() => largeRadio.isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focused()).toMatch(/^INPUT:number:/);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('4');
      await expect.poll(() => total(page)).toContain('$480');
      // Someone else takes 8 of its 10 seats meanwhile: refused, the words take the focus, no
      // date is chosen, and Confirm waits for a new choice made with the keys.
      await call(trip.otherToken, 'POST', '/booking', {
        packageId: trip.packageId,
        name: 'Early Bird',
        email: trip.other,
        departureId: large._id,
        travellers: 8,
      });
      await tabTo(/^BUTTON:submit:Confirm booking$/);
      await page.keyboard.press('Enter');
      const refusal = dialog.getByTestId('booking-refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(
        'Only 2 seats left on this departure; you asked for 4.',
      );
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('booking-refusal');
      const confirm = dialog.getByRole('button', { name: 'Confirm booking' });
      expect(await confirm.isDisabled()).toBe(true);
      expect(await largeRadio.isChecked()).toBe(false);
      await expectAccessible(page);
      // Tab reaches the dates (none chosen: the first that has seats); the arrow chooses.
      await page.keyboard.press('Tab');
      expect(await focused()).toMatch(/^INPUT:radio:/);
      expect(await dialog.locator('input[type="radio"]:checked').count()).toBe(0);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => largeRadio.isChecked()).toBe(true);
      await dialog.getByText('Only 2 seats are left on this date').waitFor();
      await page.keyboard.press('Tab');
      expect(await focused()).toMatch(/^INPUT:number:/);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('2');
      await expect.poll(() => total(page)).toContain('$240');
      await tabTo(/^BUTTON:submit:Confirm booking$/);
      await page.keyboard.press('Enter');
      await page.getByText('Booking successful').waitFor();
      // The next step has the focus once the dialog has closed: Tab, Pay now, Enter.
      const next = page.getByRole('region', { name: `Booked: ${trip.title}` });
      await next.waitFor();
      await expect.poll(focused).toMatch(new RegExp(`^H2::Booked: ${trip.title}$`));
      await expectAccessible(page);
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('A::Pay now');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/payment\?booking=/);
      const justBooked = page.getByTestId('checkout-booking').filter({ hasText: 'Just booked' });
      await justBooked.waitFor();
      expect(await justBooked.textContent()).toContain(trip.title);
      expect(await justBooked.textContent()).toMatch(
        new RegExp(`Departs \\w{3} ${shown(large.startsAt)}`),
      );
      expect(await justBooked.getByTestId('seat-times').textContent()).toBe('2 seats × $120');
      await expectAccessible(page);
      await page.goto('/dashboard/booking');
      const row = page.locator('tbody tr', { hasText: trip.title });
      await row.waitFor();
      expect(await row.textContent()).toContain(shown(large.startsAt));
      expect(await row.locator('td[data-label="Travellers"]').textContent()).toContain('2');
    });
  });

  it('narrows the search to packages departing on those days with seats for the party', async () => {
    const trip = await preparePackage();
    const word = trip.title.split(' ').at(-1)!;
    await withPage(DESKTOP, async (page) => {
      await page.goto(`/search?q=${word}`);
      const count = page.getByTestId('result-count');
      await expect.poll(() => count.textContent()).toBe('1 package found');

      const search = async (from: string, to: string, travellers: string) => {
        await page.getByLabel('Date from').fill(from);
        await page.getByLabel('Date to').fill(to);
        await page.getByLabel('Travellers').fill(travellers);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
      };
      // Days without a departure of it.
      await search(dhakaDay(40), dhakaDay(45), '');
      await expect.poll(() => count.textContent()).toBe('0 packages found');
      expect(new URL(page.url()).searchParams.get('departFrom')).toBe(dhakaDay(40));
      // Its dates, but more travellers than any has seats for.
      await search(dhakaDay(11), dhakaDay(17), '11');
      await expect.poll(() => count.textContent()).toBe('0 packages found');
      // Its dates and a party that fits.
      await search(dhakaDay(11), dhakaDay(17), '3');
      await expect.poll(() => count.textContent()).toBe('1 package found');
      expect(new URL(page.url()).searchParams.get('travellers')).toBe('3');
      const card = page.getByTestId('search-results').locator('article');
      await card.getByRole('link', { name: trip.title }).waitFor();

      // The last day before the first: told, nothing searched.
      await search(dhakaDay(17), dhakaDay(11), '');
      await page.getByText('The last day must not be before the first day.').waitFor();
      await expectAccessible(page);
      await snapshot(page, 'search-departures-1280');
      await page.setViewportSize(PHONE);
      await snapshot(page, 'search-departures-390');
      await page.setViewportSize(DESKTOP);

      // A card's title opens the package's page.
      await search(dhakaDay(11), dhakaDay(17), '');
      await expect.poll(() => count.textContent()).toBe('1 package found');
      await card.getByRole('link', { name: trip.title }).click();
      await page.waitForURL(`**/packages/${trip.packageId}`);
      await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
    });
  });
});
