import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, type TestApp } from '#test/helpers';
import { isSafeRedirect } from './auth-handler';

/*
 * Where the identity service may send a browser: only somewhere on this site. Its own check once
 * accepted `/..//evil.example` for e-mail verification and redirected to `//evil.example`.
 */

const TRUSTED = ['http://localhost:3000', 'http://127.0.0.1:3000'];

const HOSTILE = [
  '/..//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E/%2Fevil.example',
  '/%252e%252e//evil.example',
  '/%5cevil.example',
  '/./evil',
  '/a/../../evil.example',
  '/dashboard//evil.example',
  'https://evil.example',
  'https://evil.example/http://localhost:3000',
  'http://localhost:3000.evil.example/',
  'http://localhost:3000@evil.example/',
  '//localhost:3000@evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  ' /dashboard',
  '/dash\nboard',
  '/\u0000x',
];

const SAFE = [
  '/',
  '/dashboard',
  '/auth/social?social=failed',
  '/search?q=a//b',
  '/login#top',
  'http://localhost:3000/dashboard',
  'http://127.0.0.1:3000/',
];

describe('isSafeRedirect', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(isSafeRedirect(value, TRUSTED)).toBe(false);
  });
  it.each(SAFE)('accepts %j', (value) => {
    expect(isSafeRedirect(value, TRUSTED)).toBe(true);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function offSite(location: string | undefined): boolean {
  if (!location) return false;
  const url = new URL(location, 'http://localhost:3000');
  return url.origin !== 'http://localhost:3000' || location.startsWith('//');
}

describe('the identity service’s redirects', () => {
  it('refuses every hostile callbackURL of e-mail verification with 400, never redirecting off the site', async () => {
    for (const value of HOSTILE) {
      for (const name of ['callbackURL', 'errorCallbackURL', 'CallbackURL']) {
        const response = await inject(t.app, {
          method: 'GET',
          url: `/api/auth/verify-email?token=not-a-token&${name}=${encodeURIComponent(value)}`,
        });
        expect(response.statusCode, `${name}=${value}`).toBe(400);
        // (U+0000 is refused earlier still, by the input guard.)
        expect(['INVALID_CALLBACK_URL', 'VALIDATION_FAILED'], value).toContain(
          response.json<{ code: string }>().code,
        );
        expect(offSite(response.headers.location), value).toBe(false);
      }
    }
  });

  it('refuses them in a JSON body too (social sign-in, password reset)', async () => {
    for (const value of HOSTILE.slice(0, 8)) {
      for (const [url, payload] of [
        ['/api/auth/sign-in/social', { provider: 'github', callbackURL: value }],
        ['/api/auth/request-password-reset', { email: 'a@example.com', redirectTo: value }],
      ] as const) {
        const response = await inject(t.app, { method: 'POST', url, payload });
        expect(response.statusCode, `${url} ${value}`).toBe(400);
        expect(response.json<{ code: string }>().code).toBe('INVALID_CALLBACK_URL');
      }
    }
  });

  it('still follows a callback on this site', async () => {
    for (const value of ['/', '/auth/social?social=failed', 'http://localhost:3000/dashboard']) {
      const response = await inject(t.app, {
        method: 'GET',
        url: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(value)}`,
      });
      expect(response.statusCode, value).not.toBe(400);
      expect(offSite(response.headers.location), value).toBe(false);
    }
  });
});
