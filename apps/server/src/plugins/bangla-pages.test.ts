import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGES } from '@wayfare/contract/pages';
import { WEB_DIST_DIR } from '#config/paths';
import { createTestApp, inject, signUpAdmin, type TestApp } from '#test/helpers';
import { pageModuleOf } from './web-app';

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

  describe("a Bangla page's catalogues, preloaded with its HTML", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(WEB_DIST_DIR, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const fileOf = (key: string) => manifest[key]!.file;
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
        (match) => match[1]!,
      );
    const catalogueFiles = new Set(
      Object.entries(manifest)
        .filter(([key]) => /locales\/(?:[\w-]+\/)?bn\.json$/.test(key))
        .map(([, chunk]) => chunk.file),
    );
    let packageId: string;
    beforeAll(async () => {
      const admin = await signUpAdmin(t.app, 'ops-bangla-pages@example.com', 'Operator');
      const created = await inject(t.app, {
        method: 'POST',
        url: '/api/addPackages',
        headers: admin.auth,
        payload: { title: 'Srimangal tea gardens', price: 120, duration: '2 days' },
      });
      packageId = created.json<{ insertedId: string }>().insertedId;
    });

    it('preloads on /bn/packages/:id what Book Now, the dialogs and the header need', async () => {
      const response = await inject(t.app, { method: 'GET', url: `/bn/packages/${packageId}` });
      expect(response.statusCode).toBe(200);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      const files = preloads(head);
      for (const catalogue of [
        'src/features/bookings/locales/bn.json',
        'src/features/packages/locales/bn.json',
        'src/lib/locales/bn.json',
        'src/components/ui/locales/bn.json',
        'src/features/identity/locales/bn.json',
        'src/app/layouts/locales/bn.json',
      ]) {
        expect(files, catalogue).toContain(fileOf(catalogue));
      }
      // Only Bangla catalogues, and none of a screen the page does not show (the dashboard's).
      expect(files.filter((file) => !catalogueFiles.has(file))).toEqual([]);
      expect(files).not.toContain(fileOf('src/features/users/locales/bn.json'));
      // Each is a file the server sends.
      const chunk = await inject(t.app, { method: 'GET', url: `/${files[0]}` });
      expect(chunk.statusCode).toBe(200);
    });

    it('preloads nothing on the English pages', async () => {
      for (const url of ['/', `/packages/${packageId}`, '/login']) {
        const response = await inject(t.app, { method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(preloads(response.body), url).toEqual([]);
      }
      const shell = await inject(t.app, { method: 'GET', url: '/dashboard/booking' });
      expect(preloads(shell.body).filter((file) => catalogueFiles.has(file))).toEqual([]);
    });

    it("preloads the app shell's Bangla catalogues with a Bangla screen's shell", async () => {
      const shell = await inject(t.app, { method: 'GET', url: '/bn/dashboard/booking' });
      expect(preloads(shell.body)).toContain(fileOf('src/app/layouts/locales/bn.json'));
    });

    it("finds every server-rendered page's module in the build", () => {
      for (const route of SERVER_RENDERED_PAGES) {
        expect(manifest[pageModuleOf(route)], route).toBeDefined();
      }
    });
  });
});
