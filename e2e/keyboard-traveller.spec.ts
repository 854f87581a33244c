import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, focusProblem } from './support/a11y';
import {
  baseURL,
  DESKTOP,
  PHONE,
  signUpForToken,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';
import {
  chooseFileByKeyboard,
  isFocused,
  logInByKeyboard,
  openPage,
  popupHasFocus,
  press,
  tabStaysInPopup,
  tabTo,
  typeOver,
} from './support/keyboard';

/*
 * The traveller's work by keyboard alone (docs/accessibility.md): no click anywhere. The bookings
 * are made through the API beforehand (booking by keyboard is keyboard-booking.spec.ts's);
 * everything after that is keys: signing in, paying by card (a decline first), cancelling a booking
 * (its confirmation closed with Escape first, the focus back on the control that opened it),
 * cancelling a paid one with its refund, writing a review with its star rating and photo. After
 * every key press the focused element shows a focus indicator, and while a dialog is open the focus
 * is inside it; axe runs with each dialog, error and toast shown.
 */

const { withPage } = useBrowser();

/** The names of the files a file field holds (what the browser shows beside its button). */
const chosenFiles = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (file) => file.name));

// The two whole journeys press many keys, each followed by a look at the focus.
const LONG_JOURNEY_MS = 150_000;

const PHOTO = path.resolve(
  import.meta.dirname,
  '../apps/web/public/images/people/person-2-384.webp',
);

/** A traveller with `count` unpaid bookings, made through the API (as the booking dialog does). */
async function travellerWithBookings(name: string, count: number) {
  const email = uniqueEmail('keyboard-traveller');
  const { token } = await signUpForToken(email, name);
  const headers = { 'content-type': 'application/json', origin: baseURL() };
  const packages = (await (await fetch(`${baseURL()}/api/packages`)).json()) as {
    _id: string;
    title: string;
  }[];
  const booked: string[] = [];
  for (const travelPackage of packages.slice(0, count)) {
    const answer = await fetch(`${baseURL()}/api/booking`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: JSON.stringify({ packageId: travelPackage._id, name, email }),
    });
    expect(answer.status).toBe(201);
    booked.push(travelPackage.title);
  }
  return { email, booked };
}

/** Types a card into the checkout's three fields, reached by Tab from where the focus is. */
async function typeCard(page: Page, number: string) {
  await tabTo(page, page.getByLabel('Card number'));
  await typeOver(page, number);
  await tabTo(page, page.getByLabel('Expiry (MM / YY)'));
  await typeOver(page, `12${String(new Date().getFullYear() + 3).slice(2)}`);
  await tabTo(page, page.getByLabel('CVC'));
  await typeOver(page, '123');
}

/**
 * Keeps a copy of the next toast as it shows: a success toast leaves after 1.5 s (the spec's
 * time), often before axe has read the page. The copy is taken the moment SweetAlert2 has drawn
 * it (same markup, classes and place; ids suffixed so that they stay unique) and stays until
 * `toastIsAccessible` has checked it.
 */
async function holdNextToast(page: Page) {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const toast = document
        .querySelector('.swal2-container:not([data-held-toast]) .swal2-toast')
        ?.closest('.swal2-container');
      if (!toast?.querySelector('.swal2-title')?.textContent) return;
      observer.disconnect();
      const copy = toast.cloneNode(true) as HTMLElement;
      copy.dataset.heldToast = '';
      for (const el of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
        if (el.id) el.id = `${el.id}-held`;
        for (const name of ['aria-labelledby', 'aria-describedby']) {
          const ids = el.getAttribute(name);
          if (ids) el.setAttribute(name, ids.replace(/(\S+)/g, '$1-held'));
        }
      }
      document.body.append(copy);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Runs axe on the toast `holdNextToast` kept, then lets it go. */
async function toastIsAccessible(page: Page, text: string) {
  const held = page.locator('[data-held-toast]', { hasText: text });
  await held.waitFor({ state: 'attached' });
  await expectAccessible(page, { include: '[data-held-toast]' });
  await held.evaluate((el) => el.remove());
}

describe('the traveller by keyboard alone', () => {
  it(
    'pays by card (a decline first), then cancels the paid booking with its refund (1280 px)',
    async () => {
      const { email } = await travellerWithBookings('Keyed Payer', 2);
      await withPage(DESKTOP, async (page) => {
        await logInByKeyboard(page, email);
        await openPage(page, '/dashboard/booking', 'My Booking');
        const payLink = page.getByRole('link', { name: /^Pay \$/ });
        await tabTo(page, payLink);
        await press(page, 'Enter');
        await page.waitForURL('**/dashboard/payment');
        await page.getByText('Test mode: no real money moves.').waitFor();
        const pay = page.getByRole('button', { name: /^Pay \d+ USD$/ });
        await pay.waitFor();

        // A mistyped number is told as the field is left.
        await typeCard(page, '4242 4242 4242 4241');
        await tabTo(page, page.getByLabel('Card number'));
        await press(page, 'Tab');
        await page.getByText('Your card number is incorrect.').waitFor();
        await expectAccessible(page);

        // A declined card: its message shows, and the focus is not lost.
        await typeCard(page, '4000 0000 0000 0002');
        await expect.poll(() => pay.isEnabled()).toBe(true);
        await tabTo(page, pay);
        await press(page, 'Enter');
        await expect
          .poll(() => page.getByTestId('payment-error').textContent())
          .toBe('Your card was declined.');
        expect(await focusProblem(page)).toBe('');
        expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        await expectAccessible(page);
        await snapshot(page, 'keyboard-checkout-declined-1280');

        // The test card pays.
        await typeCard(page, '4242 4242 4242 4242');
        await page.getByText('Visa', { exact: true }).waitFor();
        await expect.poll(() => pay.isEnabled()).toBe(true);
        await tabTo(page, pay);
        await press(page, 'Enter');
        await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
        await popupHasFocus(page);
        await tabStaysInPopup(page, 3);
        await expectAccessible(page);
        await press(page, 'Enter');
        await page.waitForURL('**/dashboard/paymentHistory');
        await page.getByRole('heading', { name: 'Payment History', level: 1 }).waitFor();

        // Cancel a paid booking: asked first (Escape keeps it), then refunded. On a fresh load of
        // My Booking: reached through the menu right after paying, this dialog kept its place on
        // Escape while the focus left it for the page (under investigation, see
        // docs/accessibility.md, "Not yet proven").
        await openPage(page, '/dashboard/booking', 'My Booking');
        const refund = page.getByRole('button', { name: /^Cancel and refund / }).first();
        await tabTo(page, refund);
        await press(page, 'Enter');
        await page.getByRole('heading', { name: 'Cancel this paid booking?' }).waitFor();
        await popupHasFocus(page);
        await tabStaysInPopup(page, 4);
        await expectAccessible(page);
        await press(page, 'Escape');
        await page.locator('.swal2-popup').waitFor({ state: 'detached' });
        await expect.poll(() => isFocused(refund), { timeout: 10_000 }).toBe(true);
        expect(await focusProblem(page)).toBe('');

        await press(page, 'Enter');
        await page.getByRole('heading', { name: 'Cancel this paid booking?' }).waitFor();
        await popupHasFocus(page);
        await tabTo(page, page.getByRole('button', { name: 'Cancel and refund', exact: true }), 6);
        await holdNextToast(page);
        await press(page, 'Enter');
        await toastIsAccessible(page, 'Booking cancelled and refunded');
        await expect
          .poll(() => page.locator('tbody .badge', { hasText: 'refunded' }).count())
          .toBe(1);
        // The button that was pressed is gone with its booking's status: the focus is not lost.
        await expect
          .poll(() => page.evaluate(() => document.activeElement !== document.body))
          .toBe(true);
        expect(await focusProblem(page)).toBe('');
      });
    },
    LONG_JOURNEY_MS,
  );

  it(
    'cancels an unpaid booking: Escape keeps it and gives the focus back, then it is removed (1280 px)',
    async () => {
      const { email, booked } = await travellerWithBookings('Keyed Canceller', 2);
      await withPage(DESKTOP, async (page) => {
        await logInByKeyboard(page, email);
        await openPage(page, '/dashboard/booking', 'My Booking');
        const rows = page.locator('tbody tr');
        await expect.poll(() => rows.count()).toBe(2);
        const cancel = page.getByRole('button', { name: `Cancel booking of ${booked[0]}` });
        await tabTo(page, cancel);
        await press(page, 'Enter');
        await page.getByRole('heading', { name: 'Cancel this booking?' }).waitFor();
        await popupHasFocus(page);
        // The safe answer has the focus first.
        expect(await isFocused(page.getByRole('button', { name: 'Keep booking' }))).toBe(true);
        await tabStaysInPopup(page, 5);
        await expectAccessible(page);
        await press(page, 'Escape');
        await page.locator('.swal2-popup').waitFor({ state: 'detached' });
        await expect.poll(() => isFocused(cancel), { timeout: 10_000 }).toBe(true);
        expect(await focusProblem(page)).toBe('');
        expect(await rows.count()).toBe(2);

        await press(page, 'Enter');
        await page.getByRole('heading', { name: 'Cancel this booking?' }).waitFor();
        await popupHasFocus(page);
        await tabTo(page, page.getByRole('button', { name: 'Cancel booking', exact: true }), 6);
        await holdNextToast(page);
        await press(page, 'Enter');
        await toastIsAccessible(page, 'Booking removed successfully');
        await expect.poll(() => rows.count()).toBe(1);
        // The row and its button are gone: the focus is not left on the page's body.
        await expect
          .poll(() => page.evaluate(() => document.activeElement !== document.body))
          .toBe(true);
        expect(await focusProblem(page)).toBe('');
        await snapshot(page, 'keyboard-my-booking-cancelled-1280');
      });
    },
    LONG_JOURNEY_MS,
  );

  for (const viewport of [DESKTOP, PHONE]) {
    it(`writes a review with its star rating and photo (${viewport.width} px)`, async () => {
      const { email } = await travellerWithBookings('Keyed Reviewer', 0);
      const quote = `Typed every word of it. ${Date.now().toString(36)}`;
      await withPage(viewport, async (page) => {
        await logInByKeyboard(page, email);
        await openPage(page, '/dashboard/review', 'Submit Your Review');
        await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Keyed Reviewer');

        // Sent empty: the errors show, and the focus goes to the first field to correct.
        const submit = page.getByRole('button', { name: 'Submit', exact: true });
        await tabTo(page, submit);
        await press(page, 'Enter');
        await page.getByText('Enter your designation').waitFor();
        await page.getByText('Upload a photo of yourself or your trip').waitFor();
        await page.getByText('Write your review').waitFor();
        await expect.poll(() => isFocused(page.getByLabel('Designation'))).toBe(true);
        expect(await focusProblem(page)).toBe('');
        await expectAccessible(page);

        await page.keyboard.type('Slow Traveller');
        const stars = page.getByRole('slider', { name: 'Rating' });
        await tabTo(page, stars);
        await press(page, '4');
        await press(page, 'ArrowRight');
        expect(await stars.getAttribute('aria-valuenow')).toBe('4.5');
        await snapshot(page, `keyboard-review-stars-${viewport.width}`);

        // The photo: the file chooser opens from the keyboard.
        const photo = page.getByLabel('Upload Image');
        await chooseFileByKeyboard(page, photo, PHOTO);
        await page.getByText('person-2-384.webp uploaded.').waitFor();
        // The field names the file its status names (it had said "No file chosen" beside it).
        expect(await chosenFiles(photo)).toEqual(['person-2-384.webp']);
        await expectAccessible(page);
        await snapshot(page, `keyboard-review-photo-${viewport.width}`);
        await tabTo(page, page.getByLabel('Review Message'));
        await page.keyboard.type(quote);
        await tabTo(page, submit);
        await press(page, 'Enter');
        await page.getByRole('heading', { name: 'Review submitted successfully!' }).waitFor();
        await popupHasFocus(page);
        await tabStaysInPopup(page, 3);
        await expectAccessible(page);
        await press(page, 'Enter');
        await page.locator('.swal2-popup').waitFor({ state: 'detached' });
        expect(await page.getByLabel('Review Message').inputValue()).toBe('');
        // The reset lets go of the photo: the field is empty, and so is what it says.
        expect(await chosenFiles(photo)).toEqual([]);
        await page.getByText('JPEG, PNG, WebP, GIF or AVIF.', { exact: true }).waitFor();
        // Back on Submit (SweetAlert2 gives the focus back a moment after the dialog goes).
        await expect.poll(() => isFocused(submit), { timeout: 5_000 }).toBe(true);
        expect(await focusProblem(page)).toBe('');

        const reviews = (await (await fetch(`${baseURL()}/api/reviews`)).json()) as {
          quote: string;
          rating: number;
          designation: string;
        }[];
        const mine = reviews.find((review) => review.quote === quote);
        expect(mine).toMatchObject({ rating: 4.5, designation: 'Slow Traveller' });
      });
    });

    it(`the checkout form by keyboard, with a card error shown (${viewport.width} px)`, async () => {
      const { email } = await travellerWithBookings('Keyed Checkout', 1);
      await withPage(viewport, async (page) => {
        await logInByKeyboard(page, email);
        await openPage(page, '/dashboard/payment', 'Checkout');
        await page.getByText('Test mode: no real money moves.').waitFor();
        await typeCard(page, '4000 0000 0000 9995');
        const pay = page.getByRole('button', { name: /^Pay \d+ USD$/ });
        await expect.poll(() => pay.isEnabled()).toBe(true);
        await tabTo(page, pay);
        await snapshot(page, `keyboard-checkout-${viewport.width}`);
        await press(page, 'Enter');
        await expect
          .poll(() => page.getByTestId('payment-error').textContent())
          .toBe('Your card has insufficient funds.');
        expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        expect(await focusProblem(page)).toBe('');
        await expectAccessible(page);
      });
    });
  }
});
