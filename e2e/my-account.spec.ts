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

describe('My Account (/dashboard/profile)', () => {
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
