import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP,
  ensureAccount,
  PASSWORD,
  registerThroughUi,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

/*
 * A signed-in traveller is never thrown out by accident (docs/product.md §8, "401 and 403"): the
 * token is kept across page loads and renewed once for all tabs; a refused or failed call (429,
 * 5xx) is tried again while the page says "Reconnecting...", never a sign-out.
 */

const { openPage, withPage } = useBrowser();

/**
 * Token exchanges the page's context makes: all of them, and those the server granted (every
 * journey here shares one client address, so a busy suite may meet the per-address limit and
 * retry; a retry is not a second exchange).
 */
function countTokenExchanges(page: Page) {
  const seen = { count: 0, granted: 0 };
  page.context().on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/jwt') {
      seen.count += 1;
      if (response.status() === 200) seen.granted += 1;
    }
  });
  return seen;
}

/** Answers the first calls of a route with the given statuses, then lets calls through. */
function failFirst(statuses: number[]) {
  const left = [...statuses];
  return async (route: Route) => {
    const status = left.shift();
    if (status === undefined) return route.continue();
    return route.fulfill({
      status,
      contentType: 'application/problem+json',
      headers: status === 429 ? { 'retry-after': '1' } : {},
      body: JSON.stringify({
        type: 'about:blank',
        title: status === 429 ? 'Too many requests' : 'Service temporarily unavailable',
        status,
        detail: 'Forced by the test.',
        code: status === 429 ? 'RATE_LIMITED' : 'DATABASE_UNAVAILABLE',
      }),
    });
  };
}

describe('staying signed in', () => {
  it('stays signed in through 70 page loads in a minute, with at most a few token exchanges', async () => {
    await withPage(DESKTOP, async (page) => {
      await registerThroughUi(page, uniqueEmail('reloader'));
      const exchanges = countTokenExchanges(page);
      const started = Date.now();
      for (let i = 0; i < 70; i++) {
        await page.goto(i % 2 ? '/dashboard/booking' : '/about');
      }
      expect(Date.now() - started).toBeLessThan(60_000);
      await page.goto('/dashboard/booking');
      await page.getByRole('heading', { name: 'My Booking' }).waitFor();
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
      expect(exchanges.granted).toBeLessThanOrEqual(3);
    });
  });

  it('rides out a 429 and then a 503 from the token exchange and a data call, by itself', async () => {
    await withPage(DESKTOP, async (page) => {
      await registerThroughUi(page, uniqueEmail('patient'));
      // A new page load with no stored token must exchange: it meets a 429, then a 503.
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.route('**/api/jwt', failFirst([429, 503]));
      await page.route(/\/api\/booking\?/, failFirst([429, 503]));
      await page.goto('/dashboard/booking');
      await page.getByText('Reconnecting...').waitFor();
      await snapshot(page, 'reconnecting-1280');
      await page.getByText('No bookings found.').waitFor({ timeout: 30_000 });
      await page.getByText('Reconnecting...').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/dashboard/booking');
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    });
  });

  it('is signed in when the session check right after signing in meets a 429', async () => {
    const email = uniqueEmail('busy');
    await ensureAccount(email, 'Busy Traveller');
    await withPage(DESKTOP, async (page) => {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      // The page's own session check is done; the next one (after Sign In) is refused.
      await page.route('**/api/auth/get-session', failFirst([429]));
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Logged In Successfully' }).waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    });
  });

  it('renews the token once for five open tabs', async () => {
    const first = await openPage(DESKTOP);
    const context = first.context();
    try {
      await context.clock.install();
      await registerThroughUi(first, uniqueEmail('tabs'));
      const tabs = [first];
      for (let i = 0; i < 4; i++) {
        const tab = await context.newPage();
        await tab.goto('/dashboard/booking');
        await tab.getByRole('heading', { name: 'My Booking' }).waitFor();
        tabs.push(tab);
      }
      const before = await first.evaluate(() => localStorage.getItem('token'));
      const exchanges = countTokenExchanges(first);
      // Every tab's renewal falls due together: 5 minutes before the 15-minute token expires.
      await context.clock.fastForward('10:30');
      await expect.poll(() => first.evaluate(() => localStorage.getItem('token'))).not.toBe(before);
      // Give the other tabs the moment they need to take their turn at the lock.
      await context.clock.fastForward(2000);
      for (const tab of tabs) await tab.getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(exchanges.granted).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('lets eight accounts sign in 48 times in a minute from one address', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      const accounts = Array.from({ length: 8 }, () => uniqueEmail('office'));
      const statuses = await page.evaluate(
        async ({ accounts, password, origin }) => {
          const post = (path: string, body: object) =>
            fetch(path, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin },
              body: JSON.stringify(body),
            }).then((r) => r.status);
          const answers: number[] = [];
          for (const email of accounts) {
            answers.push(
              await post('/api/auth/sign-up/email', { email, password, name: 'Office' }),
            );
          }
          for (let round = 0; round < 6; round++) {
            for (const email of accounts) {
              answers.push(await post('/api/auth/sign-in/email', { email, password }));
              answers.push(await post('/api/jwt', { email }));
            }
          }
          return answers;
        },
        { accounts, password: PASSWORD, origin: baseURL() },
      );
      expect(statuses).toHaveLength(8 + 96);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    });
  });
});
