import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  PHONE,
  isLive,
  registerThroughUi,
  uniqueEmail,
  useBrowser,
  waitUntilLive,
} from './support/browser';

/*
 * Dialogs by keyboard alone (docs/accessibility.md): opened with Enter, they hold the focus while
 * open (Tab never leaves them), Escape closes them, and the focus goes back to the control that
 * opened them. axe runs with each dialog open.
 */

const { withPage } = useBrowser();

/** Whether the focused element is inside `container`. */
function focusIsIn(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

/** The first Book Now of a search, focused, and what it is called. */
async function focusFirstBookNow(page: Page): Promise<Locator> {
  await page.goto('/search');
  const bookNow = page.getByRole('button', { name: /^Book Now: / }).first();
  await bookNow.waitFor();
  await bookNow.focus();
  return bookNow;
}

/**
 * Presses Tab `times` times, then Shift+Tab as often, checking after each that the focus stayed
 * in `dialog`: with `times` above the number of its controls, both ends are passed.
 */
async function tabStaysIn(page: Page, dialog: Locator, times: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      expect(await focusIsIn(dialog), `${key} ${i + 1} left the dialog`).toBe(true);
    }
  }
}

describe('dialogs by keyboard', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`"Not Logged In": holds the focus, closes on Escape, gives the focus back (${viewport.width} px)`, async () => {
      await withPage(viewport, async (page) => {
        const bookNow = await focusFirstBookNow(page);
        await page.keyboard.press('Enter');
        const popup = page.getByRole('dialog', { name: 'Not Logged In' });
        await popup.waitFor();
        expect(await popup.getByText('You need to log in to book a package.').count()).toBe(1);
        await expect.poll(() => focusIsIn(popup), { timeout: 10_000 }).toBe(true);
        await tabStaysIn(page, popup, 4);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'detached' });
        await expect
          .poll(() => bookNow.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
          .toBe(true);
      });
    });

    it(`the booking dialog: holds the focus, closes on Escape, gives the focus back (${viewport.width} px)`, async () => {
      await withPage(viewport, async (page) => {
        await registerThroughUi(page, uniqueEmail('dialogs'));
        const bookNow = await focusFirstBookNow(page);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: /^Book / });
        await dialog.waitFor();
        // The dialog takes the focus as it opens (a moment after it shows).
        await expect.poll(() => focusIsIn(dialog), { timeout: 10_000 }).toBe(true);
        await tabStaysIn(page, dialog, 14);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect
          .poll(() => bookNow.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
          .toBe(true);
      });
    });
  }

  it('keeps a press on Book Now made before the app is live (signed in, server-rendered page)', async () => {
    await withPage(DESKTOP, async (page) => {
      await registerThroughUi(page, uniqueEmail('early'));
      // The app's code arrives late, as on a slow phone: the page is HTML until then.
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/client-[\w-]+\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto('/search');
      const bookNow = page.getByRole('button', { name: /^Book Now: / }).first();
      await bookNow.focus();
      await page.keyboard.press('Enter');
      expect(await isLive(page)).toBe(false);
      release();
      await page.getByRole('dialog', { name: /^Book / }).waitFor();
      expect(await isLive(page)).toBe(true);
      expect(await page.getByRole('heading', { name: 'Not Logged In' }).count()).toBe(0);
    });
  });

  it('opens the booking, not "Not Logged In", for a press made while the session is still read', async () => {
    await withPage(DESKTOP, async (page) => {
      await registerThroughUi(page, uniqueEmail('early-session'));
      // The identity service answers the page's session check late (a slow phone, a busy server).
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/api\/auth\/get-session/, async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto('/search');
      await waitUntilLive(page);
      const bookNow = page.getByRole('button', { name: /^Book Now: / }).first();
      await bookNow.focus();
      await page.keyboard.press('Enter');
      answer();
      await page.getByRole('dialog', { name: /^Book / }).waitFor();
      await expect.poll(() => focusIsIn(page.getByRole('dialog', { name: /^Book / }))).toBe(true);
      expect(await page.getByRole('heading', { name: 'Not Logged In' }).count()).toBe(0);
    });
  });
});
