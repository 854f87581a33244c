import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Overview } from '@wayfare/contract/reports';
import { expectAccessible, renderWholePage } from './support/a11y';
import {
  DESKTOP,
  PHONE,
  logInAsAdmin,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

/*
 * The Overview (docs/architecture.md, "Reports"): an admin opens it from the menu by keyboard,
 * reads the period's figures (the server's answer for the same days, after a booking made here
 * today), switches to This year and to a custom range, and reads a chart's table alternative.
 */

const { withPage } = useBrowser();

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Today in the agency's zone, `YYYY-MM-DD`. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The overview the API answers the signed-in admin for a period. */
async function overviewOf(page: Page, from: string, to: string): Promise<Overview> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api/reports/overview?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Overview;
}

/** Books the newest catalogue package for the signed-in traveller, through the API. */
async function bookOne(page: Page, email: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await page.request.fetch('/api/packages?limit=1&sort=newest', { headers });
  const [pkg] = (await list.json()) as { _id: string }[];
  const response = await page.request.fetch('/api/booking', {
    method: 'POST',
    headers,
    data: JSON.stringify({ packageId: pkg!._id, name: 'Overview Traveller', email }),
  });
  expect(response.status()).toBe(201);
}

const stat = (page: Page, id: string) => page.getByTestId(id).locator('dd').first();

describe('overview', () => {
  it('shows the period’s figures, changes period by keyboard and reads a chart as a table', async () => {
    const traveller = uniqueEmail('overview');
    await withPage(DESKTOP, async (page) => {
      await register(page, traveller, 'Overview', 'Traveller');
      await bookOne(page, traveller);
    });

    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/profile');
      const menuLink = page.getByTestId('dashboard-menu').getByRole('link', { name: 'Overview' });
      await menuLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard/overview');
      await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
      await page.getByText('Dates in Dhaka time.').waitFor();

      // 30 days by default: the page shows what the server counts for those days.
      const to = today();
      const from = daysBefore(to, 29);
      await expect.poll(() => page.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
      const thirty = await overviewOf(page, from, to);
      expect(thirty.totals.bookings).toBeGreaterThanOrEqual(1);
      await expect
        .poll(() => stat(page, 'stat-bookings').textContent())
        .toBe(thirty.totals.bookings.toLocaleString('en-US'));
      expect(await stat(page, 'stat-revenue').textContent()).toBe(
        usd.format(thirty.totals.revenue),
      );
      await expect
        .poll(() => page.getByTestId('bookings-chart').locator('figcaption').textContent())
        .toContain(`${thirty.totals.bookings.toLocaleString('en-US')} in total`);

      // The bookings chart's table alternative: today's row says today's bookings.
      const chart = page.getByTestId('bookings-chart');
      await chart.getByText('Show as table').focus();
      await page.keyboard.press('Enter');
      const table = chart.getByRole('table');
      await table.waitFor();
      const last = thirty.series.at(-1)!;
      expect(last.start).toBe(to);
      const todayRow = table.getByRole('row').last();
      expect(await todayRow.getByRole('rowheader').textContent()).toBe(
        new Date(`${to}T00:00:00Z`).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
      expect(await todayRow.getByRole('cell').textContent()).toBe(String(last.bookings));
      expect(last.bookings).toBeGreaterThanOrEqual(1);
      await expect(table.getByRole('row').count()).resolves.toBe(31);

      // This year, by keyboard: the arrow key moves the choice; weeks in the table.
      await page.getByRole('radio', { name: '30 days' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL('**/dashboard/overview?period=year');
      const year = await overviewOf(page, `${to.slice(0, 4)}-01-01`, to);
      await expect
        .poll(() => stat(page, 'stat-bookings').textContent())
        .toBe(year.totals.bookings.toLocaleString('en-US'));
      await page
        .getByTestId('overview-period')
        .getByText(`1 Jan ${to.slice(0, 4)} to`)
        .waitFor();

      // A custom range: today alone.
      await page.getByRole('radio', { name: 'This year' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByRole('radio', { name: 'Custom' }).isChecked()).toBe(true);
      await page.getByLabel('From', { exact: true }).fill(to);
      await page.getByLabel('To', { exact: true }).fill(to);
      await page.getByRole('button', { name: 'Show' }).press('Enter');
      await page.waitForURL(`**/dashboard/overview?period=custom&from=${to}&to=${to}`);
      const day = await overviewOf(page, to, to);
      await expect
        .poll(() => stat(page, 'stat-bookings').textContent())
        .toBe(day.totals.bookings.toLocaleString('en-US'));
      expect(await stat(page, 'stat-conversion').textContent()).toMatch(/%$/);
      // A range the wrong way round is refused on the page, with its reason.
      await page.getByLabel('From', { exact: true }).fill(to);
      await page.getByLabel('To', { exact: true }).fill(daysBefore(to, 3));
      await page.getByRole('button', { name: 'Show' }).click();
      await page
        .getByRole('alert')
        .getByText('The first day must not be after the last.')
        .waitFor();
    });
  });

  it('is accessible and fits at 390 and 1280 px', async () => {
    for (const [viewport, name] of [
      [PHONE, 'overview-390'],
      [DESKTOP, 'overview-1280'],
    ] as const) {
      await withPage(viewport, async (page) => {
        await logInAsAdmin(page);
        await page.goto('/dashboard/overview?period=30d');
        await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
        // How full the departures ahead are, as the server counts them.
        const { upcoming } = await overviewOf(page, daysBefore(today(), 29), today());
        const summary = page.getByTestId('upcoming-summary');
        await summary.waitFor();
        expect(await summary.textContent()).toBe(
          upcoming.departures === 0
            ? `No departure starts in the next ${upcoming.days} days.`
            : `Next ${upcoming.days} days: ${upcoming.seatsTaken.toLocaleString('en-US')} of ${upcoming.seatsTotal.toLocaleString('en-US')} seats taken (${Math.round(upcoming.ratio * 100)}%; ${upcoming.seatsBooked.toLocaleString('en-US')} booked, ${upcoming.seatsHeld.toLocaleString('en-US')} held) on ${upcoming.departures} departure${upcoming.departures === 1 ? '' : 's'}.`,
        );
        expect(
          await page.getByTestId('upcoming-departures').locator('li[data-departure]').count(),
        ).toBe(upcoming.next.length);
        await page.getByTestId('revenue-chart').locator('svg').first().waitFor();
        await page.getByTestId('top-bookings-chart').locator('svg').first().waitFor();
        await page.getByTestId('bookings-chart').getByText('Show as table').click();
        await renderWholePage(page);
        await expectAccessible(page);
        // Nothing wider than the screen: no sideways scrolling of the page.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await snapshot(page, name);
      });
    }
  });
});
