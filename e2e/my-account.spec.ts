import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

const { withPage, openPage } = useBrowser();
const NEW_PASSWORD = 'monsoon-over-meghna';

/** How the header shows the signed-in name: its lines, and whether an ellipsis cuts it short. */
function headerName(page: Page) {
  return page
    .getByTestId('signed-in-name')
    .locator('span')
    .evaluate((name) => {
      const style = getComputedStyle(name);
      return {
        lines: Math.round(name.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        cut: name.scrollWidth > name.clientWidth && style.textOverflow === 'ellipsis',
      };
    });
}

/**
 * The header keeps its one row (64 px, as with a short name), the account area stays clear of
 * the bar's links (on a desktop), and nothing scrolls sideways.
 */
async function expectFrameKept(page: Page) {
  const { header, overlap, sideways } = await page.evaluate(() => {
    const links = document.querySelector('.navbar-center')!.getBoundingClientRect();
    const account = document.querySelector('[data-testid="signed-in-as"]')!.getBoundingClientRect();
    return {
      header: document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().height,
      overlap: links.width > 0 && account.left < links.right,
      sideways: document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth,
    };
  });
  expect(header).toBeLessThanOrEqual(72);
  expect(overlap).toBe(false);
  expect(sideways).toBe(false);
}

describe('My Account (/dashboard/profile)', () => {
  it('cuts a long name short in the header, on one line, and shows it whole on My Account', async () => {
    // 120 characters, the longest name an account takes (ACCOUNT_NAME_MAX).
    const first = 'Abu Naser Mohammad Rahim Uddin';
    const last =
      'Chowdhury Bhuiyan Talukder Majumder Sarkar Khondoker Mollah Sheikh Siddiqui Hossain Akand';
    const whole = `${first} ${last}`;
    expect(whole).toHaveLength(120);
    await withPage(DESKTOP, async (page) => {
      await register(page, uniqueEmail('long-name'), first, last);
      // The link is named by the whole name, and its tooltip shows it whole.
      expect(await headerName(page)).toEqual({ lines: 1, cut: true });
      await expectFrameKept(page);
      const badge = page.getByRole('link', { name: whole, exact: true });
      expect(await badge.getAttribute('title')).toContain(whole);
      await expectAccessible(page);
      await snapshot(page, 'header-long-name-1280');
      await page.setViewportSize(PHONE);
      // On a phone the initials show, the whole name still names the link.
      expect(await badge.isVisible()).toBe(true);
      await expectFrameKept(page);
      await snapshot(page, 'header-long-name-390');

      // My Account shows it whole, at both widths.
      await badge.click();
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
      const shown = page.getByTestId('account-name');
      const whole390 = await shown.evaluate((name) => ({
        text: name.textContent,
        clipped: name.scrollWidth > name.clientWidth,
      }));
      expect(whole390).toEqual({ text: whole, clipped: false });
      await expectFrameKept(page);
      await expectAccessible(page);
      await snapshot(page, 'my-account-long-name-390');
      await page.setViewportSize(DESKTOP);
      expect(await shown.evaluate((name) => name.scrollWidth > name.clientWidth)).toBe(false);

      // A usual long name stays on one line too (it wrapped), named whole by the link.
      const name = page.getByLabel('Name', { exact: true });
      await name.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Rahim U. Chowdhury');
      await page.keyboard.press('Enter');
      await page.getByText('Your name was saved').waitFor();
      await page.getByRole('link', { name: 'Rahim U. Chowdhury', exact: true }).waitFor();
      expect((await headerName(page)).lines).toBe(1);
      await expectFrameKept(page);
      await snapshot(page, 'my-account-usual-name-1280');
      expect(await shown.textContent()).toBe('Rahim U. Chowdhury');
    });
  });

  it('shows who is signed in, renames by keyboard, ends other sessions and changes the password', async () => {
    const email = uniqueEmail('account');
    const other = await openPage(DESKTOP);
    try {
      await withPage(DESKTOP, async (page) => {
        await register(page, email, 'Nadia', 'Rahman');
        const badge = page.getByRole('link', { name: 'Nadia Rahman', exact: true });
        await badge.click();
        await page.waitForURL('**/dashboard/profile');
        await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
        expect(await page.getByLabel('Email').inputValue()).toBe(email);
        expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
        await expectAccessible(page);
        await snapshot(page, 'my-account-1280');

        // A second browser signed in to the same account.
        await other.goto('/login');
        await other.getByLabel('Email').fill(email);
        await other.getByLabel('Password').fill(PASSWORD);
        await other.getByRole('button', { name: 'Sign In' }).click();
        await other.getByRole('button', { name: 'OK' }).click();
        await other.getByRole('button', { name: 'Sign Out' }).waitFor();

        // Rename with the keyboard alone: focus, type, Enter.
        const name = page.getByLabel('Name');
        await name.focus();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('Nadia Islam');
        await page.keyboard.press('Enter');
        await page.getByText('Your name was saved').waitFor();
        await page.getByRole('link', { name: 'Nadia Islam', exact: true }).waitFor();

        // Sign out of the other sessions: the other browser is sent to sign in again.
        await page.getByRole('button', { name: 'Sign out of other sessions' }).click();
        await page.getByRole('heading', { name: 'Sign out of your other sessions?' }).waitFor();
        await page.getByRole('button', { name: 'Sign out others' }).click();
        await page.getByText('Your other sessions have ended').waitFor();
        await other.goto('/dashboard/booking');
        await other.waitForURL('**/login');
        await other.getByRole('link', { name: 'Login' }).waitFor();

        // A wrong current password is refused beside the field; the right one changes it.
        await page.getByLabel('Current password').fill('not-my-password');
        await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Change password' }).click();
        await page.getByText(/invalid password/i).waitFor();
        await expectAccessible(page);
        await page.getByLabel('Current password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Change password' }).click();
        await page.getByText('Password changed. Your other sessions have ended.').waitFor();
        // This tab stays signed in and its calls keep working with the renewed token.
        await page.goto('/dashboard/booking');
        await page.getByRole('heading', { name: 'My Booking' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/dashboard/booking');
      });

      // The new password signs in; the old one no longer does.
      await other.goto('/login');
      await other.getByLabel('Email').fill(email);
      await other.getByLabel('Password').fill(PASSWORD);
      await other.getByRole('button', { name: 'Sign In' }).click();
      await other.getByText(/invalid email or password/i).waitFor();
      await other.getByRole('button', { name: 'Try Again' }).click();
      await other.getByLabel('Email').fill(email);
      await other.getByLabel('Password').fill(NEW_PASSWORD);
      await other.getByRole('button', { name: 'Sign In' }).click();
      await other.getByRole('heading', { name: 'Logged In Successfully' }).waitFor();
    } finally {
      await other.context().close();
    }
  });

  it('deletes the account on a phone after the password and a confirmation', async () => {
    await withPage(PHONE, async (page) => {
      const email = uniqueEmail('leaving');
      await register(page, email, 'Rafi', 'Chowdhury');
      await page.getByRole('link', { name: 'Rafi Chowdhury', exact: true }).click();
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'my-account-390');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);

      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByText('Enter your password to delete the account').waitFor();
      await page.getByLabel('Your password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('heading', { name: 'Delete your account?' }).waitFor();
      await page.getByRole('button', { name: 'Delete my account' }).last().click();
      await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Login' }).waitFor();

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText(/invalid email or password/i).waitFor();
    });
  });
});
