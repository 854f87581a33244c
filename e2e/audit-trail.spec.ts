import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { DESKTOP, logInAsAdmin, PHONE, snapshot, useBrowser } from './support/browser';

/*
 * The audit trail (docs/architecture.md, "Audit trail"): an admin's price change is found,
 * filtered, with before and after.
 */

const { withPage } = useBrowser();

/** Calls the API with the signed-in page's token, as the app itself would. */
async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(data === undefined ? {} : { 'content-type': 'application/json' }),
    },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

/** Opens Audit Trail from the dashboard menu by keyboard, filtered to package changes. */
async function openFiltered(page: Page) {
  await page.goto('/dashboard/addPackage');
  const menuLink = page.getByTestId('dashboard-menu').getByRole('link', { name: 'Audit Trail' });
  await menuLink.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard/audit');
  await page.getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
  await page
    .getByText(
      'Times and days are in Dhaka time (UTC+06:00). Entries cannot be changed or removed.',
    )
    .waitFor();
  const action = page.getByLabel('Action');
  await action.focus();
  await action.selectOption({ label: 'Package changed' });
}

describe('audit trail', () => {
  it("shows an admin's price change with before and after, filtered by action", async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      const title = `Audit trail trip ${Date.now()}`;
      const { insertedId } = (await callApi(page, 'POST', '/addPackages', {
        title,
        price: 240,
        duration: '2 days',
      })) as { insertedId: string };
      await callApi(page, 'PATCH', `/updatePackage/${insertedId}`, { price: 275 });

      await openFiltered(page);
      const table = page.getByTestId('audit-table');
      const row = table.locator(`tr[data-target="${insertedId}"]`);
      // Only package changes are listed once the filter's answer is in (before it, the package's
      // addition is listed too).
      await expect
        .poll(
          async () =>
            new Set(
              await table
                .locator('tbody tr')
                .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action'))),
            ),
        )
        .toEqual(new Set(['package.update']));
      await row.waitFor();
      await row.getByText('price: 240 → 275').waitFor();
      await row.getByText('Package changed').waitFor();
      expect(await row.locator('time').textContent()).toMatch(
        /^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
      );
      await expectAccessible(page);
      await snapshot(page, 'audit-trail-1280');

      // A day with no entries: the empty state.
      await page.getByLabel('From').fill('2020-01-01');
      await page.getByLabel('To').fill('2020-01-02');
      await page.getByText('No audit entries found.').waitFor();
    });
  }, 120_000);

  it("names people, 'deleted user' for an account gone, filters by the admin's name and downloads the CSV by keyboard", async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      const { name: adminName } = (await callApi(page, 'GET', '/account')) as { name: string };
      const { insertedId: goneId } = (await callApi(page, 'POST', '/users', {
        name: 'Gone Traveller',
        email: `gone-${Date.now()}@example.com`,
      })) as { insertedId: string };
      await callApi(page, 'DELETE', `/users/${goneId}`);

      await page.goto('/dashboard/audit');
      await page.getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
      // By keyboard: the admin's name (a word of it, any case), then the action.
      const admin = page.getByLabel('Admin (name)');
      await admin.focus();
      await page.keyboard.type(adminName.split(' ')[0]!.toUpperCase());
      const action = page.getByLabel('Action');
      await action.focus();
      await action.selectOption({ label: 'User deleted' });
      const table = page.getByTestId('audit-table');
      // Only deletions once the filters' answer is in.
      await expect
        .poll(
          async () =>
            new Set(
              await table
                .locator('tbody tr')
                .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action'))),
            ),
        )
        .toEqual(new Set(['user.delete']));
      const row = table.locator(`tr[data-target="${goneId}"]`);
      await row.waitFor();
      await row.getByText('user deleted user').waitFor();
      await row.getByText(adminName, { exact: true }).waitFor();
      expect(await row.textContent()).not.toContain(goneId);
      await expectAccessible(page);

      // The same filters as a file: Tab from the action filter reaches the download button.
      const button = page.getByRole('button', { name: 'Download CSV of these audit entries' });
      await button.focus();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.keyboard.press('Enter'),
      ]);
      expect(download.suggestedFilename()).toMatch(/^wayfare-audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await download.path(), 'utf8');
      const [header, ...lines] = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toContain('actor_name');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toContain(',user.delete,');
      expect(lines.find((l) => l.includes(goneId))).toContain(
        `,${adminName},user,${goneId},deleted user,`,
      );
      await page.getByText(/^Saved wayfare-audit-\d{4}-\d{2}-\d{2}\.csv$/).waitFor();
    });
  }, 120_000);

  it('fits a phone as labelled cards', async () => {
    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      const { name: adminName } = (await callApi(page, 'GET', '/account')) as { name: string };
      await page.goto('/dashboard/audit');
      await page.getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
      await page.getByLabel('Action').selectOption({ label: 'Package changed' });
      await page.getByLabel('Admin (name)').fill(adminName);
      const row = page.getByTestId('audit-table').locator('tbody tr').first();
      await row.getByText(/^price: \d+ → \d+$/).waitFor();
      await row.getByText(adminName, { exact: true }).waitFor();
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement!;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await expectAccessible(page);
      await snapshot(page, 'audit-trail-390');
    });
  }, 120_000);
});
