import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import {
  baseURL,
  DESKTOP,
  ensureAccount,
  logInAsAdmin,
  logIn,
  PHONE,
  register,
  snapshot,
  snapshotOf,
  uniqueEmail,
  useBrowser,
} from './support/browser';

const { withPage } = useBrowser();

/** Asks for a password reset for `email`, as the Forgot password page (or `/bn/…`) does. */
async function requestReset(email: string, language: 'en' | 'bn' = 'en') {
  const response = await fetch(`${baseURL()}/api/auth/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL(), 'accept-language': language },
    body: JSON.stringify({ email, redirectTo: '/reset-password' }),
  });
  expect(response.status).toBe(200);
}

/** Books the first featured package and pays for it with the test card, as payments.spec does. */
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
  const pay = page.getByRole('button', { name: /^Pay \d+ USD$/ });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/dashboard/paymentHistory');
}

/** The notice of a server without SMTP_URL: how many messages of the week nobody received. */
async function expectNotDelivered(page: Page, where: 'here' | 'in the Mail Outbox') {
  const note = page.getByTestId('mail-transport');
  await note.getByText('E-mail is not being delivered:').waitFor();
  expect(await note.textContent()).toMatch(
    new RegExp(
      `^E-mail is not being delivered: [1-9]\\d* messages? from the last 7 days (was|were) kept only ${where}; set SMTP_URL`,
    ),
  );
}

/** Whether a downloaded file is a PDF (its first bytes). */
async function isPdf(download: { path(): Promise<string | null> }): Promise<boolean> {
  const file = await download.path();
  return file !== null && readFileSync(file).subarray(0, 5).toString('latin1') === '%PDF-';
}

describe('mail outbox', () => {
  it('lets an admin find a message, read it with its reset link redacted, and its headers', async () => {
    const email = uniqueEmail('outbox');
    await ensureAccount(email, 'Outbox Reader');
    await requestReset(email);

    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/addPackage');
      const menuLink = page
        .getByTestId('dashboard-menu')
        .getByRole('link', { name: 'Mail Outbox' });
      await menuLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard/mail');
      await page.getByRole('heading', { name: 'Mail Outbox' }).waitFor();
      // The e2e server has no SMTP_URL: the page says plainly that nobody receives the mail.
      await expectNotDelivered(page, 'here');
      await page.getByText('Times are in Dhaka time (UTC+06:00).').waitFor();

      await page.getByLabel('Search messages').fill(email);
      const rows = page.getByTestId('mail-table').locator(`tr[data-to="${email}"]`);
      await rows.first().waitFor();
      await expect
        .poll(() => page.getByTestId('mail-table').locator('tbody tr').count())
        .toBe(await rows.count());
      const reset = rows.filter({ hasText: 'Reset your Wayfare password' });
      await reset.getByText('Kept in outbox').waitFor();
      // Each message says the language it is written in.
      expect(await reset.getAttribute('data-language')).toBe('en');
      await reset.getByText('English', { exact: true }).waitFor();
      expect(await reset.locator('time').first().textContent()).toMatch(
        /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
      );
      await expectAccessible(page);
      await snapshot(page, 'mail-outbox-1280');

      // The Overview says it too, pointing to the outbox.
      await page.goto('/dashboard/overview');
      await expectNotDelivered(page, 'in the Mail Outbox');
      await expectAccessible(page);
      await snapshot(page, 'overview-mail-notice-1280');
      await page.goto('/dashboard/mail');
      await page.getByLabel('Search messages').fill(email);
      await rows.first().waitFor();

      // Open it by keyboard.
      await reset.getByRole('link', { name: 'Reset your Wayfare password' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/mail\/[\w-]+$/);
      const id = page.url().split('/').at(-1)!;
      await page.getByRole('heading', { name: 'Reset your Wayfare password' }).waitFor();
      const note = page.getByTestId('mail-redaction');
      await note.getByText('are shown as [redacted]').waitFor();
      await note.getByText(`npm run admin -- mail show ${id}`).waitFor();

      // The HTML is shown in a frame that runs nothing, its link redacted too.
      const frame = page.getByTestId('mail-html');
      expect(await frame.getAttribute('sandbox')).toBe('');
      const html = (await frame.getAttribute('srcdoc')) ?? '';
      expect(html).toContain('/reset-password?token=[redacted]');
      expect(html).not.toMatch(/reset-password\?token=(?!\[redacted\])/);
      expect(await frame.getAttribute('title')).toBe(
        'HTML preview of “Reset your Wayfare password”',
      );
      await page
        .frameLocator('[data-testid="mail-html"]')
        .getByText('Reset your Wayfare password', { exact: false })
        .first()
        .waitFor();
      // Chromium paints the sandboxed frame (its own process) once it has been on screen.
      await frame.scrollIntoViewIfNeeded();
      await snapshotOf(frame, 'mail-message-preview-1280');
      await snapshot(page, 'mail-message-html-1280');

      // axe cannot run inside a frame that allows no script (nor can the message's own script):
      // the page is checked with the plain text shown in its place.
      await page.getByRole('button', { name: 'Plain text' }).click();
      const text = (await page.getByTestId('mail-text').textContent()) ?? '';
      expect(text).toContain(`${baseURL()}/reset-password?token=[redacted]`);
      expect(text).not.toMatch(/reset-password\?token=(?!\[redacted\])/);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Headers' }).focus();
      await page.keyboard.press('Enter');
      const headers = page.getByTestId('mail-headers');
      await headers.getByText('Message-ID', { exact: true }).waitFor();
      await headers.getByText(email).first().waitFor();
      await expectAccessible(page);
      await snapshot(page, 'mail-message-headers-1280');

      await page.getByRole('link', { name: '← Back to the outbox' }).click();
      await page.getByRole('heading', { name: 'Mail Outbox' }).waitFor();
    });
  }, 120_000);

  it('says which messages are in Bangla, on the English and the Bangla screens', async () => {
    const email = uniqueEmail('outbox-bangla');
    await ensureAccount(email, 'Outbox Bangla');
    await requestReset(email, 'bn');
    const subject = 'আপনার Wayfare পাসওয়ার্ড রিসেট করুন';

    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/mail');
      await page.getByLabel('Search messages').fill(email);
      const row = page
        .getByTestId('mail-table')
        .locator(`tr[data-to="${email}"]`)
        .filter({ hasText: subject });
      await row.waitFor();
      expect(await row.getAttribute('data-language')).toBe('bn');
      await row.getByText('Bangla', { exact: true }).waitFor();
      // The subject is marked as the Bangla it is, on an English page.
      const link = row.getByRole('link', { name: subject });
      expect(await link.getAttribute('lang')).toBe('bn');
      await expectAccessible(page);

      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/mail\/[\w-]+$/);
      const id = page.url().split('/').at(-1)!;
      const heading = page.getByRole('heading', { name: subject });
      await heading.waitFor();
      expect(await heading.getAttribute('lang')).toBe('bn');
      const details = page.locator('article dl').first();
      await details.getByText('Language', { exact: true }).waitFor();
      await details.getByText('Bangla', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Plain text' }).click();
      expect(await page.getByTestId('mail-text').getAttribute('lang')).toBe('bn');
      expect(await page.getByTestId('mail-text').textContent()).toContain(
        `${baseURL()}/bn/reset-password?token=[redacted]`,
      );
      await expectAccessible(page);

      // The Bangla screens name the languages in Bangla.
      await page.goto(`/bn/dashboard/mail/${id}`);
      await page.getByRole('heading', { name: subject }).waitFor();
      await details.getByText('ভাষা', { exact: true }).waitFor();
      await details.getByText('বাংলা', { exact: true }).waitFor();
      await expectAccessible(page);
      await page.goto('/bn/dashboard/mail');
      await page.getByLabel('বার্তা খুঁজুন').fill(email);
      await row.getByText('বাংলা', { exact: true }).waitFor();
      await expectAccessible(page);
    });
  }, 120_000);

  it('fits a phone, and is for admins only', async () => {
    const email = uniqueEmail('outbox-phone');
    await ensureAccount(email, 'Outbox Phone');
    await requestReset(email);
    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/mail');
      await page.getByLabel('Search messages').fill(email);
      const row = page
        .getByTestId('mail-table')
        .locator(`tr[data-to="${email}"]`)
        .filter({ hasText: 'Reset your Wayfare password' });
      await row.waitFor();
      await expectNotDelivered(page, 'here');
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page);
      await snapshot(page, 'mail-outbox-390');
      await page.goto('/dashboard/overview');
      await expectNotDelivered(page, 'in the Mail Outbox');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page);
      await snapshot(page, 'overview-mail-notice-390');
      await page.goto('/dashboard/mail');
      await page.getByLabel('Search messages').fill(email);
      await row.waitFor();
      await row.getByRole('link', { name: 'Reset your Wayfare password' }).click();
      await page.getByTestId('mail-redaction').waitFor();
      await page.getByTestId('mail-html').scrollIntoViewIfNeeded();
      await snapshot(page, 'mail-message-html-390');
      await page.getByRole('button', { name: 'Plain text' }).click();
      await page.getByTestId('mail-text').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page);
      await snapshot(page, 'mail-message-390');
    });

    await withPage(DESKTOP, async (page) => {
      await register(page, uniqueEmail('not-admin'));
      await page.goto('/dashboard/mail');
      await page.waitForURL((url) => url.pathname === '/login');
      const answer = await page.evaluate(async () => {
        const response = await fetch('/api/mail', {
          headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        });
        return response.status;
      });
      expect(answer).toBe(403);
    });
  }, 120_000);

  it('gives the payer the receipt PDF from Payment History, and the admin its e-mail with it attached', async () => {
    const payer = uniqueEmail('receipt');
    await withPage(DESKTOP, async (page) => {
      await register(page, payer, 'Tanvir', 'Ahmed');
      await bookAndPay(page);
      const receipt = page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Receipt \(PDF\)/ });
      await receipt.waitFor();
      await expectAccessible(page);
      await snapshot(page, 'payment-history-receipt-1280');
      await receipt.focus();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.keyboard.press('Enter'),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(await isPdf(download)).toBe(true);
    });
    await withPage(PHONE, async (page) => {
      await logIn(page, payer);
      await page.goto('/dashboard/paymentHistory');
      await page
        .getByRole('button', { name: /^Receipt \(PDF\)/ })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page);
      await snapshot(page, 'payment-history-receipt-390');
    });
    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/mail');
      await page.getByLabel('Search messages').fill(payer);
      const row = page
        .getByTestId('mail-table')
        .locator(`tr[data-to="${payer}"]`)
        .filter({ hasText: 'Your Wayfare receipt' });
      await row.waitFor();
      await row.getByRole('link', { name: /^Your Wayfare receipt/ }).click();
      const attachment = page.getByRole('button', { name: /^Download .+\.pdf$/ });
      await attachment.waitFor();
      await page.getByRole('button', { name: 'Plain text' }).click();
      await page.getByTestId('mail-text').waitFor();
      await expectAccessible(page);
      await snapshot(page, 'mail-message-receipt-390');
      const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
      expect(await isPdf(download)).toBe(true);
    });
  }, 120_000);
});
