import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import fields from '../apps/server/src/locales/fields.bn.json' with { type: 'json' };
import contacts from '../apps/web/src/features/contacts/locales/bn.json' with { type: 'json' };
import dashboardPages from '../apps/web/src/app/routes/dashboard/locales/bn.json' with { type: 'json' };
import departures from '../apps/web/src/features/departures-admin/locales/bn.json' with { type: 'json' };
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  PHONE,
  logInAsAdmin,
  register,
  uniqueEmail,
  useBrowser,
  waitUntilLive,
} from './support/browser';

/*
 * The server's per-field refusals on Bangla pages (docs/i18n.md, "API errors in Bangla"): the
 * API answers them in Bangla, and the forms show them as sent. Each input is one that only the
 * server refuses, so the words on screen are the server's.
 */

const { withPage } = useBrowser();

async function createPackage(page: Page, title: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/api/addPackages', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: JSON.stringify({ title, description: 'Tea estates', price: 90, duration: '2 days' }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

describe("the server's field errors in Bangla", () => {
  it('shows a departure starting in the past refused in Bangla, on its field (390 px)', async () => {
    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      const title = `Srimangal ${Date.now().toString(36)}`;
      const id = await createPackage(page, title);
      await page.goto(`/bn/dashboard/manage/${id}/departures`);
      await page
        .getByRole('heading', {
          name: dashboardPages['dashboardPages.departures.title']
            .replace('{title}', title)
            .replace(/<\/?0>/g, ''),
        })
        .waitFor();
      await waitUntilLive(page);
      const form = page.getByRole('form', { name: departures['departures.add.formLabel'] });
      // The form checks that the start is a whole date and time; only the server knows it is past.
      await form.getByLabel(/^শুরু/).fill('2020-01-15T07:30');
      await form.getByLabel(departures['departures.seats'], { exact: true }).fill('8');
      await form.getByRole('button', { name: departures['departures.add.submit'] }).click();
      const refusal = form.getByText(fields.messages['must be in the future'], { exact: true });
      await refusal.waitFor();
      expect(await form.textContent()).not.toMatch(/must be in the future/i);
      expect(await page.locator('html').getAttribute('lang')).toBe('bn');
      await expectAccessible(page);
    });
  });

  it('says a name longer than the server takes in Bangla on /bn/contact (1280 px)', async () => {
    await withPage(DESKTOP, async (page) => {
      await register(page, uniqueEmail('bn-fields'), 'Shirin', 'Akter');
      await page.goto('/bn/contact');
      await page.getByRole('form', { name: contacts['contacts.form.label'] }).waitFor();
      await waitUntilLive(page);
      const name = page.getByLabel(contacts['contacts.form.name'], { exact: true });
      // The page's maxlength keeps people within the limit; a page with another limit (or none)
      // still meets the server's.
      await name.evaluate((input) => input.removeAttribute('maxlength'));
      await name.fill('ন'.repeat(121));
      await page
        .getByLabel(contacts['contacts.form.message'], { exact: true })
        .fill('সিলেটের চা বাগানে যেতে চাই।');
      await page.getByRole('button', { name: contacts['contacts.form.send'] }).click();
      const dialog = page.getByRole('dialog', { name: contacts['contacts.form.errorTitle'] });
      await dialog.waitFor();
      await dialog.getByText('নাম: সর্বোচ্চ ১২০টি অক্ষর হতে পারে।', { exact: true }).waitFor();
      expect(await dialog.textContent()).not.toMatch(/characters|can have/i);
      await expectAccessible(page);
    });
  });
});
