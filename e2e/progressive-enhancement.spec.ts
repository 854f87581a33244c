import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { DESKTOP, PHONE, isLive, useBrowser, waitUntilLive } from './support/browser';

/*
 * Decision 009: the controls a visitor's first tap meets on the server-rendered pages (/, /about,
 * /search, /booking, /login, /register) work before the app has loaded and after it, with the
 * same result, so that progressive enhancement cannot break unnoticed. "Before" holds the app's
 * script on the wire (the page stays the server's HTML, as on a slow phone) and checks that the
 * app was not live when the control was used. Some controls need no script at all (the phone
 * menu, links, typing) and answer at once; the others are held by the page's small first script
 * and answered as soon as the app is live (main.tsx). Not timed: what is checked is the result.
 */

const { withPage } = useBrowser();
const PHONE_TOUCH = { isMobile: true, hasTouch: true };

type Moment = 'before the app has loaded' | 'once the app is live';

/** Opens `path` with the app's script held until the returned `release` is called. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  return release;
}

/**
 * Opens `path`, then runs `use` at the given moment: with the app held (and checks it was not
 * live) or once it is live. Returns `release`, which lets a held app load (a no-op once live).
 */
async function openAt(page: Page, path: string, moment: Moment): Promise<() => void> {
  if (moment === 'once the app is live') {
    await page.goto(path);
    await waitUntilLive(page);
    return () => undefined;
  }
  return openHeld(page, path);
}

const MOMENTS: Moment[] = ['before the app has loaded', 'once the app is live'];

describe('first taps on server-rendered pages (progressive enhancement)', () => {
  for (const moment of MOMENTS) {
    it(`opens the phone menu ${moment} (no script needed)`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          await openAt(page, '/about', moment);
          await page.getByRole('button', { name: 'Open menu' }).tap();
          const menu = page.getByTestId('nav-dropdown');
          await menu.getByRole('link', { name: 'Search' }).waitFor({ state: 'visible' });
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          await menu.getByRole('link', { name: 'Search' }).tap();
          await page.waitForURL((url) => url.pathname === '/search');
        },
        PHONE_TOUCH,
      );
    });

    it(`follows a package card's link ${moment}`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          await openAt(page, '/', moment);
          const link = page.locator('a[href^="/packages/"]').first();
          const href = await link.getAttribute('href');
          await link.scrollIntoViewIfNeeded();
          await link.tap();
          await page.waitForURL((url) => url.pathname === href);
          await page.getByRole('heading', { level: 1 }).waitFor();
        },
        PHONE_TOUCH,
      );
    });

    it(`shows what is typed in the search field ${moment}, and searches on Enter`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/search', moment);
          const field = page.getByLabel('Search packages');
          await field.tap();
          await page.keyboard.type('b');
          expect(await field.inputValue()).toBe('b');
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          await page.keyboard.type('each');
          await page.keyboard.press('Enter');
          release();
          await page.waitForURL((url) => url.searchParams.get('q') === 'beach');
          await page
            .getByRole('button', { name: /^Book Now: / })
            .first()
            .waitFor();
        },
        PHONE_TOUCH,
      );
    });

    it(`answers Book Now with "Not Logged In" ${moment}`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/', moment);
          const bookNow = page.getByRole('button', { name: /^Book Now: / }).first();
          await bookNow.scrollIntoViewIfNeeded();
          await bookNow.tap();
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          await page.getByRole('heading', { name: 'Not Logged In' }).waitFor();
          await page.getByText('You need to log in to book a package.').waitFor();
        },
        PHONE_TOUCH,
      );
    });

    it(`moves the scenic spots on with Next ${moment}`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/', moment);
          const track = page.getByTestId('scenic-spots');
          const next = page.getByRole('button', { name: 'Next scenic spot' });
          await next.scrollIntoViewIfNeeded();
          expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
          await next.tap();
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
          // One slide (and its gap), whichever moment the tap came at.
          const slide = await track.evaluate(
            (el) => el.querySelector('li')!.getBoundingClientRect().width + 30,
          );
          await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeCloseTo(slide, -1);
        },
        PHONE_TOUCH,
      );
    });

    it(`tells an empty newsletter sign-up what is missing ${moment}`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/', moment);
          const subscribe = page.getByRole('button', { name: 'Subscribe' });
          await subscribe.scrollIntoViewIfNeeded();
          await subscribe.tap();
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          await expect
            .poll(() => page.getByRole('alert').filter({ hasText: 'e-mail' }).textContent())
            .toBe('Enter your e-mail address');
          // Nothing was sent: the page is still the home page, with the field empty.
          expect(new URL(page.url()).pathname).toBe('/');
          expect(await page.getByLabel('E-mail address').inputValue()).toBe('');
        },
        PHONE_TOUCH,
      );
    });

    it(`shows one category of offers when it is chosen ${moment}`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/booking', moment);
          const offers = page.getByTestId('offers').locator('article:visible');
          expect(await offers.count()).toBe(9);
          await page.getByLabel('Category').selectOption({ label: 'Hotels' });
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          await waitUntilLive(page);
          await expect.poll(() => offers.count()).toBe(3);
          expect(await offers.first().textContent()).toContain('/ night');
          expect(await page.getByLabel('Category').inputValue()).toBe('hotels');
        },
        PHONE_TOUCH,
      );
    });

    it(`tells an empty sign-in what is missing ${moment}`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/login', moment);
          await page.getByRole('button', { name: 'Sign In' }).tap();
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          const messages = page.locator('form [role="alert"]');
          await expect
            .poll(() => messages.allTextContents())
            .toEqual(['Enter your e-mail address', 'Enter your password']);
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
            .toBe('email');
          expect(new URL(page.url()).pathname).toBe('/login');
        },
        PHONE_TOUCH,
      );
    });

    it(`keeps what is typed ${moment} on Register and asks for the rest`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/register', moment);
          await page.getByLabel('First name').tap();
          await page.keyboard.type('Early');
          await page.getByRole('button', { name: 'Register', exact: true }).tap();
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          await expect
            .poll(() => page.locator('form [role="alert"]').allTextContents())
            .toEqual(['Enter your e-mail address', 'Choose a password', 'Repeat your password']);
          expect(await page.getByLabel('First name').inputValue()).toBe('Early');
          expect(new URL(page.url()).pathname).toBe('/register');
        },
        PHONE_TOUCH,
      );
    });

    it(`keeps an address typed ${moment} and asks only for the password`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/login', moment);
          await page.getByLabel('Email').tap();
          await page.keyboard.type('early@example.com');
          await page.getByRole('button', { name: 'Sign In' }).tap();
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          await expect
            .poll(() => page.locator('form [role="alert"]').allTextContents())
            .toEqual(['Enter your password']);
          expect(await page.getByLabel('Email').inputValue()).toBe('early@example.com');
        },
        PHONE_TOUCH,
      );
    });

    it(`keeps an address typed ${moment} into "send the verification link again"`, async () => {
      await withPage(
        PHONE,
        async (page) => {
          const release = await openAt(page, '/login?verified=1&error=TOKEN_EXPIRED', moment);
          await page.getByText('This verification link has expired.').waitFor();
          const address = `late-${Date.now()}@example.com`;
          await page.getByLabel('Your e-mail address').tap();
          await page.keyboard.type(address);
          await page.getByRole('button', { name: 'Send the verification link again' }).tap();
          if (moment === 'before the app has loaded') expect(await isLive(page)).toBe(false);
          release();
          await page
            .getByText(
              `If ${address} has an account waiting for verification, a new link is on its way.`,
              {
                exact: false,
              },
            )
            .waitFor();
          expect(await page.getByLabel('Your e-mail address').inputValue()).toBe(address);
        },
        PHONE_TOUCH,
      );
    });
  }
});

describe("a server-rendered page's stylesheet", () => {
  it('comes inline with the page and is not fetched again as the app starts', async () => {
    await withPage(
      PHONE,
      async (page) => {
        const fetched: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet')
            fetched.push(new URL(request.url()).pathname);
        });
        await page.goto('/booking');
        // The page's own styles are in a <style>; the link to the same file stays, disabled.
        const inline = await page
          .locator('head link[rel="stylesheet"][disabled]')
          .getAttribute('href');
        expect(inline).toMatch(/^\/assets\/index-[\w-]+\.css$/);
        await waitUntilLive(page);
        // The app's chunks list that file among their needs: it was taken as loaded, not fetched
        // and applied a second time (restyling the whole page on a phone's main thread).
        expect(fetched).not.toContain(inline);
        // The page is still styled once the app has taken it over.
        const radius = await page
          .getByTestId('offers')
          .locator('article')
          .first()
          .evaluate((card) => getComputedStyle(card).borderTopLeftRadius);
        expect(radius).not.toBe('0px');
        expect(
          await page
            .getByRole('img', { name: '4.5 out of 5 stars' })
            .first()
            .locator('svg')
            .boundingBox(),
        ).toMatchObject({ width: 88, height: 16 });
      },
      PHONE_TOUCH,
    );
  });
});

describe("the home page's reviews", () => {
  it('are in the page without scripts, one card to a phone screen, scrolled by keyboard', async () => {
    await withPage(
      PHONE,
      async (page) => {
        await page.goto('/');
        const section = page.getByTestId('reviews-carousel');
        const row = section.getByTestId('reviews-row');
        const cards = row.getByTestId('review-card');
        await section.scrollIntoViewIfNeeded();
        expect(await cards.count()).toBeGreaterThan(1);
        await expect.poll(() => cards.first().isVisible()).toBe(true);
        expect(await cards.first().locator('blockquote').textContent()).not.toBe('');
        expect(await section.locator('.skeleton').count()).toBe(0);
        // One card to the screen, the next one beside it off screen.
        const [first, second] = await Promise.all([
          cards.nth(0).boundingBox(),
          cards.nth(1).boundingBox(),
        ]);
        expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
      },
      { javaScriptEnabled: false },
    );
    // The same HTML with the app's script held (axe needs a script of its own): it passes axe,
    // and the row takes focus and scrolls with the arrow keys.
    await withPage(
      PHONE,
      async (page) => {
        const release = await openHeld(page, '/');
        const row = page.getByTestId('reviews-carousel').getByTestId('reviews-row');
        await row.scrollIntoViewIfNeeded();
        await row.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        expect(await isLive(page)).toBe(false);
        await expectAccessible(page, { include: '[data-testid="reviews-carousel"]' });
        release();
      },
      PHONE_TOUCH,
    );
  }, 90_000);

  it('become the carousel near the viewport, the section keeping its height', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await waitUntilLive(page);
      const section = page.getByTestId('reviews-carousel');
      // The server's row of cards, as the app took the page over (far below the screen).
      await section.getByTestId('reviews-row').waitFor({ state: 'attached' });
      const before = await section.evaluate((el) => el.getBoundingClientRect().height);
      await section.scrollIntoViewIfNeeded();
      await section.locator('.swiper').waitFor();
      await section.locator('.swiper-pagination-bullet').first().waitFor();
      expect(await section.getByTestId('reviews-row').count()).toBe(0);
      expect(await section.evaluate((el) => el.getBoundingClientRect().height)).toBe(before);
      // Three cards to the screen at 1280 px, and the pagination works by keyboard.
      const bullet = section.locator('.swiper-pagination-bullet').nth(1);
      await bullet.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => bullet.getAttribute('class'))
        .toContain('swiper-pagination-bullet-active');
      await expectAccessible(page, { include: '[data-testid="reviews-carousel"]' });
    });
  }, 60_000);
});
