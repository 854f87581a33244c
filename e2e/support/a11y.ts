import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
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
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Runs axe on the page as it is now and fails on any violation of WCAG 2.2 AA, whatever its
 * impact. The message lists each rule with the elements it found, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(found, `axe found WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}
