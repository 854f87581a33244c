import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelPackage } from '@wayfare/contract/packages';
import type { signUpWithToken } from '#test/helpers';
import { createTestApp, inject, signUpAdmin, type TestApp } from '#test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

describe('the public package list', () => {
  it('carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const first = await inject(t.app, { method: 'GET', url: '/api/packages?limit=5' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await inject(t.app, {
      method: 'GET',
      url: '/api/packages?limit=5',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('shows a package added through this server at once, with a new ETag', async () => {
    const before = await inject(t.app, { method: 'GET', url: '/api/packages?limit=100' });
    const added = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: {
        title: 'Kaptai Lake Kayaking',
        description: 'Paddle',
        price: 99,
        duration: '2 days',
      },
    });
    expect(added.statusCode).toBe(201);
    const after = await inject(t.app, { method: 'GET', url: '/api/packages?limit=100' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<TravelPackage[]>().map((p) => p.title)).toContain('Kaptai Lake Kayaking');
    expect(Number(after.headers['x-total-count'])).toBe(
      Number(before.headers['x-total-count']) + 1,
    );
  });
});
