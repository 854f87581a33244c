import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WCAG_22_AA } from './support/a11y';
import { AxeBuilder } from '@axe-core/playwright';
import {
  baseURL,
  DESKTOP,
  PHONE,
  signUpForToken,
  snapshot,
  uniqueEmail,
  useBrowser,
} from './support/browser';

const { withPage } = useBrowser();

/** Opens the reference, recording CSP violations, console errors and where requests went. */
async function openReference(page: Page) {
  const problems: string[] = [];
  const origins = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.locator('.opblock').first().waitFor();
  return { problems, origins };
}

describe('API reference (/api/docs)', () => {
  it('renders from our own origin under the CSP, and "try it" works with a bearer token', async () => {
    // A new account's API token, made as the web app makes one.
    const { email, token } = await signUpForToken(uniqueEmail('api-docs'), 'Docs Reader');
    await withPage(DESKTOP, async (page) => {
      const { problems, origins } = await openReference(page);
      await page.getByRole('heading', { name: /Wayfare API/ }).waitFor();
      expect(await page.locator('.opblock').count()).toBeGreaterThan(50);

      // Authorize with the API token, then call GET /api/account from the page.
      await page.locator('.auth-wrapper .btn.authorize').click();
      const dialog = page.locator('.modal-ux');
      await dialog.locator('input[type="text"]').first().fill(token);
      await dialog.locator('.auth-btn-wrapper .btn.authorize').first().click();
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      const account = page.locator('#operations-identity-get_api_account');
      await account.locator('.opblock-summary').click();
      await account.locator('.btn.execute').click();
      const answer = account.locator('.live-responses-table tr.response');
      await answer.first().waitFor();
      expect((await answer.first().locator('.response-col_status').innerText()).trim()).toBe('200');
      expect(await answer.first().locator('.highlight-code').innerText()).toContain(email);
      // Swagger UI sent the token it was given, to this server.
      expect(await account.locator('.curl-command').innerText()).toContain(
        `Authorization: Bearer ${token}`,
      );
      await snapshot(page, 'api-docs-desktop');

      expect(problems).toEqual([]);
      expect([...origins]).toEqual([new URL(baseURL()).origin]);
    });
  });

  it('reads on a phone; axe passes around the reference, and Swagger UI has only its known findings', async () => {
    await withPage(PHONE, async (page) => {
      const { problems } = await openReference(page);
      await snapshot(page, 'api-docs-phone');
      expect(problems).toEqual([]);

      // The page Wayfare serves (document, title, language, viewport) passes as it is.
      const around = await new AxeBuilder({ page })
        .withTags(WCAG_22_AA)
        .exclude('#swagger-ui')
        .analyze();
      expect(around.violations.map((v) => v.id)).toEqual([]);

      // Inside Swagger UI (third-party markup we do not control) axe finds the rules below; they
      // are printed and reported, not silenced: a new kind of finding fails here.
      const inside = await new AxeBuilder({ page })
        .withTags(WCAG_22_AA)
        .include('#swagger-ui')
        .analyze();
      const found = inside.violations.map(
        (v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.length} elements`,
      );
      console.info(`axe inside Swagger UI on /api/docs:\n${found.join('\n') || 'nothing'}`);
      const KNOWN_IN_SWAGGER_UI = ['nested-interactive', 'target-size'];
      expect(
        inside.violations.map((v) => v.id).filter((id) => !KNOWN_IN_SWAGGER_UI.includes(id)),
      ).toEqual([]);
    });
  });
});
