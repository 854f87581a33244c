import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderWholePage } from './support/a11y';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
  waitUntilLive,
} from './support/browser';
import { isFocused, press, tabTo } from './support/keyboard';

const { withPage } = useBrowser();

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('layout and navigation', () => {
  it('opens a new page at its top, and goes back to where the reader was', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
      const before = await scrollY(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      // Back where the reader was (the page may not yet be as long as it was: not the very end).
      expect(before).toBeGreaterThan(2000);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
    });
  });

  it('opens the phone menu by keyboard, Tab going from its button straight to its links', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/about');
      const button = page.getByRole('button', { name: 'Open menu' });
      await button.focus();
      const menu = page.getByTestId('nav-dropdown');
      await menu.getByRole('link', { name: 'Home' }).waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      // The first link, not the list around it (which would take a Tab and show no ring).
      const focused = await page.evaluate(() => ({
        text: document.activeElement?.textContent,
        outline: getComputedStyle(document.activeElement!).outlineStyle,
      }));
      expect(focused.text).toBe('Home');
      expect(focused.outline).not.toBe('none');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About');
      await expectAccessible(page);
    });
  });

  it('closes the phone menu once a page is chosen in it, by tap or by keyboard, uncovering the new heading', async () => {
    /** Whether what shows at the middle of the page's heading is the heading itself. */
    const headingInView = (page: Page) =>
      page.locator('main h1').evaluate((h) => {
        const box = h.getBoundingClientRect();
        const seen = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
        return seen !== null && h.contains(seen);
      });
    await withPage(PHONE, async (page) => {
      await page.goto('/about');
      // Moves inside the app are what this is about (before it is live, a link loads a page).
      await waitUntilLive(page);
      const button = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByTestId('nav-dropdown');

      // A tap.
      await button.click();
      await menu.getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL('**/contact');
      await menu.waitFor({ state: 'hidden' });
      await page.locator('main h1').waitFor();
      await expect.poll(() => headingInView(page)).toBe(true);

      // The keyboard: the menu opens on its button, Enter follows a link, the menu closes and
      // stays closed as Tab goes on (to the next control after it, showing its ring).
      await button.focus();
      const search = menu.getByRole('link', { name: 'Search' });
      await search.waitFor({ state: 'visible' });
      await tabTo(page, search, 8);
      await press(page, 'Enter');
      await page.waitForURL('**/search');
      await menu.waitFor({ state: 'hidden' });
      expect(await menu.evaluate((list) => list.contains(document.activeElement))).toBe(false);
      await expect.poll(() => headingInView(page)).toBe(true);
      await snapshot(page, 'nav-menu-closed-after-link-390');
      await press(page, 'Tab');
      expect(await menu.isVisible()).toBe(false);
      await expectAccessible(page);
    });
    // On a desktop the links are in the bar: following one keeps the focus on it.
    await withPage(DESKTOP, async (page) => {
      await page.goto('/about');
      await waitUntilLive(page);
      const contact = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Contact', exact: true });
      await tabTo(page, contact, 12);
      await press(page, 'Enter');
      await page.waitForURL('**/contact');
      await expect.poll(() => headingInView(page)).toBe(true);
      expect(await isFocused(contact)).toBe(true);
      await expectAccessible(page);
    });
  });

  it('lands "Explore packages" with the heading below the sticky header', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Explore packages' }).click();
      const heading = page.locator('#featured-heading');
      await expect
        .poll(async () => {
          const [top, header] = await Promise.all([
            heading.evaluate((h) => h.getBoundingClientRect().top),
            page
              .getByRole('navigation', { name: 'Main' })
              .evaluate((n) => n.getBoundingClientRect().bottom),
          ]);
          return top >= header && top < 300;
        })
        .toBe(true);
    });
  });

  it('opens dialogs without shifting the page sideways (with a desktop scrollbar)', async () => {
    const browser = await launchBrowser({ scrollbars: true });
    const page = await (await newContext(browser, DESKTOP)).newPage();
    try {
      await page.goto('/');
      // The scrollbar takes room here, as on a desktop.
      expect(
        await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
      ).toBeGreaterThan(0);
      // CSS locators: an open dialog hides the rest of the page from the accessibility tree.
      // The hero's heading sits in a centred column: it moves if the page's width changes.
      const heading = page.locator('#hero-heading');
      const x = async () => (await heading.boundingBox())?.x ?? -1;
      const before = await x();
      // SweetAlert2's dialog (a visitor's Book Now) ...
      await page
        .getByRole('button', { name: /^Book Now/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Not Logged In' }).waitFor();
      expect(await x()).toBe(before);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('heading', { name: 'Not Logged In' }).waitFor({ state: 'hidden' });
      // ... and the booking dialog (a signed-in traveller's Book Now).
      await register(page, uniqueEmail('dialog'));
      await page.goto('/');
      const signedInBefore = await x();
      await page
        .getByRole('button', { name: /^Book Now/ })
        .first()
        .click();
      await page.locator('dialog[open]').waitFor();
      expect(await x()).toBe(signedInBefore);
    } finally {
      await browser.close();
    }
  });

  it('shows that the scenic spots go on, and moves through them by keyboard', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(viewport, async (page) => {
        await page.goto('/');
        const track = page.getByTestId('scenic-spots');
        const previous = page.getByRole('button', { name: 'Previous scenic spot' });
        const next = page.getByRole('button', { name: 'Next scenic spot' });
        await expect.poll(() => previous.isDisabled()).toBe(true);
        expect(await next.isDisabled()).toBe(false);
        await next.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
        await expect.poll(() => next.isDisabled()).toBe(true);
        expect(await previous.isDisabled()).toBe(false);
        await expectAccessible(page, { include: '[aria-labelledby="spots-heading"]' });
        await snapshot(page, `home-scenic-${viewport.width}`);
        await previous.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBe(0);
      });
    }
  });

  it('titles each page after its heading and announces a move to another page', async () => {
    await withPage(DESKTOP, async (page) => {
      // A page the server renders is titled by the server (the app loads on the first touch).
      await page.goto('/about');
      const about = (await page.locator('main h1').first().textContent())!.trim();
      expect(await page.title()).toBe(`${about} · Wayfare`);
      // Once the app is live, it titles the page and announces a move to another one.
      await page.goto('/privacy');
      await waitUntilLive(page);
      const privacy = (await page.locator('main h1').first().textContent())!.trim();
      await expect.poll(() => page.title()).toBe(`${privacy} · Wayfare`);
      // The first page of a visit is read by the browser itself: nothing is announced.
      expect(await page.getByTestId('route-announcer').textContent()).toBe('');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
      await page.waitForURL('**/contact');
      const heading = () => page.locator('main h1').first().textContent();
      await expect.poll(heading).not.toBe(privacy);
      const contact = (await heading())!.trim();
      await expect.poll(() => page.title()).toBe(`${contact} · Wayfare`);
      await expect
        .poll(() => page.getByTestId('route-announcer').textContent())
        .toBe(`Navigated to ${contact}`);
      expect(await page.getByTestId('route-announcer').getAttribute('aria-live')).toBe('polite');
    });
  });

  it("closes the phone's dashboard menu at once when a link in it is followed, and slides it open again", async () => {
    await withPage(PHONE, async (page) => {
      // The menu's slide is what this is about: motion as most visitors have it.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await register(page, uniqueEmail('drawer'));
      await page.goto('/dashboard/booking');
      await page.getByRole('heading', { level: 1, name: 'My Booking' }).waitFor();
      const toggle = page.locator('label.btn[for="dashboard-drawer"]');
      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      // How long the menu takes to appear or go (its slide), as the browser has it now.
      const slide = () =>
        page
          .locator('.drawer-side')
          .evaluate((side) => getComputedStyle(side).transitionDuration.split(',')[0]!.trim());
      await toggle.click();
      await menu.getByRole('link', { name: 'Payment History' }).waitFor({ state: 'visible' });
      expect(await slide()).not.toBe('0s');
      await menu.getByRole('link', { name: 'Payment History' }).click();
      await page.getByRole('heading', { level: 1, name: 'Payment History' }).waitFor();
      // Gone at once: no slide competes with drawing the next screen (decision 009).
      expect(await slide()).toBe('0s');
      await menu.getByRole('link', { name: 'Payment History' }).waitFor({ state: 'hidden' });
      // Opened again with the button, it slides as before, and its links work.
      await toggle.click();
      expect(await slide()).not.toBe('0s');
      await menu.getByRole('link', { name: 'My Booking' }).click();
      await page.getByRole('heading', { level: 1, name: 'My Booking' }).waitFor();
    });
  });

  it('shows a button pressed the moment it is pressed, and fades it back when let go', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto('/login');
      await waitUntilLive(page);
      const button = page.getByRole('button', { name: 'Sign In' });
      // The button's colour transitions running now, and how long its next change would take.
      const motion = () =>
        button.evaluate((b) => ({
          running: b.getAnimations().length,
          duration: getComputedStyle(b).transitionDuration.split(',')[0]!.trim(),
        }));
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(async () => (await motion()).running).toBe(0); // hovered, settled
      await page.mouse.down();
      // Pressed: the pressed look is there at once, no fade in the frame that answers the tap
      // (each transition would fire events for React's listeners in that frame, decision 009).
      expect(await motion()).toEqual({ running: 0, duration: '0s' });
      await page.mouse.up();
      // Let go: the button fades back as daisyUI draws it.
      expect((await motion()).duration).toBe('0.2s');
      await page.getByText('Enter your password').waitFor();
    });
  });

  // Home, whole, with its carousel set up, at each width. Every other page is checked by axe at
  // 320, 390 and 1280 px in route-sweep.spec.ts (whose router list leaves Home out).
  for (const viewport of [PHONE, DESKTOP]) {
    it(`passes axe (WCAG 2.2 AA) on /, whole, at ${viewport.width} px`, async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Home's reviews carousel is set up once it is scrolled near, and only a live app sees
        // that: scrolled past and back before then, it would stay a placeholder.
        await waitUntilLive(page);
        await renderWholePage(page);
        // axe checks the carousel set up.
        await page.locator('.swiper-pagination-bullet').first().waitFor();
        await expectAccessible(page);
      });
    });
  }
});
