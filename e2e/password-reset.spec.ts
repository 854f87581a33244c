import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { launchBrowser, PASSWORD, PHONE, DESKTOP, snapshot, uniqueEmail } from './support/browser';
import { linkIn, ownServer } from './support/own-server';

/*
 * Forgot password, end to end, with the e-mail read as an operator reads it. This journey runs its
 * own server (no SMTP_URL: messages stay in its outbox) on an embedded database of its own, with
 * a low per-account limit of wrong passwords so that the pause the reset lifts can be reached.
 * The admins' outbox redacts reset links (mail-outbox.spec.ts shows that); the full message is
 * the operator's, at the server's shell: `npm run admin -- mail show ID`. The embedded database
 * takes one process at a time, so the operator stops the server, reads, and starts it again.
 */

const WRONG_PASSWORDS_BEFORE_PAUSE = 3;

const server = ownServer({
  SIGN_IN_ACCOUNT_MAX_FAILURES: String(WRONG_PASSWORDS_BEFORE_PAUSE),
});
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  await server.start();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server.stop();
  server.cleanUp();
});

async function openPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url(),
    viewport,
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Created user successfully').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Signs in on Login; answers the dialog's title ("Logged In Successfully" or "Error!"). */
async function signIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.locator('.swal2-popup');
  await dialog.waitFor();
  const title = (await dialog.locator('.swal2-title').textContent()) ?? '';
  await dialog.locator('.swal2-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
  return title;
}

describe('password reset', () => {
  it('forgot password -> the e-mailed link -> a new password signs in, the old one fails', async () => {
    const email = uniqueEmail('reset');
    const newPassword = 'a-whole-new-passphrase-7';
    const page = await openPage(DESKTOP);
    try {
      await register(page, email);
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');

      // Wrong passwords pause the account's password sign-in; Login offers the reset right there.
      for (let i = 0; i < WRONG_PASSWORDS_BEFORE_PAUSE; i += 1) {
        expect(await signIn(page, email, `wrong-password-${i}`)).toBe('Error!');
      }
      expect(await signIn(page, email, PASSWORD)).toBe('Error!');
      const help = page.getByTestId('sign-in-help');
      await help.getByText('Password sign-in to this account is paused').waitFor();
      await expectAccessible(page);
      await snapshot(page, 'login-paused-1280');

      // By keyboard alone: from the help's link to the forgot-password form, sent with Enter.
      const resetLink = help.getByRole('link', { name: 'Reset your password' });
      await resetLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      const emailField = page.getByLabel('Email');
      expect(await emailField.inputValue()).toBe(email);
      await expectAccessible(page);
      await emailField.focus();
      await page.keyboard.press('Enter');
      const answer = page.getByTestId('reset-requested');
      await answer.getByText(`If an account uses ${email}, we have sent it a link`).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'reset-requested',
      );
      await expectAccessible(page);
      await snapshot(page, 'forgot-password-sent-1280');

      // An address with no account gets the very same answer.
      await page.getByRole('button', { name: 'Ask again' }).click();
      await page.getByLabel('Email').fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByTestId('reset-requested').getByText('we have sent it a link').waitFor();

      // Double opt-in: the home page's box e-mails a confirmation link to the same address.
      await page.goto('/');
      const box = page.locator('section[aria-labelledby="newsletter-heading"]');
      await box.getByLabel('E-mail address').fill(email);
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Subscribed! Watch your inbox for trip ideas.').waitFor();
      await box
        .getByText(
          'One more step: open the link we just e-mailed you to confirm your subscription.',
        )
        .waitFor();
      await expectAccessible(page, { include: 'section[aria-labelledby="newsletter-heading"]' });

      // The operator reads the messages in full (the admins' page would show them redacted).
      const mail = await server.readMailTo(email);
      const reset = mail.find((m) => m.subject === 'Reset your Wayfare password');
      expect(reset, JSON.stringify(mail.map((m) => m.subject))).toBeDefined();
      const link = linkIn(reset!.full, server.url(), '/reset-password?token=');
      const verification = mail.find((m) => m.subject.startsWith('Confirm your e-mail'));
      expect(verification).toBeDefined();

      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      // The token leaves the address bar (history, Referer) as soon as the page has it.
      await page.waitForURL((url) => url.pathname === '/reset-password' && url.search === '');
      await expectAccessible(page);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/login');
      await page
        .getByTestId('login-notice')
        .getByText('Your password has been changed. Sign in with your new password.')
        .waitFor();
      await expectAccessible(page);
      await snapshot(page, 'login-password-changed-1280');

      // The old password fails; the new one signs in (the reset lifted the pause).
      expect(await signIn(page, email, PASSWORD)).toBe('Error!');
      expect(await page.getByTestId('sign-in-help').count()).toBe(0);
      expect(await signIn(page, email, newPassword)).toBe('Logged In Successfully');
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();

      // The link works once.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('yet-another-passphrase-9');
      await page.getByLabel('Confirm new password').fill('yet-another-passphrase-9');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page
        .getByTestId('reset-link-dead')
        .getByText('This password reset link has expired or has already been used.')
        .waitFor();
      await expectAccessible(page);
      await snapshot(page, 'reset-link-used-1280');

      // The newsletter's links: confirm, then unsubscribe, each after asking, without signing in.
      const confirmation = mail.find((m) => m.subject.includes('newsletter subscription'));
      expect(confirmation).toBeDefined();
      await page.goto(linkIn(confirmation!.full, server.url(), '/newsletter/confirm?'));
      await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
      await page.getByText(email).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await page.getByTestId('newsletter-outcome').getByText('You are subscribed.').waitFor();
      await expectAccessible(page);
      await snapshot(page, 'newsletter-confirmed-1280');
      await page.goto(linkIn(confirmation!.full, server.url(), '/newsletter/unsubscribe?'));
      await page.getByRole('heading', { name: 'Unsubscribe?' }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'newsletter-unsubscribe-1280');
      await page.getByRole('button', { name: 'Unsubscribe' }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('newsletter-outcome').getByText('You are unsubscribed.').waitFor();
      await expectAccessible(page);

      // The verification link of the sign-up e-mail lands on Login, which says so.
      await page.goto(linkIn(verification!.full, server.url(), '/api/auth/verify-email?token='));
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText('Your e-mail address is verified. You can sign in.').waitFor();
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('shows the reset pages and Login notices at phone width', async () => {
    const page = await openPage(PHONE);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'forgot-password-390');
      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByLabel('New password', { exact: true }).fill('long-enough-passphrase');
      await page.getByLabel('Confirm new password').fill('long-enough-passphrase');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByTestId('reset-link-dead').waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'reset-link-dead-390');
      await page.goto('/login?verified=1&error=TOKEN_EXPIRED');
      await page.getByText('This verification link has expired.').waitFor();
      await page.getByLabel('Your e-mail address').fill(uniqueEmail('late'));
      await page.getByRole('button', { name: 'Send the verification link again' }).click();
      await page.getByText(/a new link is on its way/).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'login-verification-expired-390');

      await page.goto('/newsletter/confirm?email=someone%40example.com&token=not-the-token');
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await page.getByText('This confirmation link is not valid').waitFor();
      await expectAccessible(page);
      await snapshot(page, 'newsletter-confirm-invalid-390');
      await page.goto('/newsletter/unsubscribe');
      await page.getByText('This unsubscribe link is not valid').waitFor();
      expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
