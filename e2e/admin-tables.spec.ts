import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { dhakaDay } from './support/departures';
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
 * The dashboard tables (docs/product.md §2): one table component; on a phone every row is a card
 * with its key values labelled and nothing scrolls sideways; admin lists page, search and filter;
 * User Requests shows the date received and a handled state; an admin cancels a booking with a
 * reason.
 */

const { openPage, withPage } = useBrowser();

/** Nothing on the page is wider than the screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The signed-in page's API token, to prepare data through the API as the app itself would. */
async function callApi(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

/** Books the first two catalogue packages for the signed-in traveller; answers their titles. */
async function bookTwo(page: Page, email: string, name: string): Promise<string[]> {
  const packages = (await callApi(page, 'GET', '/packages?limit=2&sort=newest')) as {
    _id: string;
    title: string;
  }[];
  for (const pkg of packages) {
    await callApi(page, 'POST', '/booking', { packageId: pkg._id, name, email });
  }
  return packages.map((p) => p.title);
}

describe('tables on a phone', () => {
  it('shows My Booking, Payment History and All Bookings as labelled cards without sideways scrolling', async () => {
    const email = uniqueEmail('cards');
    const titles = await withPage(PHONE, async (page) => {
      await register(page, email, 'Shirin', 'Akhter');
      const booked = await bookTwo(page, email, 'Shirin Akhter');
      await page.goto('/dashboard/booking');
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      // Key values are on screen, each labelled by its column (CSS text from data-label).
      const first = rows.first();
      expect(await first.locator('td[data-label="Package"]').isVisible()).toBe(true);
      expect(await first.locator('td[data-label="Price"]').isVisible()).toBe(true);
      expect(await first.locator('td[data-label="Status"]').isVisible()).toBe(true);
      expect(await first.getByRole('button', { name: /Cancel booking of/ }).isVisible()).toBe(true);
      const label = await first
        .locator('td[data-label="Price"]')
        .evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label).toBe('"Price"');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await snapshot(page, 'tables-my-booking-390');

      await page.setViewportSize(DESKTOP);
      await expect.poll(() => page.locator('thead th').first().isVisible()).toBe(true);
      await expectAccessible(page);
      await snapshot(page, 'tables-my-booking-1280');

      await page.goto('/dashboard/paymentHistory');
      await page.getByText('No payment history found.').waitFor();
      await expectAccessible(page);
      await snapshot(page, 'tables-payment-history-1280');
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      await snapshot(page, 'tables-payment-history-390');
      return booked;
    });

    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/allBooking');
      await page.getByLabel('Search bookings').fill(email);
      const rows = page.getByTestId('all-bookings-table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      // The totals above stay those of all bookings, and say so while the list is filtered.
      await page.getByTestId('totals-scope').waitFor();
      // When it was booked, on the agency's clock, which the page names (not this device's).
      expect(await rows.first().locator('td[data-label="Booked on"]').innerText()).toMatch(
        /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
      );
      await page.getByText('Times and days are in Dhaka time (UTC+06:00).').waitFor();
      for (const column of ['Name', 'Email', 'Package', 'Price', 'Status', 'Booked on']) {
        expect(await rows.first().locator(`td[data-label="${column}"]`).isVisible()).toBe(true);
      }
      expect(await rows.allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining(titles[0]!)]),
      );
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await snapshot(page, 'tables-all-bookings-390');
    });
  });
});

/** A laptop's screen and a small one's: every dashboard table fits both without scrolling. */
const LAPTOPS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

/**
 * Every table on the page fits its container (nothing scrolls sideways inside it), and the page
 * does not scroll sideways either; names the table that does not.
 */
async function expectTablesFit(page: Page, what: string) {
  // Some tables are there only for screen readers and in a closed disclosure: attached will do.
  await page.locator('table').first().waitFor({ state: 'attached' });
  // Measured once loaded: no spinner or busy region left (the rows and figures have arrived).
  await expect.poll(() => page.locator('.loading, [aria-busy="true"]').count()).toBe(0);
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll('table'))
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const box = table.parentElement!;
        return {
          table: table.dataset.testid ?? table.caption?.textContent ?? '?',
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
          // Each column's width, to tell which one is too wide.
          columns: Array.from(table.tHead?.rows[0]?.cells ?? [])
            .map((cell) => `${cell.textContent}: ${cell.offsetWidth}`)
            .join(', '),
        };
      })
      .filter((box) => box.scrollWidth > box.clientWidth),
  );
  // Soft: one run names every table that does not fit.
  expect.soft(overflowing, `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
  await expectNoSidewaysScroll(page);
}

/** Pays the signed-in traveller's unpaid bookings with the test card, as Checkout would. */
async function payUnpaid(page: Page) {
  const intent = (await callApi(page, 'POST', '/create-payment-intent', {})) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const { publishableKey } = (await callApi(page, 'GET', '/payment-config')) as {
    publishableKey: string;
  };
  const confirmed = await page.request.post(
    `/api/processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    {
      headers: {
        authorization: `Bearer ${publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: new URLSearchParams({
        client_secret: intent.clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
      }).toString(),
    },
  );
  expect(confirmed.status()).toBe(200);
  await callApi(page, 'POST', '/payments', { transactionId: intent.paymentIntentId });
}

describe('tables on a laptop', () => {
  it('fits every dashboard table at 1024 and 1280 px with long names; All Bookings keeps its filters in the address', async () => {
    const tag = Date.now().toString(36);
    const title = `Sundarbans Mangrove Safari with Tiger Tracking, a Village Homestay and a Sunset River Cruise ${tag}`;
    const email = uniqueEmail(`mohammad.abdur.rahman.chowdhury.${tag}`);
    const admin = await openPage(DESKTOP);
    const traveller = await openPage(DESKTOP);
    try {
      await logInAsAdmin(admin);
      const pkg = (await callApi(admin, 'POST', '/addPackages', {
        title,
        price: 1249,
        duration: '4 days, 3 nights',
      })) as { insertedId: string };

      await register(traveller, email, 'Mohammad Abdur Rahman', 'Chowdhury Talukder');
      const name = 'Mohammad Abdur Rahman Chowdhury Talukder';
      for (let n = 0; n < 2; n += 1) {
        await callApi(traveller, 'POST', '/booking', { packageId: pkg.insertedId, name, email });
      }
      await payUnpaid(traveller);
      // One more, unpaid, of three seats on a dated departure of ten.
      const { insertedId: departureId } = (await callApi(
        admin,
        'POST',
        `/packages/${pkg.insertedId}/departures`,
        { startsAt: `${dhakaDay(40)}T07:30`, seats: 10 },
      )) as { insertedId: string };
      await callApi(traveller, 'POST', '/booking', {
        packageId: pkg.insertedId,
        departureId,
        name,
        email,
        travellers: 3,
      });
      await callApi(traveller, 'POST', '/contacts', {
        email,
        message: `${tag} ${'Could the homestay cook without chilli for our grandmother? '.repeat(4)}`,
      });

      for (const size of LAPTOPS) {
        await traveller.setViewportSize(size);
        for (const [path, what] of [
          ['/dashboard/booking', 'My Booking'],
          ['/dashboard/paymentHistory', 'Payment History'],
        ] as const) {
          await traveller.goto(path);
          await traveller.locator('tbody tr', { hasText: title }).first().waitFor();
          await expectTablesFit(traveller, what);
          if (what === 'Payment History') {
            // The receipt link is whole on screen, not clipped by its column.
            const receipt = traveller.getByRole('button', { name: /^Receipt \(PDF\) for/ }).first();
            expect(await receipt.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
          }
        }
        await expectAccessible(traveller);
        await snapshot(traveller, `tables-payment-history-${size.width}`);
      }

      for (const size of LAPTOPS) {
        await admin.setViewportSize(size);
        for (const [path, what, search] of [
          ['/dashboard/allBooking', 'All Bookings', 'Search bookings'],
          ['/dashboard/allUsers', 'Manage User', 'Search users'],
          ['/dashboard/manage', 'All Packages', 'Search packages'],
          ['/dashboard/userRequests', 'User Requests', 'Search messages'],
          ['/dashboard/mail', 'Mail Outbox', null],
          ['/dashboard/audit', 'Audit trail', null],
          ['/dashboard/overview', 'Overview', null],
        ] as const) {
          await admin.goto(path);
          await admin.locator('table').first().waitFor({ state: 'attached' });
          if (search) {
            await admin
              .getByLabel(search)
              .fill(search === 'Search packages' ? tag : email.split('@')[0]!);
            await expect
              .poll(() => admin.getByTestId('pager-status').textContent())
              .toMatch(/^Showing 1–\d+ of \d+$/);
          }
          await expectTablesFit(admin, what);
          if (what === 'All Bookings') {
            // Cancel is on screen, not past the table's edge.
            const cancel = admin.getByRole('button', { name: /^Cancel Mohammad/ }).first();
            const box = (await cancel.boundingBox())!;
            expect(box.x + box.width).toBeLessThanOrEqual(size.width);
            await expectAccessible(admin);
            await snapshot(admin, `tables-all-bookings-${size.width}`);
          }
        }
      }

      // Cancelled by keyboard: the row's departure gives its seats back at once, no reload.
      await admin.setViewportSize(LAPTOPS[0]!);
      // No status filter: the row stays on the list, with its status and seats as they are now.
      await admin.goto(`/dashboard/allBooking?q=${encodeURIComponent(email)}`);
      const held = admin.getByTestId('all-bookings-table').locator('tbody tr', {
        hasText: '3 travellers',
      });
      await expect
        .poll(() => held.locator('[data-label="Departure"]').innerText())
        .toContain('3 of 10 seats taken');
      await held.getByRole('button', { name: /^Cancel Mohammad/ }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByLabel('Reason (the traveller sees it)').waitFor();
      await admin.keyboard.type('The boat is under repair.');
      await admin.keyboard.press('Tab');
      await admin.keyboard.press('Enter');
      await admin.getByText('Booking cancelled', { exact: true }).waitFor();
      await expect
        .poll(() => held.locator('[data-label="Status"]').innerText())
        .toContain('cancelled');
      await expect
        .poll(() => held.locator('[data-label="Departure"]').innerText())
        .toContain('0 of 10 seats taken');
      await expectAccessible(admin);

      // The filters live in the address: chosen by keyboard, kept by a reload and a shared link.
      await admin.goto('/dashboard/allBooking');
      await admin.getByLabel('Search bookings').focus();
      await admin.keyboard.type(email);
      const status = admin.getByLabel('Status');
      await status.selectOption('paid');
      const from = admin.getByLabel('Booked from');
      await from.fill(dhakaDay(0));
      await expect.poll(() => new URL(admin.url()).searchParams.get('status')).toBe('paid');
      await expect.poll(() => new URL(admin.url()).searchParams.get('q')).toBe(email);
      const rows = admin.getByTestId('all-bookings-table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      const shared = admin.url();
      await admin.reload();
      await expect.poll(() => rows.count()).toBe(2);
      expect(await status.inputValue()).toBe('paid');
      expect(await admin.getByLabel('Search bookings').inputValue()).toBe(email);
      expect(await from.inputValue()).toBe(new URL(shared).searchParams.get('from'));
      await admin.getByText('Times and days are in Dhaka time (UTC+06:00).').waitFor();
      await admin.setViewportSize(PHONE);
      await admin.goto(shared);
      await expect.poll(() => rows.count()).toBe(2);
      await expectNoSidewaysScroll(admin);
      await expectAccessible(admin);
    } finally {
      await admin.context().close();
      await traveller.context().close();
    }
  });
});

describe('admin lists', () => {
  it('pages through User Requests, searches, shows more of a long message and marks it handled', async () => {
    const tag = `tag${Date.now().toString(36)}`;
    const traveller = await openPage(DESKTOP);
    const email = uniqueEmail('writer');
    try {
      await register(traveller, email, 'Rumana', 'Haque');
      const long = `${tag} ${'We would like a private boat on the haor for a family of six. '.repeat(6)}`;
      await callApi(traveller, 'POST', '/contacts', { email, message: long });
      for (let n = 1; n <= 54; n += 1) {
        await callApi(traveller, 'POST', '/contacts', { email, message: `${tag} question ${n}` });
      }
    } finally {
      await traveller.context().close();
    }

    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/userRequests');
      await page.getByRole('heading', { name: 'User Requests' }).waitFor();
      await page.getByLabel('Search messages').fill(tag);
      const status = page.getByTestId('pager-status');
      await expect.poll(() => status.textContent()).toBe('Showing 1–50 of 55');
      const rows = page.getByTestId('contact-requests-table').locator('tbody tr');
      expect(await rows.count()).toBe(50);
      expect(await rows.first().textContent()).toContain(`${tag} question 54`);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => status.textContent()).toBe('Showing 51–55 of 55');
      expect(await rows.count()).toBe(5);
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

      // The oldest is the long one: cut, with "Show more".
      const longRow = rows.last();
      const more = longRow.getByRole('button', { name: 'Show more' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await longRow.textContent()).not.toContain(
        'family of six. We would like a private boat on the haor for a family of six. We would like a private boat on the haor for a family of six. We would like',
      );
      await more.focus();
      await page.keyboard.press('Enter');
      await longRow.getByRole('button', { name: 'Show less' }).waitFor();
      // The date received is shown.
      expect(
        await longRow.locator('td[data-label="Received"] time').getAttribute('datetime'),
      ).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // Marked handled by keyboard; then only the handled one under "Handled".
      const handle = longRow.getByRole('button', { name: /^Mark handled: message from Rumana/ });
      await handle.focus();
      await page.keyboard.press('Enter');
      await longRow.getByText('Handled', { exact: true }).waitFor();
      expect(await longRow.textContent()).toContain('by admin@wayfare.test');
      await expectAccessible(page);
      await snapshot(page, 'tables-user-requests-1280');

      await page.getByLabel('Handled', { exact: true }).selectOption('true');
      await expect.poll(() => status.textContent()).toBe('Showing 1–1 of 1');
      await page.getByLabel('Handled', { exact: true }).selectOption('false');
      await expect.poll(() => status.textContent()).toBe('Showing 1–50 of 54');

      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await snapshot(page, 'tables-user-requests-390');
    });
  });

  it('searches Manage User and All Packages, and both fit a phone', async () => {
    const email = uniqueEmail('findme');
    await withPage(DESKTOP, async (page) => {
      await register(page, email, 'Findable', 'Person');
    });
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/allUsers');
      await page.getByTestId('users-table').waitFor();
      await page.getByLabel('Search users').fill(email);
      await expect
        .poll(() => page.getByTestId('pager-status').textContent())
        .toBe('Showing 1–1 of 1');
      await page.locator(`tr[data-email="${email}"]`).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'tables-manage-users-1280');
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await snapshot(page, 'tables-manage-users-390');

      await page.setViewportSize(DESKTOP);
      await page.goto('/dashboard/manage');
      const rows = page.getByTestId('packages-table').locator('tbody tr');
      await rows.first().waitFor();
      const title = (
        await rows.first().locator('td[data-label="Package Name"]').innerText()
      ).trim();
      const image = rows.first().locator('img');
      expect(await image.getAttribute('loading')).toBe('lazy');
      expect(await image.getAttribute('alt')).toBe(`Photo: ${title}`);
      // "View on site" opens the package's own page (it opened a search for its title).
      const view = rows.first().getByRole('link', { name: `View on site: ${title}` });
      const href = await view.getAttribute('href');
      expect(href).toMatch(/^\/packages\/[^/?]+$/);
      await view.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(href);
      await page.goBack();
      await rows.first().waitFor();
      await page.getByLabel('Search packages').fill(title);
      await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain(title);
      await expectAccessible(page);
      await snapshot(page, 'tables-all-packages-1280');
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await snapshot(page, 'tables-all-packages-390');
      // On a phone too, by keyboard, to the package's page.
      const viewOnPhone = rows.first().getByRole('link', { name: `View on site: ${title}` });
      await viewOnPhone.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expectAccessible(page);
    });
  });

  it('lets an admin cancel a booking with a reason by keyboard; the traveller sees the reason', async () => {
    const email = uniqueEmail('cancelled');
    const traveller = await openPage(DESKTOP);
    try {
      await register(traveller, email, 'Kamal', 'Uddin');
      const [title] = await bookTwo(traveller, email, 'Kamal Uddin');

      await withPage(DESKTOP, async (page) => {
        await logInAsAdmin(page);
        await page.goto('/dashboard/allBooking');
        await page.getByLabel('Search bookings').fill(email);
        await page.getByLabel('Status').selectOption('unpaid');
        const table = page.getByTestId('all-bookings-table');
        const row = table.locator('tbody tr', { hasText: title! });
        await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
        await expectAccessible(page);
        await snapshot(page, 'tables-all-bookings-1280');

        await row.getByRole('button', { name: `Cancel Kamal Uddin’s booking of ${title}` }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: 'Cancel Kamal Uddin’s booking?' }).waitFor();
        expect(await page.locator('.swal2-html-container').textContent()).toContain(email);
        // Too short a reason is refused in the dialog.
        const reason = page.getByLabel('Reason (the traveller sees it)');
        await reason.waitFor();
        expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('no');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.getByText('Give a reason of at least 3 characters.').waitFor();
        await reason.focus();
        await page.keyboard.type(' boats: the river is in flood.');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.getByText('Booking cancelled', { exact: true }).waitFor();
        await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
        await page.getByLabel('Status').selectOption('cancelled');
        await expect
          .poll(async () => (await table.locator('tbody tr').first().textContent()) ?? '')
          .toContain('Reason: no boats: the river is in flood.');
      });

      await traveller.goto('/dashboard/booking');
      await traveller.getByText('Cancelled by Wayfare: no boats: the river is in flood.').waitFor();
      await expectAccessible(traveller);
      await snapshot(traveller, 'tables-my-booking-cancelled-1280');
      await traveller.setViewportSize(PHONE);
      await expectNoSidewaysScroll(traveller);
      await snapshot(traveller, 'tables-my-booking-cancelled-390');
    } finally {
      await traveller.context().close();
    }
  });
});
