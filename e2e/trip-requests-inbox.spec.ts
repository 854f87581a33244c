import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import {
  DESKTOP,
  logInAsAdmin,
  PHONE,
  register,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

const { openPage } = useBrowser();

/** Sends a trip request with the page's own token, as the Trip Booking form does. */
async function sendTripRequest(page: Page, email: string, destination: string) {
  const status = await page.evaluate(
    async ({ address, to }) => {
      const year = new Date().getUTCFullYear() + 1;
      const response = await fetch('/api/destination', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        },
        body: JSON.stringify({
          email: address,
          origin: 'Dhaka',
          destination: to,
          startDateTime: `${year}-03-10T08:00`,
          endDateTime: `${year}-03-13T20:00`,
        }),
      });
      return response.status;
    },
    { address: email, to: destination },
  );
  expect(status).toBe(201);
}

describe('Trip Requests (admin inbox) and the answer in My Trip Destinations', () => {
  it('an admin answers by keyboard; the traveller reads the answer', async () => {
    const traveller = await openPage(PHONE);
    const admin = await openPage(DESKTOP);
    try {
      const email = uniqueEmail('inbox');
      await register(traveller, email, 'Sumaiya', 'Khan');
      await sendTripRequest(traveller, email, 'Bandarban');

      await logInAsAdmin(admin);
      await admin.goto('/dashboard/addPackage');
      await admin
        .getByTestId('dashboard-menu')
        .getByRole('link', { name: 'Trip Requests' })
        .click();
      await admin.getByRole('heading', { name: 'Trip Requests', level: 1 }).waitFor();
      const card = admin.getByRole('article', { name: 'Dhaka to Bandarban' }).filter({
        hasText: email,
      });
      await card.waitFor();
      expect(await card.textContent()).toContain('Sumaiya Khan');
      expect(await card.textContent()).toContain('Dhaka time (UTC+06:00)');
      await expectAccessible(admin);
      await snapshot(admin, 'trip-requests-inbox-1280');

      const answer = 'Bandarban in March: 3 nights at Nilgiri, jeep and guide, 18,500 BDT each.';
      await card.getByLabel('Answer to Sumaiya Khan').focus();
      await admin.keyboard.type(answer);
      await admin.keyboard.press('Tab');
      await admin.keyboard.press('Enter');
      await admin.getByText('Answer sent to Sumaiya Khan.').waitFor({ state: 'attached' });
      await card.waitFor({ state: 'detached' });
      await admin.getByRole('button', { name: 'Answered' }).click();
      const answered = admin.getByRole('article', { name: 'Dhaka to Bandarban' }).filter({
        hasText: email,
      });
      await answered.getByText(answer).waitFor();
      await expectAccessible(admin);

      await traveller.goto('/dashboard/destination');
      await traveller.getByText('Wayfare’s answer').waitFor();
      await traveller.getByText(answer).waitFor();
      await expectAccessible(traveller);
      await snapshot(traveller, 'my-destination-answered-390');

      await admin.setViewportSize(PHONE);
      await admin.reload();
      await admin.getByRole('heading', { name: 'Trip Requests', level: 1 }).waitFor();
      await admin.getByRole('button', { name: /^Waiting/ }).waitFor();
      expect(
        await admin.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await expectAccessible(admin);
      await snapshot(admin, 'trip-requests-inbox-390');
    } finally {
      await traveller.context().close();
      await admin.context().close();
    }
  });
});
