import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  logInAsAdmin,
  registerThroughUi,
  uniqueEmail,
  useBrowser,
} from './support/browser';

/*
 * Every field the server requires is exposed as required (to the browser and to screen readers),
 * and after an empty submit becomes invalid with a message that describes it; the focus goes to
 * the first invalid field (docs/accessibility.md, "Forms").
 */

const { withPage } = useBrowser();

async function describedText(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').trim();
}

/** Checks the required fields of the form in `scope`, submits it empty, checks them again. */
async function checkRequired(
  page: Page,
  scope: Locator,
  labels: string[],
  submit: Locator,
  messages: string[],
) {
  for (const label of labels) {
    const field = scope.getByLabel(label, { exact: true });
    expect(await field.getAttribute('aria-required'), label).toBe('true');
    expect(await field.evaluate((el) => (el as HTMLInputElement).required), label).toBe(true);
  }
  await submit.click();
  for (const [i, label] of labels.entries()) {
    const field = scope.getByLabel(label, { exact: true });
    await expect.poll(() => field.getAttribute('aria-invalid'), { message: label }).toBe('true');
    expect(await describedText(page, field), label).toContain(messages[i]);
  }
  const first = scope.getByLabel(labels[0]!, { exact: true });
  // Login, Register and Forgot password move the focus once their messages are drawn (a frame
  // after them).
  await expect
    .poll(() => first.evaluate((el) => el === document.activeElement), { message: labels[0] })
    .toBe(true);
}

describe('required fields', () => {
  it('are marked and explained on the login, register and forgot-password forms', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/login');
      const login = page.locator('form').first();
      await checkRequired(
        page,
        login,
        ['Email', 'Password'],
        page.getByRole('button', { name: 'Sign In' }),
        ['Enter your e-mail address', 'Enter your password'],
      );
      await page.goto('/register');
      const register = page.locator('form').first();
      await checkRequired(
        page,
        register,
        ['First name', 'Email', 'Password', 'Confirm password'],
        page.getByRole('button', { name: 'Register' }),
        [
          'Enter your first name',
          'Enter your e-mail address',
          'Choose a password',
          'Repeat your password',
        ],
      );
      await page.goto('/forgot-password');
      await checkRequired(
        page,
        page.locator('form').first(),
        ['Email'],
        page.getByRole('button', { name: 'Send reset link' }),
        ['Enter your e-mail address'],
      );
    });
  });

  it('are marked and explained on a traveller’s forms: trip, contact, booking, review', async () => {
    await withPage(DESKTOP, async (page) => {
      await registerThroughUi(page, uniqueEmail('forms'));

      await page.goto('/booking');
      const trip = page.getByRole('form', { name: 'Book your trip' });
      // The e-mail is the account's, filled in and read-only; still marked required.
      expect(await trip.getByLabel('Email', { exact: true }).getAttribute('aria-required')).toBe(
        'true',
      );
      await checkRequired(
        page,
        trip,
        ['Origin', 'Destination', 'Start Date & Time', 'End Date & Time'],
        page.getByRole('button', { name: 'Book Trip' }),
        [
          'Choose where you start',
          'Choose where you are going',
          'Choose when the trip starts',
          'Choose when the trip ends',
        ],
      );

      await page.goto('/contact');
      const contact = page.getByRole('form', { name: 'Contact form' });
      await checkRequired(
        page,
        contact,
        ['Message'],
        page.getByRole('button', { name: 'Send Message' }),
        ['Write your message'],
      );

      await page.goto('/');
      await page
        .getByTestId('featured-packages')
        .locator('article')
        .first()
        .getByRole('button', { name: /^Book Now/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name', { exact: true }).fill('');
      // The e-mail is the signed-in account's: filled in, read-only, still marked required.
      const email = dialog.getByLabel('Email', { exact: true });
      expect(await email.isEditable()).toBe(false);
      expect(await email.getAttribute('aria-required')).toBe('true');
      expect(await email.inputValue()).toMatch(/@/);
      await checkRequired(
        page,
        dialog,
        ['Name'],
        dialog.getByRole('button', { name: 'Confirm booking' }),
        ['Enter the traveller’s name'],
      );
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/review');
      await page.getByRole('heading', { name: 'Submit Your Review' }).waitFor();
      const review = page.locator('form').first();
      await review.getByLabel('Full Name', { exact: true }).fill('');
      await checkRequired(
        page,
        review,
        ['Full Name', 'Designation', 'Upload Image', 'Review Message'],
        page.getByRole('button', { name: 'Submit', exact: true }),
        ['Enter your full name', 'Enter your designation', 'Upload a photo', 'Write your review'],
      );
    });
  });

  it('are marked and explained on the package form', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/addPackage');
      await page.getByRole('heading', { name: 'Add a New Package' }).waitFor();
      await checkRequired(
        page,
        page.locator('form').first(),
        ['Title'],
        page.getByRole('button', { name: 'Add Package' }),
        ['Give the package a title'],
      );
    });
  });
});
