import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  PHONE,
  logInAsAdmin,
  register,
  snapshot,
  snapshotOf,
  uniqueEmail,
  useBrowser,
} from './support/browser';

const { openPage } = useBrowser();

const PHOTO = path.resolve(
  import.meta.dirname,
  '../apps/web/public/images/people/person-2-384.webp',
);

/** Books the first featured package and pays for it with the built-in card form's test card. */
async function bookAndPay(page: Page) {
  const card = page.getByTestId('featured-packages').locator('article').first();
  await card.waitFor();
  await card.getByRole('button', { name: /^Book Now/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByText('Booking successful').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.goto('/dashboard/booking');
  await page.getByRole('link', { name: /^Pay / }).click();
  await page.waitForURL('**/dashboard/payment');
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
  await page.waitForURL('**/dashboard/paymentHistory');
}

async function writeReview(page: Page, quote: string) {
  await page.goto('/dashboard/review');
  await page.getByRole('heading', { name: 'Submit Your Review' }).waitFor();
  await expect.poll(() => page.getByLabel('Full Name').inputValue()).not.toBe('');
  await page.getByLabel('Designation').fill('Travel Photographer');
  await page.getByLabel('Upload Image').setInputFiles(PHOTO);
  await page.getByText('person-2-384.webp uploaded.').waitFor();
  await page.getByLabel('Review Message').fill(quote);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('heading', { name: 'Review submitted successfully!' }).waitFor();
  await page.getByText('Thank you for your feedback.').waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
}

/** The home carousel's card with this quote (loaded fresh, as a visitor arriving sees it). */
async function homeCard(page: Page, quote: string) {
  await page.goto('/');
  const carousel = page.getByTestId('reviews-carousel');
  await carousel.scrollIntoViewIfNeeded();
  // Near the viewport the carousel takes the place of the server's row of cards: the cards are
  // looked for once it has (a card of the row would be detached under the test's hands).
  await carousel.locator('.swiper-pagination-bullet').first().waitFor();
  await expect.poll(() => carousel.getByTestId('reviews-row').count()).toBe(0);
  await carousel.getByTestId('review-card').first().waitFor();
  return carousel.getByTestId('review-card').filter({ hasText: quote });
}

describe('review moderation', () => {
  it('marks a paying traveller’s review, and an admin hides and restores it by keyboard', async () => {
    const quote = `Paid, travelled, loved the mangroves. ${Date.now().toString(36)}`;
    const traveller = await openPage(DESKTOP);
    const admin = await openPage(DESKTOP);
    try {
      await register(traveller, uniqueEmail('verified'), 'Tahmina', 'Akter');
      await bookAndPay(traveller);
      await writeReview(traveller, quote);

      // The home page shows the review with the "Verified traveller" mark, in words.
      let card = await homeCard(traveller, quote);
      await card.first().waitFor();
      await card.first().getByText('Verified traveller').waitFor();
      await card.first().scrollIntoViewIfNeeded();
      await snapshot(traveller, 'reviews-verified-home-1280');
      // The card itself, to look at (the full page is very tall).
      await snapshotOf(traveller.getByTestId('reviews-carousel'), 'reviews-verified-carousel-1280');

      // The admin's Reviews page lists it as published.
      await logInAsAdmin(admin);
      await admin.goto('/dashboard/allBooking');
      await admin
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Reviews', exact: true })
        .click();
      await admin.waitForURL('**/dashboard/reviews');
      await admin.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
      const row = admin.getByRole('row').filter({ hasText: quote });
      await row.waitFor();
      expect(await row.getByText('Published').count()).toBe(1);
      expect(await row.getByText('Verified traveller').count()).toBe(1);
      await expectAccessible(admin);
      await snapshot(admin, 'reviews-moderation-1280');

      // Hide, by keyboard: the confirmation names the author and starts on Cancel.
      await row.getByRole('button', { name: 'Hide the review by Tahmina Akter' }).focus();
      await admin.keyboard.press('Enter');
      const confirm = admin.getByRole('dialog');
      await confirm.getByRole('heading', { name: 'Hide the review by Tahmina Akter?' }).waitFor();
      await expect
        .poll(() => admin.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe('Cancel');
      // Measured once the dialog has finished fading in.
      await expect.poll(() => admin.evaluate(() => document.getAnimations().length)).toBe(0);
      await expectAccessible(admin);
      await snapshot(admin, 'reviews-hide-confirm-1280');
      await admin.keyboard.press('Shift+Tab');
      expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('Hide review');
      await admin.keyboard.press('Enter');
      await admin.getByText('Review by Tahmina Akter hidden').waitFor();
      await row.getByText('Hidden', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Restore the review by Tahmina Akter' }).waitFor();

      // Gone from the home page at once.
      card = await homeCard(traveller, quote);
      expect(await card.count()).toBe(0);

      // Restore, by keyboard: the focus stayed on the same button, now Restore.
      expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Restore the review by Tahmina Akter',
      );
      await admin.keyboard.press('Enter');
      await admin.getByText('Review by Tahmina Akter restored').waitFor();
      await row.getByText('Published').waitFor();
      expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Hide the review by Tahmina Akter',
      );
      card = await homeCard(traveller, quote);
      await card.first().waitFor();
      await card.first().getByText('Verified traveller').waitFor();

      await admin.setViewportSize(PHONE);
      await admin.reload();
      // Phones get one card per review: status and buttons in view, no sideways scrolling.
      const item = admin.getByRole('listitem').filter({ hasText: quote });
      await item.waitFor();
      await item.getByText('Published').waitFor();
      await item.getByRole('button', { name: 'Hide the review by Tahmina Akter' }).waitFor();
      expect(
        await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectAccessible(admin);
      await snapshot(admin, 'reviews-moderation-390');
      await traveller.setViewportSize(PHONE);
      card = await homeCard(traveller, quote);
      await card.first().scrollIntoViewIfNeeded();
      await snapshot(traveller, 'reviews-verified-home-390');
      await snapshotOf(card.first(), 'reviews-verified-card-390');
    } finally {
      await traveller.context().close();
      await admin.context().close();
    }
  });

  it('shows no mark on the review of someone who has not paid', async () => {
    const quote = `Only looked at the brochure. ${Date.now().toString(36)}`;
    const page = await openPage(PHONE);
    try {
      await register(page, uniqueEmail('unpaid'), 'Farhan', 'Kabir');
      await writeReview(page, quote);
      const card = await homeCard(page, quote);
      await card.first().waitFor();
      expect(await card.first().getByText('Verified traveller').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
