import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, renderWholePage } from './a11y';
import { uniqueEmail } from './browser';

/*
 * Every route of the web app's router and how to visit it (route-sweep.spec.ts visits each in
 * English, bangla.spec.ts each under /bn).
 */

export type Who = 'visitor' | 'traveller' | 'admin';
export interface Ids {
  packageId: string;
  departurePackageId: string;
  departureId: string;
  mailId: string;
}
export interface Visit {
  who: Who;
  /** The address to open (the route's parameters filled in). */
  url: (ids: Ids) => string;
  /** Where the page sends the reader on its own (checked), if anywhere. */
  lands?: string;
  /** What to do before axe runs, when the page needs it (in the page's language). */
  prepare?: (page: Page, language: 'en' | 'bn') => Promise<void>;
}

/**
 * Paths of the router: the public ones from apps/web/src/app/router.tsx, the dashboard's screens
 * from the list the router builds them from (apps/web/src/app/dashboard-screens.ts), with their guard.
 */
export function routerPaths(): { path: string; guard: Who }[] {
  const source = readFileSync(
    new URL('../../apps/web/src/app/router.tsx', import.meta.url),
    'utf8',
  );
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
    new URL('../../apps/web/src/app/dashboard-screens.ts', import.meta.url),
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

export const VISITS: Record<string, Visit> = {
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
    prepare: (page, language) =>
      page.getByRole('button', { name: language === 'bn' ? 'সাধারণ লেখা' : 'Plain text' }).click(),
  },
  '/dashboard/overview': { who: 'admin', url: () => '/dashboard/overview' },
  '/dashboard/audit': { who: 'admin', url: () => '/dashboard/audit' },
};

/** Ids for the routes with parameters, read through the API with the admin's token. */
export async function readIds(page: Page): Promise<Ids> {
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

/**
 * Opens a route (under `prefix`: '' for English, '/bn' for Bangla) and checks it as the sweeps
 * do: it shows its heading and its data, lands where it should, is titled after its heading,
 * fits its width, and passes axe (WCAG 2.2 AA, any impact). A Bangla page says so in `lang`.
 */
export async function visitAndCheck(
  page: Page,
  path: string,
  visit: Visit,
  ids: Ids,
  prefix: '' | '/bn',
): Promise<void> {
  try {
    await page.goto(prefix + visit.url(ids));
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    // Loaded: no spinner or busy region left (lists and figures have arrived).
    await expect
      .poll(() => page.locator('.loading, [aria-busy="true"]').count(), { timeout: 15_000 })
      .toBe(0);
    const landed = new URL(page.url()).pathname;
    if (visit.lands) expect(landed).toBe(prefix + visit.lands);
    else if (path !== '/login') expect(landed).not.toBe(`${prefix}/login`);
    expect(await page.locator('html').getAttribute('lang')).toBe(prefix ? 'bn' : 'en');
    // Its own title (WCAG 2.4.2): the page's heading names it.
    const heading = ((await page.locator('main h1').first().textContent()) ?? '').trim();
    expect(await page.title()).toContain(heading);
    // Reflow (1.4.10): the page fits its width, nothing scrolls sideways.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      clientWidth: document.scrollingElement!.clientWidth,
    }));
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
    await visit.prepare?.(page, prefix ? 'bn' : 'en');
    await renderWholePage(page);
    await expectAccessible(page);
  } catch (error) {
    // The assertion's own findings (axe's list), not only its one-line summary.
    const found = (error as { actual?: unknown }).actual;
    const width = page.viewportSize()?.width ?? 0;
    throw new Error(
      `${prefix}${path} at ${width} px: ${String(error)}` +
        (found === undefined ? '' : `\n${JSON.stringify(found, null, 1)}`),
    );
  }
}

/** Latin words a Bangla page may show: names, brands, units and codes that Bangla writes so. */
const LATIN_ALLOWED =
  /^(Wayfare|Test|SSO|USD|US|bKash|Nagad|Stripe|Visa|Mastercard|Amex|American|Express|CVC|CSV|UTC|GMT|SMTP|PDF|JPEG|PNG|WebP|GIF|GitHub|Google|Facebook|Instagram|YouTube|OK|ID|Asia|Dhaka|English|km|kg)$/;

/**
 * What a Bangla page still shows in English: Latin words in its text and in the names and hints
 * people and screen readers get (aria-label, title, placeholder, alt), outside an element marked
 * `lang="en"` (the agency's English content) and outside links to addresses (e-mail, telephone).
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const english = (element: Element | null) =>
      element?.closest('[lang="en"], script, style, template, [aria-hidden="true"] svg');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !english(node.parentElement)) found.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    )) {
      if (english(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const left = new Set<string>();
  for (const text of texts) {
    const cleaned = text
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(/https?:\/\/\S+|\/[\w/-]+/g, ' ')
      .replace(/\+?\d[\d\s-]{6,}/g, ' ');
    const words = (cleaned.match(/[A-Za-z][A-Za-z'-]{2,}/g) ?? []).map((word) =>
      word.replace(/['-]+$/, ''),
    );
    const english = words.filter((word) => !LATIN_ALLOWED.test(word));
    if (english.length) left.add(text.length > 80 ? `${text.slice(0, 77)}...` : text);
  }
  return [...left];
}
