import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '#config/paths';
import { createTestApp, inject, signUpWithToken, type TestApp } from '#test/helpers';

/*
 * The home page's HTML, as the server renders it (decision 004), carries the published reviews
 * themselves: readable without scripts, by crawlers and by phones whose scripts come late. The
 * carousel only enhances them. Renders with the web build's server renderer (test/global-setup.ts
 * makes sure there is one).
 */

let t: TestApp;

describe('GET / (server-rendered)', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR });
    const author = await signUpWithToken(t.app, 'home-reviewer@example.com', 'Tahmina Akter');
    const written = await inject(t.app, {
      method: 'POST',
      url: '/api/reviews',
      headers: author.auth,
      payload: {
        name: 'Tahmina Akter',
        designation: 'Teacher, Rajshahi',
        rating: 4.5,
        image: `/api/images/${'a'.repeat(64)}.webp`,
        quote: 'The boatman on the Sundarbans trip knew every creek by name.',
      },
    });
    expect(written.statusCode, written.body).toBe(201);
  });
  afterAll(() => t?.close());

  it('carries the published reviews in its HTML, not placeholders', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const section = html.slice(html.indexOf('data-testid="reviews-carousel"'));
    expect(section).toContain('data-testid="reviews-row"');
    expect(section).toContain('Tahmina Akter');
    expect(section).toContain('Teacher, Rajshahi');
    expect(section).toContain('The boatman on the Sundarbans trip knew every creek by name.');
    expect(section.slice(0, section.indexOf('</section>'))).not.toContain('skeleton');
  });
});
