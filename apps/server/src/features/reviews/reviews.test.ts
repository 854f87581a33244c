import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@wayfare/contract/reviews';
import { createTestApp, inject, signUpWithToken, type TestApp } from '#test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
});
afterAll(() => t.close());

const HOSTED = `/api/images/${'a'.repeat(64)}.webp`;

function review(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nadia Rahman',
    designation: 'Photographer',
    rating: 4.5,
    image: HOSTED,
    quote: 'The Sundarbans trip was wonderfully organised.',
    ...overrides,
  };
}

async function post(auth: Record<string, string> | undefined, payload: Record<string, unknown>) {
  return inject(t.app, { method: 'POST', url: '/api/reviews', headers: auth ?? {}, payload });
}

async function listReviews(query = '') {
  const response = await inject(t.app, { method: 'GET', url: `/api/reviews${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Review[]>();
}

describe('POST /api/reviews', () => {
  it('stores a signed-in traveller’s review, with its author, and answers insertedId', async () => {
    const traveller = await signUpWithToken(t.app);
    const response = await post(traveller.auth, review({ name: '  Nadia Rahman  ' }));
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);
    const [newest] = await listReviews();
    expect(newest).toMatchObject({ _id: insertedId, ...review(), name: 'Nadia Rahman' });

    const claims = await t.app.services.tokens.verify(traveller.token);
    const stored = await t.app.database.db.query.reviews.findFirst({
      where: (r, { eq }) => eq(r.id, insertedId),
    });
    expect(stored?.userId).toBe(claims?.sub);
  });

  it('refuses a visitor', async () => {
    const response = await post(undefined, review());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('accepts whole and half stars from 0 to 5 and refuses anything else', async () => {
    const { auth } = await signUpWithToken(t.app);
    for (const rating of [0, 0.5, 3, 5]) {
      expect((await post(auth, review({ rating }))).statusCode).toBe(201);
    }
    for (const rating of [-0.5, 5.5, 4.25, '5']) {
      const response = await post(auth, review({ rating }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.rating');
    }
  });

  it('counts a missing rating as 0 stars', async () => {
    const { auth } = await signUpWithToken(t.app);
    const withoutRating: Record<string, unknown> = review({ quote: 'No stars given here.' });
    delete withoutRating.rating;
    const response = await post(auth, withoutRating);
    expect(response.statusCode).toBe(201);
    const [newest] = await listReviews();
    expect(newest).toMatchObject({ quote: 'No stars given here.', rating: 0 });
  });

  it('accepts only images Wayfare hosts: /uploads/, /api/images/ or /images/', async () => {
    const { auth } = await signUpWithToken(t.app);
    for (const image of [HOSTED, '/uploads/2026/photo.webp', '/images/people/person-1-192.webp']) {
      expect((await post(auth, review({ image }))).statusCode).toBe(201);
    }
    for (const image of [
      'https://i.ibb.co/abc/photo.jpg',
      '//evil.example.com/images/x.webp',
      'http://localhost:3000/images/x.webp',
      '/images/../../etc/passwd',
      '/static/photo.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/images/x.webp?track=1',
      '',
    ]) {
      const response = await post(auth, review({ image }));
      expect(response.statusCode, image).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.image');
    }
  });

  it('refuses missing or blank required fields and over-long text with field errors', async () => {
    const { auth } = await signUpWithToken(t.app);
    for (const [field, value] of [
      ['name', '   '],
      ['designation', ''],
      ['quote', ' '],
      ['quote', 'x'.repeat(2001)],
      ['name', 'x'.repeat(101)],
    ] as const) {
      const response = await post(auth, review({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(`body.${field}`);
    }
    const missing = await post(auth, { name: 'Only a name' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/reviews', () => {
  it('is public, newest first, and pages with limit and offset', async () => {
    const { auth } = await signUpWithToken(t.app);
    for (const n of [1, 2, 3]) {
      expect((await post(auth, review({ quote: `Paging review ${n}` }))).statusCode).toBe(201);
    }
    const firstTwo = await listReviews('?limit=2');
    expect(firstTwo.map((r) => r.quote)).toEqual(['Paging review 3', 'Paging review 2']);
    const next = await listReviews('?limit=1&offset=2');
    expect(next.map((r) => r.quote)).toEqual(['Paging review 1']);
    const all = await listReviews();
    const times = all.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is bounded: refuses a page larger than 100', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/reviews?limit=101' });
    expect(response.statusCode).toBe(400);
    expect((await inject(t.app, { method: 'GET', url: '/api/reviews?limit=100' })).statusCode).toBe(
      200,
    );
  });
});
