import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderWholePage } from './support/a11y';
import { DESKTOP, logInAsAdmin, PHONE, register, uniqueEmail, useBrowser } from './support/browser';

/*
 * Every route of the web app's router, visited as whoever may open it, at 390 and 1280 px and at
 * 320 px (1280 px at 400 % zoom: WCAG 1.4.10 asks that nothing then scrolls sideways), with
 * axe (WCAG 2.2 AA, any impact) on each (docs/accessibility.md). The list comes from the router's
 * source, so a new route without a visit below fails the first test instead of going unchecked.
 */

type Who = 'visitor' | 'traveller' | 'admin';
interface Ids {
  packageId: string;
  departurePackageId: string;
  departureId: string;
  mailId: string;
}
interface Visit {
  who: Who;
  /** The address to open (the route's parameters filled in). */
  url: (ids: Ids) => string;
  /** Where the page sends the reader on its own (checked), if anywhere. */
  lands?: string;
  /** What to do before axe runs, when the page needs it. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Paths of the router: the public ones from apps/web/src/app/router.tsx, the dashboard's screens
 * from the list the router builds them from (apps/web/src/app/dashboard-screens.ts), with their guard.
 */
function routerPaths(): { path: string; guard: Who }[] {
  const source = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
  const dashboardAt = source.indexOf("path: 'dashboard'");
  const found: { path: string; guard: Who }[] = [];
  const pattern = /path: '([^']+)'/g;
  for (
    let match = pattern.exec(source);
    match && match.index < dashboardAt;
    match = pattern.exec(source)
  ) {
    const path = match[1]!;
    if (path === '/' || path === '*') continue;
    found.push({ path: `/${path}`, guard: 'visitor' });
  }
  const screens = readFileSync(
    new URL('../apps/web/src/app/dashboard-screens.ts', import.meta.url),
    'utf8',
  );
  const screen = /path: '([^']+)',\s*access: '(user|admin)'/g;
  for (let match = screen.exec(screens); match; match = screen.exec(screens)) {
    found.push({
      path: `/dashboard/${match[1]!}`,
      guard: match[2] === 'admin' ? 'admin' : 'traveller',
    });
  }
  return found;
}

const VISITS: Record<string, Visit> = {
  '/about': { who: 'visitor', url: () => '/about' },
  '/search': { who: 'visitor', url: () => '/search?q=beach' },
  '/packages/:id': { who: 'visitor', url: (ids) => `/packages/${ids.packageId}` },
  '/booking': { who: 'visitor', url: () => '/booking' },
  '/contact': { who: 'visitor', url: () => '/contact' },
  '/privacy': { who: 'visitor', url: () => '/privacy' },
  '/terms': { who: 'visitor', url: () => '/terms' },
  '/login': { who: 'visitor', url: () => '/login' },
  '/register': { who: 'visitor', url: () => '/register' },
  // The pages a link from an e-mail or a provider opens, reached without (or with a spent) token.
  // A provider's failed return in a tab it cannot close ends on the login page, which says so.
  '/auth/social': { who: 'visitor', url: () => '/auth/social?social=failed', lands: '/login' },
  '/admin-invitation': { who: 'visitor', url: () => '/admin-invitation?token=spent' },
  '/forgot-password': { who: 'visitor', url: () => '/forgot-password' },
  '/reset-password': { who: 'visitor', url: () => '/reset-password?token=spent' },
  '/newsletter/confirm': { who: 'visitor', url: () => '/newsletter/confirm?token=spent' },
  '/newsletter/unsubscribe': { who: 'visitor', url: () => '/newsletter/unsubscribe?token=spent' },
  '/dashboard/booking': { who: 'traveller', url: () => '/dashboard/booking' },
  '/dashboard/review': { who: 'traveller', url: () => '/dashboard/review' },
  '/dashboard/destination': { who: 'traveller', url: () => '/dashboard/destination' },
  '/dashboard/payment': { who: 'traveller', url: () => '/dashboard/payment' },
  '/dashboard/paymentHistory': { who: 'traveller', url: () => '/dashboard/paymentHistory' },
  '/dashboard/profile': { who: 'traveller', url: () => '/dashboard/profile' },
  '/dashboard/allUsers': { who: 'admin', url: () => '/dashboard/allUsers' },
  '/dashboard/allBooking': { who: 'admin', url: () => '/dashboard/allBooking' },
  '/dashboard/addPackage': { who: 'admin', url: () => '/dashboard/addPackage' },
  '/dashboard/manage': { who: 'admin', url: () => '/dashboard/manage' },
  '/dashboard/manage/:id/departures': {
    who: 'admin',
    url: (ids) => `/dashboard/manage/${ids.departurePackageId}/departures`,
  },
  '/dashboard/manage/:id/departures/:departureId/manifest': {
    who: 'admin',
    url: (ids) =>
      `/dashboard/manage/${ids.departurePackageId}/departures/${ids.departureId}/manifest`,
  },
  '/dashboard/manage/:id/departures/:departureId/holds': {
    who: 'admin',
    url: (ids) => `/dashboard/manage/${ids.departurePackageId}/departures/${ids.departureId}/holds`,
  },
  '/dashboard/updatePackage/:id': {
    who: 'admin',
    url: (ids) => `/dashboard/updatePackage/${ids.packageId}`,
  },
  '/dashboard/userRequests': { who: 'admin', url: () => '/dashboard/userRequests' },
  '/dashboard/reviews': { who: 'admin', url: () => '/dashboard/reviews' },
  '/dashboard/tripRequests': { who: 'admin', url: () => '/dashboard/tripRequests' },
  '/dashboard/mail': { who: 'admin', url: () => '/dashboard/mail' },
  '/dashboard/mail/:id': {
    who: 'admin',
    url: (ids) => `/dashboard/mail/${ids.mailId}`,
    // axe cannot run inside the HTML preview's frame, which allows no script (mail-outbox.spec).
    prepare: (page) => page.getByRole('button', { name: 'Plain text' }).click(),
  },
  '/dashboard/overview': { who: 'admin', url: () => '/dashboard/overview' },
  '/dashboard/audit': { who: 'admin', url: () => '/dashboard/audit' },
};

const { withPage } = useBrowser();
/** 1280 px at 400 % zoom. */
const REFLOW = { width: 320, height: 640 };

/** Ids for the routes with parameters, read through the API with the admin's token. */
async function readIds(page: Page): Promise<Ids> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  };
  const packages = await get<{ _id: string }[]>('/packages');
  let departurePackageId = '';
  let departureId = '';
  for (const p of packages) {
    const departures = await get<{ _id: string }[]>(`/packages/${p._id}/departures`);
    if (departures.length) {
      departurePackageId = p._id;
      departureId = departures[0]!._id;
      break;
    }
  }
  // A newsletter sign-up writes its confirmation to the outbox: a message to open.
  const subscribe = await page.request.post('/api/newsletter', {
    data: { email: uniqueEmail('sweep-news') },
  });
  expect(subscribe.status(), 'newsletter sign-up').toBeLessThan(300);
  // (composed by a job a moment later)
  await expect
    .poll(async () => (await get<{ items: unknown[] }>('/mail')).items.length)
    .toBeGreaterThan(0);
  const mail = await get<{ items: { _id: string }[] }>('/mail');
  expect(departureId, 'a demo package with departures').not.toBe('');
  expect(mail.items.length, 'a message in the outbox').toBeGreaterThan(0);
  return {
    packageId: packages[0]!._id,
    departurePackageId,
    departureId,
    mailId: mail.items[0]!._id,
  };
}

describe('every route passes axe (WCAG 2.2 AA) and reflows, at 320, 390 and 1280 px', () => {
  it('has a visit for every route of the router, as whoever may open it', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((r) => !VISITS[r.path]).map((r) => r.path);
    expect(missing, 'routes without an axe visit in route-sweep.spec.ts').toEqual([]);
    const wrongWho = paths.filter((r) => VISITS[r.path]?.who !== r.guard).map((r) => r.path);
    expect(wrongWho, 'visits made as someone other than the route guard lets in').toEqual([]);
    const stale = Object.keys(VISITS).filter((p) => !paths.some((r) => r.path === p));
    expect(stale, 'visits of routes the router no longer has').toEqual([]);
  });

  let visited = 0;
  const WIDTHS = [PHONE, DESKTOP, REFLOW];
  for (const viewport of WIDTHS) {
    for (const who of ['visitor', 'traveller', 'admin'] as const) {
      it(`as ${who} at ${viewport.width} px`, { timeout: 180_000 }, async () => {
        await withPage(viewport, async (page) => {
          let ids: Ids | undefined;
          if (who === 'traveller') await register(page, uniqueEmail('sweep'));
          if (who === 'admin') {
            await logInAsAdmin(page);
            ids = await readIds(page);
          } else {
            ids = { packageId: '', departurePackageId: '', departureId: '', mailId: '' };
            if (who === 'visitor') {
              const response = await page.request.get('/api/packages');
              ids.packageId = ((await response.json()) as { _id: string }[])[0]!._id;
            }
          }
          for (const [path, visit] of Object.entries(VISITS)) {
            if (visit.who !== who) continue;
            try {
              await page.goto(visit.url(ids));
              await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
              // Loaded: no spinner or busy region left (lists and figures have arrived).
              await expect
                .poll(() => page.locator('.loading, [aria-busy="true"]').count(), {
                  timeout: 15_000,
                })
                .toBe(0);
              const landed = new URL(page.url()).pathname;
              if (visit.lands) expect(landed).toBe(visit.lands);
              else if (path !== '/login') expect(landed).not.toBe('/login');
              // Its own title (WCAG 2.4.2): the page's heading names it.
              const heading = ((await page.locator('main h1').first().textContent()) ?? '').trim();
              expect(await page.title()).toContain(heading);
              // Reflow (1.4.10): the page fits its width, nothing scrolls sideways.
              const { scrollWidth, clientWidth } = await page.evaluate(() => ({
                scrollWidth: document.scrollingElement!.scrollWidth,
                clientWidth: document.scrollingElement!.clientWidth,
              }));
              expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
              await visit.prepare?.(page);
              await renderWholePage(page);
              await expectAccessible(page);
            } catch (error) {
              // The assertion's own findings (axe's list), not only its one-line summary.
              const found = (error as { actual?: unknown }).actual;
              throw new Error(
                `${path} at ${viewport.width} px: ${String(error)}` +
                  (found === undefined ? '' : `\n${JSON.stringify(found, null, 1)}`),
              );
            }
            visited += 1;
          }
        });
      });
    }
  }

  it('visited every route at every width', () => {
    console.log(`axe route sweep: ${visited} (route, width) visits, 0 violations`);
    expect(visited).toBe(Object.keys(VISITS).length * WIDTHS.length);
  });
});
