import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe tags them. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Scrolls through the page once, so every section below the fold (`content-visibility: auto`)
 * has been laid out at its real size: otherwise sections resize while axe measures colours.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // A frame, or a quarter second if no frame comes (a page the browser stopped drawing).
      await new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(() => resolve(null), 250);
      });
    }
    window.scrollTo(0, 0);
  });
}

/** How long one axe run may take: a few seconds on every page, so this is a run that hung. */
const AXE_BOUND_MS = 30_000;

/**
 * `analyze()` bounded: it evaluates in the page with no timeout of its own, and twice on a loaded
 * CI machine a run hung until the test's 60 s ran out with no step named. Past the bound this fails
 * saying so, with the page's state, so the next such failure tells what it was waiting on.
 */
async function withinAxeBound<T>(page: Page, run: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const pages = page.context().pages().length;
      const state = page
        .evaluate(
          () =>
            `visibility ${document.visibilityState}, readyState ${document.readyState}, ` +
            `axe ${'axe' in window ? 'injected' : 'not injected'}`,
        )
        .catch((error: unknown) => `the page failed to answer (${String(error)})`);
      const silent = new Promise<string>((resolve) =>
        setTimeout(() => resolve('the page did not answer within 3 s either'), 3_000),
      );
      void Promise.race([state, silent]).then((answer) =>
        reject(
          new Error(
            `axe did not finish within ${AXE_BOUND_MS / 1000} s on ${page.url()}: ` +
              `${answer}; ${pages} page(s) open in its context`,
          ),
        ),
      );
    }, AXE_BOUND_MS);
  });
  try {
    return await Promise.race([run, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs axe on the page as it is now and fails on any violation of WCAG 2.2 AA, whatever its
 * impact. The message lists each rule with the elements it found, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  // Legacy mode: axe.run in the page itself. The default mode runs axe in each frame, then opens a
  // blank page (a renderer of its own) to merge the frames' results, carrying them through the
  // test process; the app's pages have no frame axe could enter (the mail preview's allows no
  // script), so both modes check the same nodes with the same rules, and this one costs about
  // 40 % less (docs/testing.md). Only violations are wanted: axe keeps one node of each other kind.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await withinAxeBound(page, builder.analyze());
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(found, `axe found WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}

/**
 * What is wrong with the focus now, or '' when nothing is: the focused element must show an
 * indicator (an outline that is not transparent, or a ring: a box shadow with no offset and no
 * blur), and while a modal dialog is open the focus must be inside it. A toast is not modal.
 * The keyboard journeys (docs/accessibility.md) call it after each key press; the message names the
 * element.
 */
export function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const dialogs = Array.from(
      document.querySelectorAll(
        '.swal2-popup:not(.swal2-toast), dialog[open], [aria-modal="true"]',
      ),
    ).filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0);
    if (!active || active === document.body) {
      return dialogs.length ? 'the focus is on the page, not in the open dialog' : '';
    }
    if (dialogs.length && !dialogs.some((dialog) => dialog.contains(active)))
      return `${name(active)} has the focus outside the open dialog ${dialogs.map(name).join(', ')}`;
    const style = getComputedStyle(active);
    const transparent = (colour: string) =>
      colour === 'transparent' || /rgba?\([^)]*,\s*0\)$/.test(colour);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      !transparent(style.outlineColor);
    // Each shadow: a colour, then x, y, blur and spread; a ring has x = y = blur = 0, spread >= 1.
    const ring = style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
      const colour = /(rgba?\([^)]*\))/.exec(shadow)?.[1] ?? '';
      const [x, y, blur, spread = 0] = shadow
        .replace(colour, '')
        .trim()
        .split(/\s+/)
        .map(parseFloat);
      return !transparent(colour) && x === 0 && y === 0 && blur === 0 && spread >= 1;
    });
    return outline || ring ? '' : `${name(active)} has the focus but shows no focus indicator`;
  });
}

/**
 * docs/accessibility.md, a modal dialog opened by keyboard: Tab, then Shift+Tab, go round the
 * dialog's controls twice each way (from the last control back to the first, or from the first to
 * the last), the focus inside the dialog after every press and showing an indicator; then Escape
 * closes the dialog and gives the focus back to `opener`, the control that opened it. Every problem
 * is collected, so that one failure says all that is wrong with the dialog.
 */
export async function expectDialogKeepsFocus(page: Page, dialog: Locator, opener: Locator) {
  const problems: string[] = [];
  const inDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(inDialog, { message: 'the dialog takes the focus as it opens' }).toBe(true);
  /** Which of the dialog's controls has the focus (-1: none), how many there are, and where. */
  const focus = () =>
    dialog.evaluate((el) => {
      const controls = Array.from(
        el.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ).filter(
        (control) =>
          !(control as HTMLButtonElement).disabled &&
          control.tabIndex >= 0 &&
          control.getClientRects().length > 0,
      );
      const active = document.activeElement;
      const where =
        !document.hasFocus() || !active || active === document.body
          ? 'nowhere in the page (it left the document, as for the browser’s own controls)'
          : `<${active.tagName.toLowerCase()}> "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
      return {
        index: active ? controls.indexOf(active as HTMLElement) : -1,
        count: controls.length,
        inside: Boolean(active && el.contains(active)) && document.hasFocus(),
        where,
      };
    });
  for (const key of ['Tab', 'Shift+Tab']) {
    let { index: previous, count } = await focus();
    // Date and time fields take a Tab for each of their parts: room for those too.
    const limit = 20 * count + 20;
    let presses = 0;
    let rounds = 0;
    while (presses < limit && rounds < 2) {
      await page.keyboard.press(key);
      presses += 1;
      const now = await focus();
      count = now.count;
      if (!now.inside) {
        problems.push(`after ${key} × ${presses}, the focus is ${now.where}`);
        continue;
      }
      // Round once: past the last control back to an earlier one (the first, for Shift+Tab).
      if (now.index >= 0) {
        const back = key === 'Tab' ? now.index < previous : now.index > previous;
        if (back || count === 1) rounds += 1;
        previous = now.index;
      }
      // A focus ring may fade in (SweetAlert2's buttons): a moment for the problem to go away.
      let shown = await focusProblem(page);
      for (let wait = 0; shown && wait < 20; wait++) {
        await page.waitForTimeout(100);
        shown = await focusProblem(page);
      }
      if (shown) problems.push(`after ${key} × ${presses}: ${shown}`);
    }
    if (rounds < 2)
      problems.push(`${key} did not go round the dialog's ${count} controls twice in ${limit}`);
  }
  await page.keyboard.press('Escape');
  try {
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    await expect
      .poll(() => opener.evaluate((el) => el === document.activeElement), { timeout: 3_000 })
      .toBe(true);
  } catch {
    problems.push(
      (await dialog.isVisible())
        ? 'Escape did not close the dialog'
        : `after Escape the focus is on ${await page.evaluate(() => {
            const active = document.activeElement;
            return active
              ? `<${active.tagName.toLowerCase()}${active === document.body ? '> (the page)' : `> "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`}`
              : 'nothing';
          })}, not on ${String(opener)} that opened the dialog`,
    );
  }
  expect(
    problems.join('\n'),
    'the dialog keeps the focus and gives it back (docs/accessibility.md)',
  ).toBe('');
}
