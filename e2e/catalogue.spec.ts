import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  logInAsAdmin,
  PASSWORD,
  PHONE,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

const { openPage, withPage } = useBrowser();

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('booking packages', () => {
  it('tells a visitor who presses Book Now to log in, and takes them to /login', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: /^Book Now/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Not Logged In' }).waitFor();
      await page.getByText('You need to log in to book a package.').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('heading', { name: 'Not Logged In' }).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
      await page
        .getByRole('button', { name: /^Book Now/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL('**/login');
    });
  });

  it('brings a visitor who registers from Book Now back to that package with the booking open', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/search');
      const card = page.getByTestId('search-results').locator('article').nth(1);
      await card.waitFor();
      const title = (await card.locator('h3').first().textContent()) ?? '';
      expect(title).not.toBe('');
      await card.getByRole('button', { name: /^Book Now/ }).click();
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL('**/register');
      await page.getByLabel('First name').fill('Rumana');
      await page.getByLabel('Last name').fill('Haque');
      await page.getByLabel('Email').fill(uniqueEmail('resume'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL((url) => url.pathname === '/search');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Confirm booking' }).waitFor();
      expect(await dialog.textContent()).toContain(title);
      expect(new URL(page.url()).searchParams.get('book')).toBeNull();
      await snapshot(page, 'booking-resumed-1280');
    });
  });

  it('books two packages, shows them with the right totals, and cancels one after the other', async () => {
    await withPage(DESKTOP, async (page) => {
      const email = uniqueEmail('booker');
      await register(page, email, 'Nadia', 'Rahman');
      const cards = page.getByTestId('featured-packages').locator('article');
      await cards.first().waitFor();
      const prices: number[] = [];
      for (const index of [0, 1]) {
        const card = cards.nth(index);
        prices.push(money(await card.locator('.text-primary').last().textContent()));
        await card.getByRole('button', { name: /^Book Now/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
        // The booking is the signed-in account's: its e-mail cannot be changed here.
        expect(await dialog.getByLabel('Email').isEditable()).toBe(false);
        expect(await dialog.getByLabel('Name').inputValue()).toBe('Nadia Rahman');
        expect(await dialog.getByLabel('Price (USD)').getAttribute('readonly')).not.toBeNull();
        expect(await dialog.getByLabel('Duration').getAttribute('readonly')).not.toBeNull();
        await dialog.getByRole('button', { name: 'Confirm booking' }).click();
        await page.getByText('Booking successful').waitFor();
        await dialog.waitFor({ state: 'hidden' });
      }

      await page.goto('/dashboard/booking');
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(() => page.getByTestId('booking-count').textContent()).toBe('2');
      await expect
        .poll(async () => money(await page.getByTestId('booking-total').textContent()))
        .toBe(prices[0]! + prices[1]!);
      await snapshot(page, 'my-bookings-1280');

      // Asked first; keeping it changes nothing.
      await rows
        .first()
        .getByRole('button', { name: /Cancel booking of/ })
        .click();
      await page.getByRole('heading', { name: 'Cancel this booking?' }).waitFor();
      await page.getByRole('button', { name: 'Keep booking' }).click();
      await page
        .getByRole('heading', { name: 'Cancel this booking?' })
        .waitFor({ state: 'hidden' });
      expect(await rows.count()).toBe(2);
      await rows
        .first()
        .getByRole('button', { name: /Cancel booking of/ })
        .click();
      await page.getByRole('button', { name: 'Cancel booking', exact: true }).click();
      await page.getByText('Booking removed successfully').waitFor();
      await expect.poll(() => rows.count()).toBe(1);
      await rows
        .first()
        .getByRole('button', { name: /Cancel booking of/ })
        .click();
      await page.getByRole('button', { name: 'Cancel booking', exact: true }).click();
      await page.getByText('No bookings found.').waitFor();
      await expect.poll(() => page.getByTestId('booking-count').textContent()).toBe('0');
    });
  });
});

describe('administering the catalogue', () => {
  it('adds a package with an image, finds it on Home and in Search, edits it and removes it', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      const title = `Hakaluki Haor Birding ${Date.now().toString(36)}`;
      await page.goto('/dashboard/addPackage');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page
        .getByLabel('Description', { exact: true })
        .fill('Winter wetlands of Moulvibazar with migratory birds and a boatman guide.');
      await page.getByLabel('Price').fill('175');
      await page.getByLabel('Duration', { exact: true }).fill('2 days');
      const image = readFileSync(
        path.resolve(import.meta.dirname, '../apps/web/public/images/packages/sundarbans-480.webp'),
      );
      await page
        .getByLabel('Image')
        .setInputFiles({ name: 'haor.webp', mimeType: 'image/webp', buffer: image });
      await page.getByText('haor.webp uploaded.').waitFor();
      await page.getByLabel('Offer (Optional)').fill('Binoculars included');
      await page.getByRole('button', { name: 'Add Package' }).click();
      await page.getByRole('heading', { name: 'Package added successfully!' }).waitFor();
      await page.getByRole('button', { name: 'OK' }).click();

      await page.goto('/');
      const card = page.getByTestId('featured-packages').locator('article', { hasText: title });
      await card.waitFor();
      const src = await card.locator('img').getAttribute('src');
      expect(src).not.toMatch(/^\/images\//);
      const served = await page.request.get(src!);
      expect(served.headers()['content-type']).toBe('image/webp');
      await card.getByText('Deal: Binoculars included').waitFor();

      await page.goto(`/search?q=${encodeURIComponent('migratory birds wetlands')}`);
      await page.getByTestId('search-results').locator('article', { hasText: title }).waitFor();
      expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ packages? found$/);

      await page.goto('/dashboard/manage');
      const row = page.locator('tr', { hasText: title });
      await row.getByRole('link', { name: `Edit ${title}` }).click();
      await page.getByRole('heading', { name: 'Update a Package' }).waitFor();
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
      expect(await page.getByLabel('Offer (Optional)').inputValue()).toBe('Binoculars included');
      await page.getByLabel('Price').fill('190');
      await page.getByRole('button', { name: 'Update Package' }).click();
      await page.getByRole('heading', { name: 'Update Package  successfully!' }).waitFor();
      await page.getByRole('button', { name: 'OK' }).click();

      await page.goto('/dashboard/manage');
      await expect
        .poll(() => page.locator('tr', { hasText: title }).locator('td').nth(3).textContent())
        .toBe('$190');
      await snapshot(page, 'all-packages-1280');
      await page
        .locator('tr', { hasText: title })
        .getByRole('button', { name: `Remove ${title}` })
        .click();
      // Asked first, with what removing it does (nobody booked it: deleted).
      await page.getByRole('heading', { name: `Remove “${title}”?` }).waitFor();
      await page.getByText('Nobody has booked it: it will be deleted.').waitFor();
      await page.getByRole('button', { name: 'Remove package' }).click();
      await page.getByText('Package removed successfully').waitFor();
      await page.locator('tr', { hasText: title }).waitFor({ state: 'detached' });
      await page.goto('/');
      await page.getByTestId('featured-packages').waitFor();
      expect(
        await page.getByTestId('featured-packages').locator('article', { hasText: title }).count(),
      ).toBe(0);
    });
  });

  it('shows All Bookings totals that grow by exactly the bookings made', async () => {
    const readTotals = async (page: Page) => {
      await page.goto('/dashboard/allBooking');
      await page.getByRole('heading', { name: 'All Bookings' }).waitFor();
      await expect.poll(() => page.getByTestId('all-booking-count').textContent()).toMatch(/^\d+$/);
      return {
        count: Number(await page.getByTestId('all-booking-count').textContent()),
        total: money(await page.getByTestId('all-booking-total').textContent()),
      };
    };
    const adminPage = await openPage(DESKTOP);
    await logInAsAdmin(adminPage);
    const before = await readTotals(adminPage);

    let booked = 0;
    await withPage(DESKTOP, async (page) => {
      await register(page, uniqueEmail('totals'));
      const card = page.getByTestId('featured-packages').locator('article').nth(2);
      booked = money(await card.locator('.text-primary').last().textContent());
      await card.getByRole('button', { name: /^Book Now/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByText('Booking successful').waitFor();
    });

    const after = await readTotals(adminPage);
    expect(after.count).toBe(before.count + 1);
    expect(after.total).toBe(before.total + booked);
    await snapshot(adminPage, 'all-bookings-1280');
    await adminPage.context().close();
  });
});

describe('removing a booked package', () => {
  it('asks first, archives it, and tells its traveller at checkout why it cannot be paid', async () => {
    const admin = await openPage(DESKTOP);
    const traveller = await openPage(DESKTOP);
    try {
      const title = `Hakaluki Haor Birding ${Date.now().toString(36)}`;
      await logInAsAdmin(admin);
      const token = await admin.evaluate(() => localStorage.getItem('token'));
      const added = await admin.request.post('/api/addPackages', {
        headers: { authorization: `Bearer ${token}` },
        data: { title, description: 'Wetland birds at dawn', price: 77, duration: '1 day' },
      });
      expect(added.status()).toBe(201);

      await register(traveller, uniqueEmail('withdrawn'));
      await traveller.goto('/');
      const card = traveller
        .getByTestId('featured-packages')
        .locator('article', { hasText: title });
      await card.getByRole('button', { name: /^Book Now/ }).click();
      await traveller.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
      await traveller.getByText('Booking successful').waitFor();

      await admin.goto('/dashboard/manage');
      await admin
        .locator('tr', { hasText: title })
        .getByRole('button', { name: `Remove ${title}` })
        .click();
      await admin.getByRole('heading', { name: `Remove “${title}”?` }).waitFor();
      await admin.getByText('It has 1 booking (1 unpaid).').waitFor();
      await snapshot(admin, 'archive-package-1280');
      await admin.getByRole('button', { name: 'Archive package' }).click();
      await admin.getByText('Package removed successfully').waitFor();
      await admin.locator('tr', { hasText: title }).waitFor({ state: 'detached' });

      await traveller.goto('/dashboard/payment');
      await traveller.getByText(`“${title}” is no longer offered`).waitFor();
      await snapshot(traveller, 'checkout-withdrawn-1280');
      await traveller.setViewportSize(PHONE);
      await snapshot(traveller, 'checkout-withdrawn-390');
      await traveller.goto('/dashboard/booking');
      await traveller.locator('tr', { hasText: title }).waitFor();
      // The row may be drawn before the totals are in (they show "…" until then).
      await expect
        .poll(async () => money(await traveller.getByTestId('booking-outstanding').textContent()))
        .toBe(77);
    } finally {
      await admin.context().close();
      await traveller.context().close();
    }
  });
});

describe('search and screens', () => {
  it('ends the home page packages with a way to see them all', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByTestId('featured-packages').waitFor();
      const all = page.getByRole('link', { name: /^See all \d+ packages$/ });
      const total = Number((await all.textContent())?.replace(/\D/g, ''));
      expect(total).toBeGreaterThan(9);
      await all.click();
      // The new page's address is enough: what it shows is polled below (its load event waits
      // for images too, which says nothing about where the link led).
      await page.waitForURL('**/search', { waitUntil: 'commit' });
      // Every package on offer (other journeys may add some meanwhile, never remove them).
      await expect
        .poll(async () =>
          Number((await page.getByTestId('result-count').textContent())?.replace(/\D/g, '')),
        )
        .toBeGreaterThanOrEqual(total);
    });
  });

  it('keeps the search in the URL and shows an empty state', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/search');
      await page.getByLabel('Search packages').fill('tea');
      await page.getByLabel('Max price ($)').fill('300');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/search\?q=tea&maxPrice=300/);
      // The previous results stay on screen (dimmed, aria-busy) until the new ones arrive.
      const results = page.getByTestId('search-results');
      await results.and(page.locator('[aria-busy="false"]')).waitFor();
      await expect.poll(() => results.locator('article').first().textContent()).toMatch(/tea/i);
      await snapshot(page, 'search-1280');
      await page.goto('/search?q=zzzqqqxx');
      await page.getByText('No packages match your search.').waitFor();
      expect(await page.getByTestId('result-count').textContent()).toBe('0 packages found');
    });
  });

  it('applies a new order at once and refuses a price range upside down', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/search');
      await page.getByTestId('search-results').locator('article').first().waitFor();
      await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
      await page.waitForURL(/sort=price-asc/);
      const results = page.getByTestId('search-results');
      await results.and(page.locator('[aria-busy="false"]')).waitFor();
      // Each card's price is its last highlighted line.
      const prices = async () =>
        (
          await results
            .locator('article')
            .evaluateAll((cards) =>
              cards.map(
                (card) => Array.from(card.querySelectorAll('.text-primary')).at(-1)?.textContent,
              ),
            )
        ).map((text) => money(text ?? null));
      await expect
        .poll(async () => {
          const list = await prices();
          return list.length > 1 && list.every((n, i) => i === 0 || list[i - 1]! <= n);
        })
        .toBe(true);

      await page.getByLabel('Min price ($)').fill('500');
      await page.getByLabel('Max price ($)').fill('100');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page
        .getByRole('alert')
        .getByText('The maximum price must not be below the minimum price.')
        .waitFor();
      expect(new URL(page.url()).searchParams.get('minPrice')).toBeNull();
      expect(await page.getByLabel('Max price ($)').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('filters the offers listing by category', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/booking');
      const offers = page.getByTestId('offers').locator('article:visible');
      // The page's code loads first (a busy machine may take longer than a poll waits).
      await offers.first().waitFor();
      await expect.poll(() => offers.count()).toBe(9);
      await page.getByLabel('Category').selectOption({ label: 'Hotels' });
      await expect.poll(() => offers.count()).toBe(3);
      expect(await offers.first().textContent()).toContain('/ night');
    });
  });

  it('renders Home, Search, My Bookings and All Packages at phone width', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      await page.getByTestId('featured-packages').waitFor();
      await snapshot(page, 'home-full-390');
      await page.goto('/search?q=beach');
      await page.getByTestId('result-count').waitFor();
      await snapshot(page, 'search-390');
      await register(page, uniqueEmail('phone'));
      await page.goto('/dashboard/booking');
      await page.getByText('No bookings found.').waitFor();
      await snapshot(page, 'my-bookings-390');
    });
    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/dashboard/manage');
      await page.locator('tbody tr').first().waitFor();
      await snapshot(page, 'all-packages-390');
    });
  });
});
