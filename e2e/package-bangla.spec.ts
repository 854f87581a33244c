import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import catalogPagesBn from '../apps/web/src/app/routes/catalog/locales/bn.json' with { type: 'json' };
import packagesBn from '../apps/web/src/features/packages/locales/bn.json' with { type: 'json' };
import packagesEn from '../apps/web/src/features/packages/locales/en.json' with { type: 'json' };
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  logInAsAdmin,
  PHONE,
  snapshot,
  useBrowser,
  waitUntilLive,
} from './support/browser';
import { englishLeftOn } from './support/routes';

/*
 * The agency's texts in Bangla (docs/i18n.md, "The agency's texts"): an admin writes a package's
 * Bangla texts on Add Package, the Bangla package page shows them (in the server's HTML too), the
 * English page keeps the English, and a package without Bangla shows its English marked lang="en".
 */

const { withPage } = useBrowser();

interface CataloguePackage {
  _id: string;
  title: string;
  bn: { title: string | null; description: string | null };
}

const stamp = Date.now().toString(36);
const ENGLISH = {
  title: `Sundarbans Three Days ${stamp}`,
  description: 'Sleep aboard a launch through the mangrove creeks, deer at Karamjal.',
  duration: '3 days 2 nights',
  offer: '10% off for four',
};
const BANGLA = {
  title: `সুন্দরবনে তিন দিন ${stamp}`,
  description: 'লঞ্চে ঘুমিয়ে ম্যানগ্রোভের খাল ধরে ভ্রমণ, করমজলে হরিণ।',
  duration: '৩ দিন ২ রাত',
  offer: 'দলে চারজন হলে ১০% ছাড়',
};

/** A catalogue message as the page shows it: `{name}` filled in, rich-text tags dropped. */
function say(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!).replace(/<\/?\d+>/g, '');
}

async function catalogue(page: Page): Promise<CataloguePackage[]> {
  const response = await page.request.get('/api/packages?limit=100');
  return (await response.json()) as CataloguePackage[];
}

describe('package texts in Bangla', () => {
  it('are written by an admin on Add Package, keyboard and axe clean at 390 and 1280 px', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto('/dashboard/addPackage');
        await page.getByRole('group', { name: packagesEn['packages.form.bangla'] }).waitFor();
        await waitUntilLive(page);
        await expectAccessible(page);
        await page.goto('/bn/dashboard/addPackage');
        await page.getByRole('group', { name: packagesBn['packages.form.bangla'] }).waitFor();
        await waitUntilLive(page);
        await expectAccessible(page);
        await snapshot(page, `bangla-add-package-${viewport.width}`);
      }

      await page.goto('/dashboard/addPackage');
      await waitUntilLive(page);
      await page.getByLabel('Title', { exact: true }).fill(ENGLISH.title);
      await page.getByLabel('Description', { exact: true }).fill(ENGLISH.description);
      await page.getByLabel('Price').fill('320');
      await page.getByLabel('Duration', { exact: true }).fill(ENGLISH.duration);
      await page.getByLabel('Offer (Optional)').fill(ENGLISH.offer);
      // The Bangla group by keyboard: Tab goes from the offer through the four Bangla fields.
      await page.getByLabel('Offer (Optional)').focus();
      const banglaFields: [string, string][] = [
        [packagesEn['packages.form.banglaTitle'], BANGLA.title],
        [packagesEn['packages.form.banglaDescription'], BANGLA.description],
        [packagesEn['packages.form.banglaDuration'], BANGLA.duration],
        [packagesEn['packages.form.banglaOffer'], BANGLA.offer],
      ];
      for (const [label, text] of banglaFields) {
        await page.keyboard.press('Tab');
        const field = page.getByLabel(label, { exact: true });
        expect(await field.evaluate((el) => el === document.activeElement), label).toBe(true);
        expect(await field.getAttribute('lang'), label).toBe('bn');
        await page.keyboard.insertText(text);
      }
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Package added successfully!' }).waitFor();
      await page.getByRole('button', { name: 'OK' }).click();

      const added = (await catalogue(page)).find((p) => p.title === ENGLISH.title);
      expect(added?.bn).toMatchObject({ title: BANGLA.title, description: BANGLA.description });

      // Update Package shows them to edit.
      await page.goto(`/dashboard/updatePackage/${added!._id}`);
      await page.getByRole('heading', { name: 'Update a Package' }).waitFor();
      expect(
        await page
          .getByLabel(packagesEn['packages.form.banglaTitle'], { exact: true })
          .inputValue(),
      ).toBe(BANGLA.title);
    });
  });

  it('show on the Bangla package page, in its HTML and title; the English page stays English', async () => {
    await withPage(PHONE, async (page) => {
      const pkg = (await catalogue(page)).find((p) => p.title === ENGLISH.title);
      expect(pkg, 'the package the previous journey added').toBeDefined();
      const id = pkg!._id;

      // Server-rendered: the HTML carries the Bangla texts and the Bangla title.
      const html = await (await page.request.get(`/bn/packages/${id}`)).text();
      expect(html).toContain(`<title>${BANGLA.title} | Wayfare</title>`);
      expect(html).toContain(BANGLA.description);
      expect(html).toContain(`<meta property="og:title" content="${BANGLA.title}">`);

      await page.goto(`/bn/packages/${id}`);
      const heading = page.getByRole('heading', { level: 1, name: BANGLA.title });
      await heading.waitFor();
      await waitUntilLive(page);
      expect(await heading.getAttribute('lang')).toBeNull();
      await page.getByText(BANGLA.description).waitFor();
      await page.getByText(BANGLA.duration, { exact: true }).waitFor();
      await page.getByText(say(packagesBn['packages.deal'], { offer: BANGLA.offer })).waitFor();
      expect(await page.title()).toBe(`${BANGLA.title} | Wayfare`);
      expect(await page.getByText(ENGLISH.title).count()).toBe(0);
      const left = await englishLeftOn(page);
      expect(
        left.filter((text) => text.includes(ENGLISH.title) || text.includes('mangrove')),
      ).toEqual([]);
      await expectAccessible(page);
      await snapshot(page, 'bangla-package-texts-390');

      // Found by a Bangla word of its title on the Bangla search page.
      await page.goto(`/bn/search?q=${encodeURIComponent(`তিন দিন ${stamp}`)}`);
      await page
        .getByRole('heading', {
          level: 1,
          name: catalogPagesBn['catalogPages.search.title'],
          exact: true,
        })
        .waitFor();
      await page
        .getByTestId('search-results')
        .locator('article h3', { hasText: BANGLA.title })
        .waitFor();

      await page.goto(`/packages/${id}`);
      await page.getByRole('heading', { level: 1, name: ENGLISH.title }).waitFor();
      expect(await page.title()).toBe(`${ENGLISH.title} | Wayfare`);
      expect(await page.getByText(BANGLA.title).count()).toBe(0);
    });
  });

  it('fall back to the English text, marked lang="en", where a package has none', async () => {
    await withPage(DESKTOP, async (page) => {
      const all = await catalogue(page);
      // A demo package left without Bangla (apps/server/src/db/seed-data.ts).
      const english = all.find((p) => p.title === 'Iceland Northern Lights Hunt');
      expect(english?.bn.title).toBeNull();
      await page.goto(`/bn/packages/${english!._id}`);
      const heading = page.getByRole('heading', { level: 1, name: english!.title });
      await heading.waitFor();
      await waitUntilLive(page);
      expect(await heading.getAttribute('lang')).toBe('en');
      expect(await page.title()).toBe(`${english!.title} | Wayfare`);
      // Every English word of the package is inside lang="en": none is left unmarked.
      expect(await englishLeftOn(page)).toEqual(
        expect.not.arrayContaining([expect.stringMatching(/Northern Lights|aurora/)]),
      );
      await expectAccessible(page);

      // Search results in Bangla: a Bangla card in Bangla, unmarked, in the server's HTML too.
      const beach = all.find((p) => p.title === "Cox's Bazar Beach Escape")!;
      expect(beach.bn.title).toMatch(/\p{Script=Bengali}/u);
      const search = `/bn/search?q=${encodeURIComponent('কক্সবাজার')}`;
      expect(await (await page.request.get(search)).text()).toContain(beach.bn.title!);
      await page.goto(search);
      const results = page.getByTestId('search-results');
      const beachLink = results.locator('article h3 a', { hasText: beach.bn.title! });
      await beachLink.waitFor();
      expect(await beachLink.getAttribute('lang')).toBeNull();
      await page.goto(`/bn/search?q=Iceland`);
      const icelandLink = results.locator('article h3 a', { hasText: english!.title });
      await icelandLink.waitFor();
      expect(await icelandLink.getAttribute('lang')).toBe('en');
    });
  });
});
