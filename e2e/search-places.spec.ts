import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderWholePage } from './support/a11y';
import { DESKTOP, PHONE, snapshot, snapshotOf, useBrowser } from './support/browser';

const { withPage } = useBrowser();

const GUIDE_SECTIONS = [
  'section[aria-labelledby="spots-heading"]',
  'section[aria-labelledby="destinations-heading"]',
  'section[aria-labelledby="inspiration-heading"]',
];

/** The titles of the search results on screen, once the search has answered. */
async function resultTitles(page: Page): Promise<string[]> {
  const results = page.getByTestId('search-results');
  await results.and(page.locator('[aria-busy="false"]')).waitFor();
  await page.getByTestId('result-count').waitFor();
  return results.locator('article h3').allTextContents();
}

describe('searching by place from the home page', () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`opens a destination card's search by keyboard, and forgives a typo (${label} px)`, async () => {
      await withPage(viewport, async (page) => {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Popular Destinations' }).waitFor();
        await page.getByTestId('featured-packages').waitFor();
        await renderWholePage(page);
        // The home page's guide sections (this change's part of the page; the rest of the home
        // page has contrast findings of its own, reported to their owners).
        for (const section of GUIDE_SECTIONS) await expectAccessible(page, { include: section });
        await snapshot(page, `search-places-home-${label}`);

        // A destination card is one link, named by its place, reached by Tab from the card
        // before it and outlined as a whole; Enter opens the place's search.
        const card = page.getByRole('link', { name: 'Kuakata: search packages' });
        await page.getByRole('link', { name: 'Bandarban: search packages' }).focus();
        await page.keyboard.press('Tab');
        expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);
        await snapshotOf(
          page.locator('section[aria-labelledby="destinations-heading"]'),
          `search-places-card-focus-${label}`,
        );
        await snapshotOf(
          page.locator('section[aria-labelledby="inspiration-heading"]'),
          `search-places-inspiration-${label}`,
        );
        await card.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/search\?q=Kuakata$/);
        await page.getByRole('heading', { name: 'Search', exact: true, level: 1 }).waitFor();
        expect(await page.getByLabel('Search packages', { exact: true }).inputValue()).toBe(
          'Kuakata',
        );
        expect(await resultTitles(page)).toEqual(['Kuakata Sunrise & Sunset Beach']);
        expect(await page.getByTestId('result-count').textContent()).toBe('1 package found');
        await expectAccessible(page);
        await snapshot(page, `search-places-kuakata-${label}`);

        // A misspelt place still finds its trips.
        await page.getByLabel('Search packages', { exact: true }).fill('Srimongal');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/search\?q=Srimongal$/);
        // The URL changes first; the list follows when the new answer arrives.
        await expect
          .poll(async () => (await resultTitles(page))[0])
          .toBe('Srimangal Tea Country Trail');
        await expectAccessible(page);
        await snapshot(page, `search-places-typo-${label}`);

        // A country finds the trips of every place inside it.
        await page.goto('/search?q=bangldesh');
        const titles = await resultTitles(page);
        expect(titles).toContain('Sylhet Tea Garden Retreat');
        expect(titles).toContain('Rangamati Kaptai Lake Escape');
        expect(titles).not.toContain('Santorini Caldera Getaway');
      });
    });
  }

  it('opens a Travel Inspiration card by keyboard, and every guide card finds trips', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Travel Inspiration' }).waitFor();
      const article = page.getByRole('link', {
        name: 'Why the monsoon is the best time for Sylhet: search Sylhet packages',
      });
      // Reached with Tab like any link: the next one after the first article's.
      await page
        .getByRole('link', {
          name: 'Packing light for a week in the hills: search Chittagong Hill Tracts packages',
        })
        .focus();
      await page.keyboard.press('Tab');
      const reached = await article.evaluate((el) => el === document.activeElement);
      expect(reached).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?q=Sylhet$/);
      expect((await resultTitles(page)).toSorted()).toEqual(
        ['Srimangal Tea Country Trail', 'Sylhet Tea Garden Retreat'].toSorted(),
      );

      // Every Popular Destinations and Travel Inspiration card leads to a search with results.
      await page.goto('/');
      await page.getByRole('heading', { name: 'Popular Destinations' }).waitFor();
      const hrefs = await page
        .locator(
          'section[aria-labelledby="destinations-heading"] a, section[aria-labelledby="inspiration-heading"] a',
        )
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs).toHaveLength(7);
      for (const href of hrefs) {
        expect(href).toMatch(/^\/search\?q=/);
        await page.goto(href);
        expect((await resultTitles(page)).length, href).toBeGreaterThan(0);
      }
    });
  });
});
