import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectDialogKeepsFocus, focusProblem } from './support/a11y';
import { call, dhakaDay, shown } from './support/departures';
import {
  DESKTOP,
  PHONE,
  signUpForToken,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';
import { isFocused, logInByKeyboard, openPage, press, tabTo, typeOver } from './support/keyboard';

/*
 * Booking by keyboard alone (docs/accessibility.md), at 1280 and 390 px: no click anywhere, every
 * key followed by a look at the focus (a visible indicator; inside the dialog while one is open:
 * see press). A traveller finds a package on Search, opens its booking dialog with Enter (Tab and
 * Shift+Tab go round in it, Escape closes it and gives the focus back to Book Now), chooses a date
 * with the arrow keys, books for two and names the second traveller; the booking shows on My
 * Booking with that date. And a trip request from /booking: the selects chosen by typing, the dates
 * and times typed segment by segment, an end before the start refused first.
 */

const { withPage } = useBrowser();

// Each journey presses many keys, each followed by a look at the focus, on a loaded machine.
const JOURNEY_MS = 150_000;

/**
 * The packages made here leave the catalogue when the file ends (archived, as they have
 * bookings): other journeys book "the first packages on Home" and compare with their prices.
 */
const made: { admin: string; packageId: string }[] = [];
afterAll(async () => {
  for (const { admin, packageId } of made) await call(admin, 'DELETE', `/packages/${packageId}`);
});

interface Departure {
  _id: string;
  startsAt: string;
}

/** A package of its own, found on Search by its last word, with three dates of 10 seats. */
async function packageWithDates() {
  const { token: admin } = await signUpForToken(inject('adminEmail'), 'Wayfare Admin', {
    signIn: true,
  });
  const word = `kbd${Date.now().toString(36)}`;
  const title = `Sajek Valley by Keyboard ${word}`;
  const { insertedId: packageId } = await call<{ insertedId: string }>(
    admin,
    'POST',
    '/addPackages',
    {
      title,
      description: `Clouds over the hills of Rangamati, booked without a mouse (${word}).`,
      price: 140,
      duration: '3 days',
    },
  );
  made.push({ admin, packageId });
  for (const days of [20, 22, 24])
    await call(admin, 'POST', `/packages/${packageId}/departures`, {
      startsAt: `${dhakaDay(days)}T07:00`,
      seats: 10,
    });
  const departures = await call<Departure[]>(admin, 'GET', `/packages/${packageId}/departures`);
  expect(departures).toHaveLength(3);
  return { word, title, departures };
}

/** A traveller signed up (through the identity API) and signed in on the Login screen by keys. */
async function signedInTraveller(page: Page, name: string) {
  const email = uniqueEmail('keyboard-booker');
  await signUpForToken(email, name);
  await logInByKeyboard(page, email);
  return email;
}

/** Waits until the focus is inside `dialog` (it takes it as it opens), with an indicator. */
async function dialogHasFocus(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { timeout: 10_000 })
    .toBe(true);
  await expect.poll(() => focusProblem(page), { timeout: 5_000 }).toBe('');
}

/**
 * Types a date and time into the `datetime-local` field that has the focus, on its first part,
 * segment by segment, as Chromium shows it in en-US: month, day, year, hour, minute, AM/PM. Two
 * digits fill a month, day, hour or minute and move to the next part by themselves; a year may
 * take more digits than four, so Tab moves on from it.
 */
async function typeDateTime(page: Page, when: string) {
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(
    when,
  ) as unknown as [string, string, string, string, string, string];
  const hours = Number(hour);
  await page.keyboard.type(month);
  await page.keyboard.type(day);
  await page.keyboard.type(year);
  await press(page, 'Tab');
  await page.keyboard.type(String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0'));
  await page.keyboard.type(minute);
  await page.keyboard.type(hours < 12 ? 'A' : 'P');
}

describe('booking by keyboard alone', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(
      `books a package from Search: a date by arrow keys, two travellers (${viewport.width} px)`,
      async () => {
        const trip = await packageWithDates();
        const [, chosen] = trip.departures as [Departure, Departure, Departure];
        await withPage(viewport, async (page) => {
          await signedInTraveller(page, 'Keyed Booker');

          // Search finds the package by its word, typed and sent with Enter.
          await openPage(page, '/search', 'Search');
          await tabTo(page, page.getByLabel('Search packages'));
          await page.keyboard.type(trip.word);
          await press(page, 'Enter');
          await expect
            .poll(() => page.getByTestId('result-count').textContent())
            .toBe('1 package found');
          const bookNow = page.getByRole('button', { name: `Book Now: ${trip.title}` });
          await tabTo(page, bookNow);

          // The dialog holds the focus while open; Escape closes it, the focus back on Book Now.
          await press(page, 'Enter');
          const dialog = page.getByRole('dialog', { name: `Book ${trip.title}` });
          await dialog.getByRole('group', { name: 'Departure' }).waitFor();
          await dialogHasFocus(page, dialog);
          await expectDialogKeepsFocus(page, dialog, bookNow);
          expect(await focusProblem(page)).toBe('');

          await press(page, 'Enter');
          await dialog.getByRole('group', { name: 'Departure' }).waitFor();
          await dialogHasFocus(page, dialog);
          // The soonest date is chosen; the arrow moves the choice to the next one.
          const dates = trip.departures.map((departure) =>
            dialog.getByRole('radio', { name: new RegExp(shown(departure.startsAt)) }),
          );
          await expect.poll(() => dates[0]!.isChecked()).toBe(true);
          await tabTo(page, dates[0]!, 20);
          await press(page, 'ArrowDown');
          await expect.poll(() => dates[1]!.isChecked()).toBe(true);
          expect(await isFocused(dates[1]!)).toBe(true);

          // Two travellers: typed over the 1, and the second one's name.
          const travellers = dialog.getByLabel('Travellers');
          await tabTo(page, travellers, 20);
          await typeOver(page, '2');
          expect(await travellers.inputValue()).toBe('2');
          const second = dialog.getByLabel('Traveller 2');
          await tabTo(page, second, 20);
          await page.keyboard.type('Imran Hossain');
          await expect
            .poll(() => page.getByTestId('booking-total').textContent())
            .toMatch(/Total: \$280\s*\(2 × \$140\)/);
          await expectAccessible(page);
          await snapshot(page, `keyboard-booking-dialog-${viewport.width}`);

          await tabTo(page, dialog.getByRole('button', { name: 'Confirm booking' }), 20);
          await press(page, 'Enter');
          await page.getByText('Booking successful').waitFor();
          await dialog.waitFor({ state: 'hidden' });
          // Closed on the booking, the page behind offers the next step and gives it the focus:
          // Pay now is one Tab away. Put away ("Not now"), the focus is back on Book Now.
          const next = page.getByRole('region', { name: `Booked: ${trip.title}` });
          await next.waitFor();
          const nextHeading = next.getByRole('heading', { name: `Booked: ${trip.title}` });
          await expect.poll(() => isFocused(nextHeading), { timeout: 10_000 }).toBe(true);
          expect(await focusProblem(page)).toBe('');
          await press(page, 'Tab');
          expect(await isFocused(next.getByRole('link', { name: 'Pay now' }))).toBe(true);
          await expectAccessible(page);
          await snapshot(page, `keyboard-booked-next-steps-${viewport.width}`);
          await tabTo(page, next.getByRole('button', { name: 'Not now' }), 5);
          await press(page, 'Enter');
          await next.waitFor({ state: 'detached' });
          await expect.poll(() => isFocused(bookNow), { timeout: 10_000 }).toBe(true);
          expect(await focusProblem(page)).toBe('');

          // My Booking: the date chosen, the two travellers, the total.
          await openPage(page, '/dashboard/booking', 'My Booking');
          const row = page.locator('tbody tr', { hasText: trip.title });
          await row.waitFor();
          expect(await row.count()).toBe(1);
          const text = (await row.textContent()) ?? '';
          expect(text).toContain(shown(chosen.startsAt));
          expect(text).toContain('With Imran Hossain');
          expect(await row.locator('td[data-label="Travellers"]').textContent()).toContain('2');
          expect(text).toContain('$280');
        });
      },
      JOURNEY_MS,
    );

    it(
      `sends a trip request from /booking, an end before the start refused first (${viewport.width} px)`,
      async () => {
        const Y = new Date().getUTCFullYear() + 1;
        await withPage(
          viewport,
          async (page) => {
            const email = await signedInTraveller(page, 'Keyed Tripper');
            await openPage(page, '/booking', 'Book Your Trip');
            const form = page.getByRole('form', { name: 'Book your trip' });
            await expect.poll(() => form.getByLabel('Email').inputValue()).toBe(email);

            // The selects: a closed select takes the first letters of an option.
            const origin = form.getByLabel('Origin');
            await tabTo(page, origin);
            await page.keyboard.type('Dhaka');
            await expect.poll(() => origin.inputValue()).toBe('Dhaka');
            const destination = form.getByLabel('Destination', { exact: true });
            await tabTo(page, destination);
            await page.keyboard.type('Cox');
            await expect.poll(() => destination.inputValue()).toBe("Cox's Bazar");

            const start = form.getByLabel('Start Date & Time');
            await tabTo(page, start);
            await typeDateTime(page, `${Y}-12-20T09:00`);
            expect(await start.inputValue()).toBe(`${Y}-12-20T09:00`);
            // An end before the start is caught in the page, before anything is sent.
            const end = form.getByLabel('End Date & Time');
            await tabTo(page, end);
            await typeDateTime(page, `${Y}-12-19T09:00`);
            expect(await end.inputValue()).toBe(`${Y}-12-19T09:00`);
            const send = form.getByRole('button', { name: 'Book Trip' });
            await tabTo(page, send);
            await press(page, 'Enter');
            await form.getByText('The end must be after the start').waitFor();
            // The field to correct has the focus (on its first part).
            await expect.poll(() => isFocused(end)).toBe(true);
            expect(await focusProblem(page)).toBe('');
            await expectAccessible(page);
            await snapshot(page, `keyboard-trip-request-error-${viewport.width}`);

            await typeDateTime(page, `${Y}-12-23T18:30`);
            expect(await end.inputValue()).toBe(`${Y}-12-23T18:30`);
            await tabTo(page, send);
            await press(page, 'Enter');
            await page.getByText('Booking Successful').waitFor();
            await expect.poll(() => origin.inputValue()).toBe('');
            expect(await form.getByText('The end must be after the start').count()).toBe(0);

            // Sent as typed: the trip's local time, read in Dhaka time.
            const stored = await page.evaluate(async (address) => {
              const response = await fetch(
                `/api/destination?email=${encodeURIComponent(address)}`,
                { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } },
              );
              return (await response.json()) as unknown[];
            }, email);
            expect(stored).toMatchObject([
              {
                origin: 'Dhaka',
                destination: "Cox's Bazar",
                startDateTime: `${Y}-12-20T09:00:00+06:00`,
                endDateTime: `${Y}-12-23T18:30:00+06:00`,
              },
            ]);
          },
          // The date fields' parts and order are the locale's: typed here as en-US shows them.
          { locale: 'en-US' },
        );
      },
      JOURNEY_MS,
    );
  }
});
