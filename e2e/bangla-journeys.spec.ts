import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPages from '../apps/web/src/app/routes/auth/locales/bn.json' with { type: 'json' };
import catalogPages from '../apps/web/src/app/routes/catalog/locales/bn.json' with { type: 'json' };
import dashboardPages from '../apps/web/src/app/routes/dashboard/locales/bn.json' with { type: 'json' };
import appLayout from '../apps/web/src/app/layouts/locales/bn.json' with { type: 'json' };
import bookings from '../apps/web/src/features/bookings/locales/bn.json' with { type: 'json' };
import identityForms from '../apps/web/src/features/identity/locales/forms/bn.json' with { type: 'json' };
import packages from '../apps/web/src/features/packages/locales/bn.json' with { type: 'json' };
import payments from '../apps/web/src/features/payments/locales/bn.json' with { type: 'json' };
import reviews from '../apps/web/src/features/reviews/locales/bn.json' with { type: 'json' };
import ui from '../apps/web/src/components/ui/locales/bn.json' with { type: 'json' };
import common from '../apps/web/src/lib/locales/bn.json' with { type: 'json' };
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  snapshot,
  uniqueEmail,
  useBrowser,
  waitUntilLive,
} from './support/browser';
import { linkIn, ownServer } from './support/own-server';

/*
 * Whole journeys in Bangla (docs/i18n.md): searching in Bangla script, registering, booking,
 * paying with the built-in test card, cancelling, reviewing and resetting a password, all under
 * /bn. Every Bangla text is read from the app's own catalogues (apps/web/src/**\/locales/bn.json),
 * filled in as Lingui fills it, and every number in Bangla digits is computed with Node's own
 * `Intl.NumberFormat('bn')`, not with the app's code.
 */

const { openPage, withPage } = useBrowser();

const PHOTO = path.resolve(
  import.meta.dirname,
  '../apps/web/public/images/people/person-2-384.webp',
);

/** A whole number as Bangla writes it (১,২৩,৪৫৬), by Node's ICU. */
const bnNumber = (n: number) => new Intl.NumberFormat('bn').format(n);
/** Digits as they are, each in Bangla's script (no grouping): ২৪৯. */
const bnDigits = (text: string) => text.replace(/[0-9]/g, (d) => bnNumber(Number(d)));

type Values = Record<string, string | number>;

/**
 * A catalogue message as the page shows it: `{name}` filled in, `{n, number}` and the `#` of a
 * plural in Bangla digits (Bangla has one plural form, `other`), rich-text tags (`<0>`) dropped.
 */
function say(message: string, values: Values = {}): string {
  const value = (name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in "${message}"`);
    const v = values[name]!;
    return typeof v === 'number' ? bnNumber(v) : v;
  };
  return message
    .replace(
      /\{(\w+), plural, other \{((?:[^{}]|\{[^{}]*\})*)\}\}/g,
      (_, name: string, body: string) =>
        body
          .replaceAll('#', value(name))
          .replace(/\{(\w+)\}/g, (__, inner: string) => value(inner)),
    )
    .replace(/\{(\w+), number\}/g, (_, name: string) => value(name))
    .replace(/\{(\w+)\}/g, (_, name: string) => value(name))
    .replace(/<\/?\d+>/g, '');
}

/** The page is a Bangla page: `lang="bn"`, under /bn. */
async function expectBangla(page: Page) {
  expect(await page.locator('html').getAttribute('lang')).toBe('bn');
  expect(new URL(page.url()).pathname, 'the page left /bn').toMatch(/^\/bn(\/|$)/);
}

/** The titles of the search results, once the search has answered. */
async function resultTitles(page: Page): Promise<string[]> {
  const results = page.getByTestId('search-results');
  await results.and(page.locator('[aria-busy="false"]')).waitFor();
  await page.getByTestId('result-count').waitFor();
  return results.locator('article h3').allTextContents();
}

interface CataloguePackage {
  _id: string;
  title: string;
  price: number;
  bn: { title: string | null };
}

/** The title a Bangla page shows: the Bangla one where the package has it (docs/i18n.md). */
const titleInBangla = (pkg: CataloguePackage) => pkg.bn.title ?? pkg.title;

async function packageNamed(page: Page, title: string): Promise<CataloguePackage> {
  const response = await page.request.get('/api/packages?limit=100');
  const all = (await response.json()) as CataloguePackage[];
  const found = all.find((p) => p.title === title);
  if (!found) throw new Error(`no package "${title}" among ${all.map((p) => p.title).join(', ')}`);
  return found;
}

/** Registers on the Bangla Register page; leaves the page signed in on the Bangla Home. */
async function registerInBangla(page: Page, email: string, first: string, last: string) {
  await page.goto('/bn/register');
  await page.getByRole('heading', { name: authPages['authPages.register.title'] }).waitFor();
  await waitUntilLive(page);
  await page.getByLabel(identityForms['identityForms.fields.firstName']).fill(first);
  await page.getByLabel(identityForms['identityForms.fields.lastName']).fill(last);
  await page.getByLabel(identityForms['identityForms.fields.email'], { exact: true }).fill(email);
  await page
    .getByLabel(identityForms['identityForms.fields.password'], { exact: true })
    .fill(PASSWORD);
  await page.getByLabel(identityForms['identityForms.fields.confirmPassword']).fill(PASSWORD);
  await page
    .getByRole('button', { name: identityForms['identityForms.register.submit'], exact: true })
    .click();
  await page.getByText(identityForms['identityForms.register.created']).waitFor();
  await page.waitForURL((url) => url.pathname === '/bn/' || url.pathname === '/bn');
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
  await expectBangla(page);
}

/** Books `pkg` from its Bangla package page; answers with the dialog's next steps open. */
async function bookFromPackagePage(page: Page, pkg: CataloguePackage, check: boolean) {
  await page.goto(`/bn/packages/${pkg._id}`);
  await page.getByRole('heading', { level: 1, name: titleInBangla(pkg) }).waitFor();
  await waitUntilLive(page);
  await expectBangla(page);
  await page
    .getByRole('button', { name: catalogPages['catalogPages.package.bookNow'] })
    .first()
    .click();
  const dialog = page.getByRole('dialog', {
    name: say(bookings['bookings.dialog.title'], { title: titleInBangla(pkg) }),
  });
  await dialog.waitFor();
  const confirm = dialog.getByRole('button', {
    name: bookings['bookings.dialog.confirm'],
    exact: true,
  });
  await confirm.waitFor();
  if (check) {
    await dialog
      .getByRole('button', { name: bookings['bookings.dialog.cancel'], exact: true })
      .waitFor();
    expect(await dialog.getByLabel(bookings['bookings.dialog.name']).inputValue()).not.toBe('');
    await expectBangla(page);
    await expectAccessible(page);
    await snapshot(page, `bangla-booking-dialog-${page.viewportSize()?.width}`);
  }
  await confirm.click();
  await page.getByText(bookings['bookings.dialog.booked']).first().waitFor();
  const booked = page.getByText(
    say(bookings['bookings.booked.title'], { title: titleInBangla(pkg) }),
  );
  await booked.waitFor();
  return dialog;
}

async function fillTestCard(page: Page) {
  await page.getByLabel(payments['payments.card.number']).fill('4242 4242 4242 4242');
  await page
    .getByLabel(payments['payments.card.expiry'])
    .fill(`12${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel(payments['payments.card.cvc'], { exact: true }).fill('123');
}

describe('journeys in Bangla', () => {
  it('browses /bn/ and finds packages by a place written in Bangla script (390 px)', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/bn/');
      await waitUntilLive(page);
      await page.getByRole('heading', { name: packages['packages.featured.heading'] }).waitFor();
      await expectBangla(page);

      await page.goto('/bn/search?q=কক্সবাজার');
      await page
        .getByRole('heading', {
          level: 1,
          name: catalogPages['catalogPages.search.title'],
          exact: true,
        })
        .waitFor();
      const beach = await resultTitles(page);
      expect(beach).toContain(titleInBangla(await packageNamed(page, "Cox's Bazar Beach Escape")));
      expect(await page.getByTestId('result-count').textContent()).toBe(
        say(catalogPages['catalogPages.results.count'], {
          count: beach.length,
          shown: bnNumber(beach.length),
        }),
      );
      await expectBangla(page);
      await expectAccessible(page);
      await snapshot(page, 'bangla-search-coxs-bazar-390');

      // Typed into the search form, in Bangla script.
      await waitUntilLive(page);
      const words = page.getByLabel(catalogPages['catalogPages.filters.words'], { exact: true });
      await words.fill('সিলেট');
      await words.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === '/bn/search' && url.searchParams.get('q') === 'সিলেট',
      );
      const tea = [
        titleInBangla(await packageNamed(page, 'Srimangal Tea Country Trail')),
        titleInBangla(await packageNamed(page, 'Sylhet Tea Garden Retreat')),
      ];
      await expect
        .poll(async () => (await resultTitles(page)).toSorted())
        .toEqual(expect.arrayContaining(tea));
      expect(await words.inputValue()).toBe('সিলেট');
      await expectBangla(page);
      await expectAccessible(page);
    });
  });

  it(
    'registers, books from the Bangla package page, pays on the Bangla checkout, cancels an unpaid booking',
    { timeout: 120_000 },
    async () => {
      await withPage(DESKTOP, async (page) => {
        await registerInBangla(page, uniqueEmail('bn-payer'), 'Sadia', 'Islam');
        const beach = await packageNamed(page, "Cox's Bazar Beach Escape");
        const tea = await packageNamed(page, 'Sylhet Tea Garden Retreat');

        // Booked in Bangla: the dialog, then its next steps, whose link stays under /bn.
        await bookFromPackagePage(page, beach, true);
        await page.getByRole('link', { name: bookings['bookings.booked.payNow'] }).click();
        await page.waitForURL((url) => url.pathname === '/bn/dashboard/payment');
        await expectBangla(page);

        // The Bangla checkout, with the built-in test card.
        await page.getByText(payments['payments.testMode.title']).waitFor();
        const paying = page.getByRole('region', { name: payments['payments.summary.heading'] });
        await paying.getByText(titleInBangla(beach)).waitFor();
        const pay = page.getByRole('button', {
          name: say(payments['payments.checkout.pay'], { total: bnDigits(String(beach.price)) }),
        });
        await pay.waitFor();
        expect(await pay.isDisabled()).toBe(true);
        await fillTestCard(page);
        await page.getByText('Visa', { exact: true }).waitFor();
        await expect.poll(() => pay.isEnabled()).toBe(true);
        await expectAccessible(page);
        await snapshot(page, 'bangla-checkout-1280');
        await pay.click();
        await page.getByRole('heading', { name: payments['payments.checkout.success'] }).waitFor();
        await page.getByText(payments['payments.checkout.confirmed']).waitFor();
        const transaction = (await page.getByTestId('transaction-id').textContent()) ?? '';
        const id = /pi_\w+/.exec(transaction)?.[0] ?? '';
        expect(transaction).toBe(say(payments['payments.checkout.transaction'], { id }));
        await expectBangla(page);
        await expectAccessible(page);
        await snapshot(page, 'bangla-payment-success-1280');
        await page
          .getByRole('button', { name: payments['payments.checkout.close'], exact: true })
          .click();

        // Payment History in Bangla, the amount in Bangla digits.
        await page.waitForURL((url) => url.pathname === '/bn/dashboard/paymentHistory');
        await page
          .getByRole('heading', {
            level: 1,
            name: dashboardPages['dashboardPages.paymentHistory.title'],
          })
          .waitFor();
        const row = page.locator('tbody tr').filter({ hasText: id });
        await row.waitFor();
        const amount = (await row.locator('td').nth(5).textContent()) ?? '';
        expect(amount).toBe(`$${bnNumber(beach.price)}`);
        expect(amount).not.toMatch(/[0-9]/);
        await page
          .getByRole('columnheader', { name: payments['payments.history.amount'], exact: true })
          .waitFor();
        await expectBangla(page);
        await expectAccessible(page);
        await snapshot(page, 'bangla-payment-history-1280');

        // A second booking, at phone width, left unpaid and then cancelled after asking.
        await page.setViewportSize(PHONE);
        await bookFromPackagePage(page, tea, false);
        await page.getByRole('link', { name: bookings['bookings.booked.seeBookings'] }).click();
        await page.waitForURL((url) => url.pathname === '/bn/dashboard/booking');
        await page
          .getByRole('heading', {
            level: 1,
            name: dashboardPages['dashboardPages.myBooking.title'],
          })
          .waitFor();
        const paidRow = page.locator('tbody tr').filter({ hasText: titleInBangla(beach) });
        await paidRow.getByText(bookings['bookings.status.paid'], { exact: true }).waitFor();
        const unpaidRow = page.locator('tbody tr').filter({ hasText: titleInBangla(tea) });
        await unpaidRow.getByText(bookings['bookings.status.unpaid'], { exact: true }).waitFor();
        await unpaidRow
          .getByRole('button', {
            name: say(bookings['bookings.mine.cancelLabel'], { title: titleInBangla(tea) }),
          })
          .click();
        await page.getByRole('heading', { name: bookings['bookings.mine.cancelTitle'] }).waitFor();
        await page
          .getByText(say(bookings['bookings.mine.cancelText'], { title: titleInBangla(tea) }))
          .waitFor();
        await page
          .getByRole('button', { name: bookings['bookings.cancel.keep'], exact: true })
          .waitFor();
        await expectBangla(page);
        await expectAccessible(page);
        await snapshot(page, 'bangla-cancel-confirm-390');
        await page
          .getByRole('button', { name: bookings['bookings.cancel.confirm'], exact: true })
          .click();
        await page.getByText(bookings['bookings.mine.removed']).waitFor();
        await unpaidRow.waitFor({ state: 'detached' });
        expect(await paidRow.count()).toBe(1);
        await expectBangla(page);
        await expectAccessible(page);
      });
    },
  );

  it('writes a review from the Bangla dashboard (390 px)', async () => {
    const quote = `সাজেকের সূর্যোদয় পথের প্রতিটি বাঁকের যোগ্য ছিল। ${Date.now().toString(36)}`;
    await withPage(PHONE, async (page) => {
      await registerInBangla(page, uniqueEmail('bn-reviewer'), 'Tahmina', 'Akter');
      await page.goto('/bn/dashboard/booking');
      await page
        .getByRole('heading', { level: 1, name: dashboardPages['dashboardPages.myBooking.title'] })
        .waitFor();
      // At phone width the dashboard's menu is a drawer, opened by its button.
      await page.getByText(appLayout['appLayout.dashboard.menuToggle'], { exact: true }).click();
      await page
        .getByTestId('dashboard-menu')
        .getByRole('link', { name: appLayout['appLayout.menu.addReview'] })
        .click();
      await page.waitForURL((url) => url.pathname === '/bn/dashboard/review');
      await page
        .getByRole('heading', { level: 1, name: dashboardPages['dashboardPages.review.title'] })
        .waitFor();
      await expect
        .poll(() => page.getByLabel(reviews['reviews.form.name']).inputValue())
        .toBe('Tahmina Akter');
      await page.getByLabel(reviews['reviews.form.designation']).fill('ফটোগ্রাফার');
      const rating = page.getByRole('slider', { name: reviews['reviews.form.rating'] });
      await rating.focus();
      await page.keyboard.press('4');
      expect(await rating.getAttribute('aria-valuenow')).toBe('4');
      await page.getByLabel(reviews['reviews.form.image']).setInputFiles(PHOTO);
      await page.getByText(say(ui['ui.upload.uploaded'], { name: 'person-2-384.webp' })).waitFor();
      await page.getByLabel(reviews['reviews.form.quote']).fill(quote);
      await expectBangla(page);
      await expectAccessible(page);
      await snapshot(page, 'bangla-add-review-390');
      await page.getByRole('button', { name: reviews['reviews.form.submit'], exact: true }).click();
      await page.getByRole('heading', { name: reviews['reviews.form.doneTitle'] }).waitFor();
      await page.getByText(reviews['reviews.form.doneText']).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: common['common.dialog.ok'], exact: true }).click();
      await expect.poll(() => page.getByLabel(reviews['reviews.form.quote']).inputValue()).toBe('');
      await expectBangla(page);

      // Published: the Bangla home page's carousel shows it first.
      await page.goto('/bn/');
      const carousel = page.getByTestId('reviews-carousel');
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByTestId('review-card').filter({ hasText: quote }).first().waitFor();
      await expectBangla(page);
    });
  });
});

describe('a password reset in Bangla', () => {
  /** The path of the reset link that the journey's e-mail gave. */
  // Its own server: the operator reads the reset link from the outbox (support/own-server.ts).
  const server = ownServer();
  beforeAll(() => server.start(), 120_000);
  afterAll(async () => {
    await server.stop();
    server.cleanUp();
  });

  it(
    'resets the password from /bn/forgot-password and lands on /bn/login',
    { timeout: 120_000 },
    async () => {
      const email = uniqueEmail('bn-reset');
      const newPassword = 'notun-ekti-passphrase-7';
      const page = await openPage(PHONE, { baseURL: server.url() });
      await registerInBangla(page, email, 'Nadia', 'Rahman');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());

      await page.goto('/bn/login');
      await waitUntilLive(page);
      await page
        .getByRole('link', { name: identityForms['identityForms.login.forgotPassword'] })
        .click();
      await page.waitForURL((url) => url.pathname === '/bn/forgot-password');
      await page
        .getByRole('heading', { level: 1, name: authPages['authPages.forgot.title'] })
        .waitFor();
      await expectBangla(page);
      await expectAccessible(page);
      await page
        .getByLabel(identityForms['identityForms.fields.email'], { exact: true })
        .fill(email);
      await page
        .getByRole('button', { name: identityForms['identityForms.forgot.submit'], exact: true })
        .click();
      await page
        .getByTestId('reset-requested')
        .getByText(say(identityForms['identityForms.forgot.sent'], { email }))
        .waitFor();
      await expectBangla(page);
      await expectAccessible(page);
      await snapshot(page, 'bangla-forgot-password-sent-390');

      // The newest message to the address is the reset's (the sign-up's verification came first).
      const [reset] = await server.readMailTo(email, { newestOnly: true });
      const full = reset?.full ?? '';
      const inBangla = full.includes(`${server.url()}/bn/reset-password?token=`);
      const link = linkIn(full, server.url(), `${inBangla ? '/bn' : ''}/reset-password?token=`);

      // The Bangla reset page, with the e-mailed token. The e-mail links to the English page
      // until mail is written in the recipient's language (docs/i18n.md, "Not yet in Bangla").
      await page.setViewportSize(DESKTOP);
      await page.goto(`/bn/reset-password${new URL(link).search}`);
      await page
        .getByRole('heading', { level: 1, name: authPages['authPages.reset.title'] })
        .waitFor();
      await page.waitForURL((url) => url.pathname.endsWith('/reset-password') && url.search === '');
      await expectBangla(page);
      await expectAccessible(page);
      await page
        .getByLabel(identityForms['identityForms.fields.newPassword'], { exact: true })
        .fill(newPassword);
      await page
        .getByLabel(identityForms['identityForms.fields.confirmNewPassword'])
        .fill(newPassword);
      await page
        .getByRole('button', { name: identityForms['identityForms.reset.submit'], exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/bn/login');
      await page
        .getByTestId('login-notice')
        .getByText(identityForms['identityForms.notice.passwordChanged'])
        .waitFor();
      await expectBangla(page);
      await expectAccessible(page);
      await snapshot(page, 'bangla-login-password-changed-1280');

      // The new password signs in, in Bangla.
      await page
        .getByLabel(identityForms['identityForms.fields.email'], { exact: true })
        .fill(email);
      await page
        .getByLabel(identityForms['identityForms.fields.password'], { exact: true })
        .fill(newPassword);
      await page
        .getByRole('button', { name: identityForms['identityForms.login.submit'], exact: true })
        .click();
      await page
        .getByRole('heading', { name: identityForms['identityForms.login.successTitle'] })
        .waitFor();
      await expectBangla(page);
    },
  );
});
