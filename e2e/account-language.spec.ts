import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import accountLanguage from '../apps/web/src/features/identity/locales/language/bn.json' with { type: 'json' };
import dashboardPages from '../apps/web/src/app/routes/dashboard/locales/bn.json' with { type: 'json' };
import identity from '../apps/web/src/features/identity/locales/bn.json' with { type: 'json' };
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  logIn,
  logInThroughUi,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

/*
 * The account's language and digits (docs/i18n.md, "The account's language"): chosen on My
 * Account, they move the page to its Bangla counterpart, open Bangla after the next sign-in, and
 * write the dashboard's numbers in Western digits. Bangla texts are read from the catalogues;
 * numbers are computed with Node's own Intl, not the app's code.
 */

const { withPage } = useBrowser();

/** The page's API token, as the app keeps it. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** The account as GET /api/account answers it to the page's token. */
async function accountOf(page: Page): Promise<{ language: string | null; digits: string | null }> {
  const response = await page.request.get('/api/account', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { language: string | null; digits: string | null };
}

/** Books the newest catalogue package for the signed-in traveller; answers its price. */
async function bookOne(page: Page, email: string, name: string): Promise<number> {
  const headers = {
    authorization: `Bearer ${await tokenOf(page)}`,
    'content-type': 'application/json',
  };
  const list = await page.request.get('/api/packages?limit=1&sort=newest', { headers });
  const [pkg] = (await list.json()) as { _id: string; price: number }[];
  const booked = await page.request.post('/api/booking', {
    headers,
    data: JSON.stringify({ packageId: pkg!._id, name, email }),
  });
  expect(booked.status()).toBe(201);
  return pkg!.price;
}

const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'wayfare_locale')?.value;

describe('the account’s language and digits', () => {
  it('moves My Account to Bangla, opens Bangla after sign-in and writes Western digits', async () => {
    const email = uniqueEmail('language');
    await withPage(DESKTOP, async (page) => {
      await register(page, email, 'Shirin', 'Akter');
      const price = await bookOne(page, email, 'Shirin Akter');

      await page.goto('/dashboard/profile');
      await page.getByRole('heading', { name: 'Language', level: 2 }).waitFor();
      // English is what the page is in until a language is chosen; no digits to choose in it.
      expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
      expect(await page.getByRole('group', { name: 'Numbers in' }).count()).toBe(0);
      await expectAccessible(page);
      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      await page.setViewportSize(DESKTOP);

      // By keyboard: the radio, then Save.
      await page.getByRole('radio', { name: 'বাংলা' }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('group', { name: 'Numbers in' }).waitFor();
      await page.getByRole('button', { name: 'Save language' }).click();
      await page.waitForURL((url) => url.pathname === '/bn/dashboard/profile');
      await page.getByText(accountLanguage['accountLanguage.saved']).waitFor();
      await page
        .getByRole('heading', { name: dashboardPages['dashboardPages.account.title'], level: 1 })
        .waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('bn');
      expect(await localeCookie(page)).toBe('bn');
      expect(await accountOf(page)).toEqual(expect.objectContaining({ language: 'bn' }));
      const numbers = page.getByRole('group', { name: accountLanguage['accountLanguage.numbers'] });
      expect(
        await numbers
          .getByRole('radio', { name: new RegExp(accountLanguage['accountLanguage.banglaDigits']) })
          .isChecked(),
      ).toBe(true);
      await expectAccessible(page);
      await snapshot(page, 'account-language-bn-1280');
      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      await snapshot(page, 'account-language-bn-390');
      await page.setViewportSize(DESKTOP);

      // My Booking in Bangla digits first.
      const bangla = `$${new Intl.NumberFormat('bn').format(price)}`;
      const western = `$${new Intl.NumberFormat('bn-u-nu-latn').format(price)}`;
      expect(bangla).not.toBe(western);
      await page.goto('/bn/dashboard/booking');
      const table = page.locator('main table');
      await table.getByRole('cell', { name: bangla, exact: true }).first().waitFor();

      // Western digits: the same list writes 0-9, its words still Bangla.
      await page.goto('/bn/dashboard/profile');
      await numbers
        .getByRole('radio', { name: new RegExp(accountLanguage['accountLanguage.westernDigits']) })
        .check();
      await page.getByRole('button', { name: accountLanguage['accountLanguage.save'] }).click();
      await page.getByText(accountLanguage['accountLanguage.saved']).waitFor();
      expect(new URL(page.url()).pathname).toBe('/bn/dashboard/profile');
      expect(await accountOf(page)).toEqual(
        expect.objectContaining({ language: 'bn', digits: 'western' }),
      );
      await page.goto('/bn/dashboard/booking');
      await table.getByRole('cell', { name: western, exact: true }).first().waitFor();
      expect(await table.getByRole('cell', { name: bangla, exact: true }).count()).toBe(0);
      expect(await table.locator('tbody').textContent()).not.toMatch(/[০-৯]/);
      await snapshot(page, 'account-language-western-digits-1280');

      // Signing out; the cookie is forgotten too, so only the account can say Bangla.
      await page.getByRole('button', { name: identity['identity.menu.signOut'] }).click();
      await page
        .getByRole('button', { name: identity['identity.menu.continue'], exact: true })
        .click();
      await page.getByRole('link', { name: identity['identity.menu.login'] }).waitFor();
      await page.context().clearCookies({ name: 'wayfare_locale' });

      // Signing in again on the English login page lands on the Bangla Home.
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL((url) => url.pathname === '/bn/');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn');
      expect(await localeCookie(page)).toBe('bn');
      await page.getByRole('button', { name: identity['identity.menu.signOut'] }).waitFor();
    });
  });

  it('opens the page in its own language for an account with no language, and keeps the header’s choice', async () => {
    const email = uniqueEmail('switch');
    await withPage(DESKTOP, async (page) => {
      await register(page, email, 'Jamal', 'Uddin');
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      // No preference: sign-in goes where it always went, in English.
      await logInThroughUi(page, email);
      await page.waitForURL((url) => url.pathname === '/');
      expect(await accountOf(page)).toEqual(expect.objectContaining({ language: null }));

      // The header's switch goes to Bangla and the account keeps it.
      await page.getByRole('link', { name: 'বাংলা' }).click();
      await page.waitForURL((url) => url.pathname === '/bn/');
      await expect.poll(async () => (await accountOf(page)).language).toBe('bn');
    });

    // When the account cannot be told, the switch still goes to the other language.
    await withPage(DESKTOP, async (page) => {
      await logIn(page, email);
      await page.goto('/bn/dashboard/profile');
      await page
        .getByRole('heading', { name: dashboardPages['dashboardPages.account.title'], level: 1 })
        .waitFor();
      await page.route('**/api/account', (route) =>
        route.request().method() === 'PATCH' ? route.abort('failed') : route.fallback(),
      );
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/profile');
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
      await page.unroute('**/api/account');
      expect(await accountOf(page)).toEqual(expect.objectContaining({ language: 'bn' }));
      expect(await localeCookie(page)).toBe('en');
    });
  });
});
