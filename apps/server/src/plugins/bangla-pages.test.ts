import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '#config/paths';
import { createTestApp, inject, type TestApp } from '#test/helpers';

/*
 * The web app's Bangla pages (docs/i18n.md): the same pages under /bn, rendered in Bangla by the
 * server with `<html lang="bn">` and both languages as alternates; English at the spec's paths
 * for everyone who has not chosen Bangla; a visitor who has is sent to the Bangla page.
 */

let t: TestApp;

describe('pages in Bangla', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR });
  });
  afterAll(() => t?.close());

  it('renders /bn/ in Bangla, with lang="bn" and hreflang alternates', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/bn/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="bn"');
    expect(response.body).toContain('aria-label="প্রধান"');
    expect(response.body).toMatch(/hreflang="en" href="[^"]*\/"/);
    expect(response.body).toMatch(/hreflang="bn" href="[^"]*\/bn\/"/);
    expect(response.body).toMatch(/hreflang="x-default" href="[^"]*\/"/);
  });

  it('keeps English at the spec paths, word for word', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('aria-label="Main"');
    expect(response.body).toContain('Quick Links');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('sends the shell of a Bangla screen in Bangla, and 404 for a Bangla path it has not', async () => {
    const screen = await inject(t.app, { method: 'GET', url: '/bn/dashboard/booking' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<html lang="bn"');
    const missing = await inject(t.app, { method: 'GET', url: '/bn/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="bn"');
  });

  it('sends a visitor who chose Bangla to the Bangla page, query kept; nobody else', async () => {
    const chose = { cookie: 'theme=dark; wayfare_locale=bn' };
    const home = await inject(t.app, { method: 'GET', url: '/', headers: chose });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/bn/');
    const search = await inject(t.app, { method: 'GET', url: '/search?q=sylhet', headers: chose });
    expect(search.headers.location).toBe('/bn/search?q=sylhet');
    const screen = await inject(t.app, {
      method: 'GET',
      url: '/dashboard/booking',
      headers: chose,
    });
    expect(screen.headers.location).toBe('/bn/dashboard/booking');
    // English chosen, another cookie, or none: English as it is.
    for (const cookie of ['wayfare_locale=en', 'other_wayfare_locale=bn', '']) {
      const page = await inject(t.app, { method: 'GET', url: '/', headers: { cookie } });
      expect(page.statusCode, cookie).toBe(200);
    }
    // The API is never redirected.
    const api = await inject(t.app, { method: 'GET', url: '/api/packages', headers: chose });
    expect(api.statusCode).toBe(200);
  });
});
