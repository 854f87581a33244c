import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { DESKTOP, PHONE, logInAsAdmin, snapshot, useBrowser } from './support/browser';

/*
 * Request ids on the error page (docs/lifecycle.md): a screen that fails on an API
 * answer shows the spec's "Something went wrong" with "Reload" and "Back to Home", and below the
 * message the answer's request id as "Reference: <id>", the same id as the answer's X-Request-Id
 * header and the server's log line.
 */

const { withPage } = useBrowser();

describe('error page reference', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the failing answer's request id as a reference (${label})`, async () => {
      await withPage(viewport, async (page) => {
        await logInAsAdmin(page);
        // A package that does not exist: the editor's loader gets a 404 problem from the server.
        const missing = '00000000-0000-4000-8000-000000000000';
        const answer = page.waitForResponse((r) => r.url().includes(`/api/packages/${missing}`));
        await page.goto(`/dashboard/updatePackage/${missing}`);
        const response = await answer;
        expect(response.status()).toBeGreaterThanOrEqual(400);
        const requestId = response.headers()['x-request-id'];
        expect(requestId).toBeTruthy();
        expect(((await response.json()) as { requestId?: string }).requestId).toBe(requestId);

        await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
        const reference = page.getByText(/^Reference:/);
        await reference.waitFor();
        expect(await reference.textContent()).toBe(`Reference: ${requestId}`);
        await expectAccessible(page);
        await snapshot(page, `lifecycle-error-reference-${label}`);

        // By keyboard: the two ways out follow the message.
        await page.getByRole('button', { name: 'Reload' }).focus();
        await page.keyboard.press('Tab');
        const home = page.getByRole('link', { name: 'Back to Home' });
        expect(await home.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/');
      });
    });
  }
});
