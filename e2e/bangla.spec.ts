import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  logInAsAdmin,
  PHONE,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
  waitUntilLive,
} from './support/browser';
import { englishLeftOn, readIds, visitAndCheck, VISITS, type Ids } from './support/routes';

/*
 * The app in Bangla (docs/i18n.md): every route under /bn, as whoever may open it, at 390 and
 * 1280 px, in Bangla (`lang="bn"`) and passing axe; the language switch and its memory; the
 * offer to a browser that asks for Bangla; links, guards and Sign Out staying in Bangla.
 */

const { withPage } = useBrowser();

describe('the app in Bangla', () => {
  it('offers Bangla to a browser that asks for it, and remembers the answer', async () => {
    await withPage(
      PHONE,
      async (page) => {
        await page.goto('/');
        await waitUntilLive(page);
        // Never a redirect: the English page, with an offer.
        expect(new URL(page.url()).pathname).toBe('/');
        const offer = page.getByRole('region', { name: 'Language' });
        await expect.poll(() => offer.isVisible()).toBe(true);
        await snapshot(page, 'bangla-offer-390');
        await offer.getByRole('link', { name: 'পড়ুন বাংলায়' }).click();
        await page.waitForURL('**/bn/');
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn');
        await expect
          .poll(() => page.getByRole('navigation', { name: 'প্রধান' }).isVisible())
          .toBe(true);
        // Asked once: the choice is in the cookie, and the English page offers nothing again.
        const cookies = await page.context().cookies();
        expect(cookies.find((c) => c.name === 'wayfare_locale')?.value).toBe('bn');
        await page.goto('/about');
        await waitUntilLive(page);
        expect(await page.getByRole('region', { name: 'Language' }).count()).toBe(0);
      },
      { locale: 'bn-BD' },
    );
  });

  it('offers nothing to a browser that asks for English', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await waitUntilLive(page);
      expect(await page.getByRole('region', { name: 'Language' }).count()).toBe(0);
    });
  });

  it('switches language on the same page, with its query, and keeps links in Bangla', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/search?q=beach');
      await waitUntilLive(page);
      await page.getByRole('link', { name: 'বাংলা' }).click();
      await page.waitForURL('**/bn/search?q=beach');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn');
      // The header's links go to the Bangla pages.
      const nav = page.getByRole('navigation', { name: 'প্রধান' });
      expect(await nav.getByRole('link', { name: 'আমাদের কথা' }).first().getAttribute('href')).toBe(
        '/bn/about',
      );
      // Search engines see both languages of the page.
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map(
            (l) => `${l.getAttribute('hreflang')} ${new URL((l as HTMLLinkElement).href).pathname}`,
          ),
        );
      expect(alternates).toEqual(
        expect.arrayContaining(['en /search', 'bn /bn/search', 'x-default /search']),
      );
      // A guarded page sends a visitor to the Bangla login page.
      await page.goto('/bn/dashboard/booking');
      await page.waitForURL('**/bn/login');
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL('**/login');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    });
  });

  let visited = 0;
  const englishLeft: string[] = [];
  const WIDTHS = [PHONE, DESKTOP];
  for (const viewport of WIDTHS) {
    for (const who of ['visitor', 'traveller', 'admin'] as const) {
      it(
        `passes axe on every route under /bn as ${who} at ${viewport.width} px`,
        { timeout: 180_000 },
        async () => {
          await withPage(viewport, async (page) => {
            let ids: Ids = { packageId: '', departurePackageId: '', departureId: '', mailId: '' };
            if (who === 'traveller') await register(page, uniqueEmail('bn-sweep'));
            if (who === 'admin') {
              await logInAsAdmin(page);
              ids = await readIds(page);
            }
            if (who === 'visitor') {
              const response = await page.request.get('/api/packages');
              ids.packageId = ((await response.json()) as { _id: string }[])[0]!._id;
            }
            for (const [path, visit] of Object.entries(VISITS)) {
              if (visit.who !== who) continue;
              await visitAndCheck(page, path, visit, ids, '/bn');
              const english = await englishLeftOn(page);
              if (english.length)
                console.log(`English left on /bn${path}: ${JSON.stringify(english)}`);
              englishLeft.push(...english.map((text) => `/bn${path}: ${text}`));
              if (
                [
                  '/about',
                  '/search',
                  '/packages/:id',
                  '/dashboard/booking',
                  '/dashboard/overview',
                ].includes(path)
              )
                await snapshot(page, `bangla${path.replace(/[/:]+/g, '-')}-${viewport.width}`);
              visited += 1;
            }
          });
        },
      );
    }
  }

  it('leaves no English of its own on the pages without anyone’s data', () => {
    // Pages that show no names, reviews or packages: every word on them is the app's own.
    const ownWordsOnly = [
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/login',
      '/register',
      '/forgot-password',
    ];
    const left = englishLeft.filter((entry) =>
      ownWordsOnly.some((path) => entry.startsWith(`/bn${path}:`)),
    );
    expect(left).toEqual([]);
  });

  it('visited every route under /bn at both widths', () => {
    expect(visited).toBe(Object.keys(VISITS).length * WIDTHS.length);
  });
});
