import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import authPages from '../apps/web/src/app/routes/auth/locales/bn.json' with { type: 'json' };
import identity from '../apps/web/src/features/identity/locales/bn.json' with { type: 'json' };
import identityForms from '../apps/web/src/features/identity/locales/forms/bn.json' with { type: 'json' };
import provider from '../apps/web/src/features/identity/locales/provider/bn.json' with { type: 'json' };
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  ensureAccount,
  PHONE,
  uniqueEmail,
  useBrowser,
  waitUntilLive,
} from './support/browser';

/*
 * The identity service's refusals and the sign-in forms' own checks on the Bangla pages
 * (docs/i18n.md): every text read from the app's Bangla catalogues, none of better-auth's English.
 */

const { withPage } = useBrowser();

/** The page is a Bangla page, under /bn. */
async function expectBangla(page: Page) {
  expect(await page.locator('html').getAttribute('lang')).toBe('bn');
  expect(new URL(page.url()).pathname).toMatch(/^\/bn(\/|$)/);
}

async function openRegister(page: Page) {
  await page.goto('/bn/register');
  await page.getByRole('heading', { name: authPages['authPages.register.title'] }).waitFor();
  await waitUntilLive(page);
}

describe("the identity service's messages in Bangla", () => {
  it('says a wrong password in Bangla on /bn/login (390 px)', async () => {
    const email = uniqueEmail('bn-wrong-password');
    await ensureAccount(email, 'Rafiq Hasan');
    await withPage(PHONE, async (page) => {
      await page.goto('/bn/login');
      await page.getByRole('heading', { name: authPages['authPages.login.title'] }).waitFor();
      await waitUntilLive(page);
      await page
        .getByLabel(identityForms['identityForms.fields.email'], { exact: true })
        .fill(email);
      await page
        .getByLabel(identityForms['identityForms.fields.password'], { exact: true })
        .fill('not-my-password');
      await page
        .getByRole('button', { name: identityForms['identityForms.login.submit'], exact: true })
        .click();
      const failed = page.getByRole('dialog', { name: identity['identity.signInFailed.title'] });
      await failed.waitFor();
      await failed.getByText(provider['identityProvider.invalidEmailOrPassword']).waitFor();
      expect(await failed.textContent()).not.toMatch(/invalid email or password/i);
      await expectBangla(page);
      await expectAccessible(page);
      await failed
        .getByRole('button', { name: identity['identity.signInFailed.retry'], exact: true })
        .click();
      await failed.waitFor({ state: 'detached' });
    });
  });

  it('says an address already registered in Bangla on /bn/register (1280 px)', async () => {
    const email = uniqueEmail('bn-taken');
    await ensureAccount(email, 'Taslima Akter');
    await withPage(DESKTOP, async (page) => {
      await openRegister(page);
      await page.getByLabel(identityForms['identityForms.fields.firstName']).fill('Taslima');
      await page.getByLabel(identityForms['identityForms.fields.lastName']).fill('Akter');
      await page
        .getByLabel(identityForms['identityForms.fields.email'], { exact: true })
        .fill(email);
      await page
        .getByLabel(identityForms['identityForms.fields.password'], { exact: true })
        .fill('a-new-long-password');
      await page
        .getByLabel(identityForms['identityForms.fields.confirmPassword'])
        .fill('a-new-long-password');
      // The spec's browser alert, in the page's language.
      const alerted = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await page
        .getByRole('button', { name: identityForms['identityForms.register.submit'], exact: true })
        .click();
      expect([
        provider['identityProvider.userAlreadyExistsUseAnotherEmail'],
        provider['identityProvider.userAlreadyExists'],
      ]).toContain(await alerted);
      await expectBangla(page);
    });
  });

  it("shows the forms' own checks in Bangla on /bn/register and /bn/login (390 px)", async () => {
    await withPage(PHONE, async (page) => {
      await openRegister(page);
      const submit = page.getByRole('button', {
        name: identityForms['identityForms.register.submit'],
        exact: true,
      });
      await submit.click();
      for (const message of [
        identityForms['identityForms.validation.firstNameRequired'],
        identityForms['identityForms.validation.emailRequired'],
        identityForms['identityForms.validation.passwordChoose'],
        identityForms['identityForms.validation.repeatPassword'],
      ]) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      await page
        .getByLabel(identityForms['identityForms.fields.email'], { exact: true })
        .fill('not-an-address');
      await submit.click();
      await page
        .getByText(identityForms['identityForms.validation.emailInvalid'], { exact: true })
        .waitFor();
      await expectBangla(page);
      await expectAccessible(page);

      await page.goto('/bn/login');
      await waitUntilLive(page);
      await page
        .getByRole('button', { name: identityForms['identityForms.login.submit'], exact: true })
        .click();
      await page
        .getByText(identityForms['identityForms.validation.emailRequired'], { exact: true })
        .waitFor();
      await page
        .getByText(identityForms['identityForms.validation.passwordRequired'], { exact: true })
        .waitFor();
      // No English of a check anywhere in the form.
      const form = await page.locator('main form').first().textContent();
      expect(form).not.toMatch(/Enter your|required/i);
      await expectAccessible(page);
    });
  });
});
