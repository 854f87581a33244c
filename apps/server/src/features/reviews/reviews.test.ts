import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModeratedReview, Review } from '@wayfare/contract/reviews';
import { publicReads } from '#app/public-reads';
import { bookings } from '#db/schema';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

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

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

async function addPackage(app: TestApp, admin: Account, title: string): Promise<string> {
  const response = await inject(app.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title, price: 120, duration: '3 days' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

/** A booking of the traveller's, then given the status a payment (or a refund) leaves it in. */
async function bookingWithStatus(
  app: TestApp,
  traveller: Account,
  packageId: string,
  status: 'unpaid' | 'paid' | 'refunded',
) {
  const response = await inject(app.app, {
    method: 'POST',
    url: '/api/booking',
    headers: traveller.auth,
    payload: { packageId, name: 'Nadia Rahman', email: traveller.email },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ insertedId: string }>().insertedId;
  await app.app.database.db.update(bookings).set({ status }).where(eq(bookings.id, id));
}

async function writeReview(app: TestApp, author: Account, overrides: Record<string, unknown>) {
  const response = await inject(app.app, {
    method: 'POST',
    url: '/api/reviews',
    headers: author.auth,
    payload: review(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ insertedId: string; pending?: boolean }>();
}

async function publicList(app: TestApp) {
  const response = await inject(app.app, { method: 'GET', url: '/api/reviews?limit=100' });
  expect(response.statusCode).toBe(200);
  return response.json<Review[]>();
}

async function moderate(
  app: TestApp,
  auth: Record<string, string> | undefined,
  id: string,
  payload: unknown,
) {
  return inject(app.app, {
    method: 'PATCH',
    url: `/api/reviews/${id}`,
    headers: auth ?? {},
    payload: payload as Record<string, unknown>,
  });
}

describe('verified traveller', () => {
  let admin: Account;
  let sundarbans: string;
  let sylhet: string;
  beforeAll(async () => {
    admin = await signUpAdmin(t.app, 'verify-admin@example.com', 'Verify Admin');
    sundarbans = await addPackage(t, admin, 'Sundarbans Mangrove Cruise');
    sylhet = await addPackage(t, admin, 'Sylhet Tea Garden Retreat');
  });

  async function verifiedOf(id: string) {
    const found = (await publicList(t)).find((r) => r._id === id);
    expect(found).toBeDefined();
    return found?.isVerifiedTraveller;
  }

  it('marks a review whose author paid for the package it names', async () => {
    const traveller = await signUpWithToken(t.app);
    await bookingWithStatus(t, traveller, sundarbans, 'paid');
    const { insertedId } = await writeReview(t, traveller, { packageId: sundarbans });
    expect(await verifiedOf(insertedId)).toBe(true);
  });

  it('does not mark a review of another package than the one paid for', async () => {
    const traveller = await signUpWithToken(t.app);
    await bookingWithStatus(t, traveller, sundarbans, 'paid');
    const { insertedId } = await writeReview(t, traveller, { packageId: sylhet });
    expect(await verifiedOf(insertedId)).toBe(false);
  });

  it('does not count an unpaid booking, nor a refunded one (cancelled: no trip)', async () => {
    const unpaid = await signUpWithToken(t.app);
    await bookingWithStatus(t, unpaid, sundarbans, 'unpaid');
    const refunded = await signUpWithToken(t.app);
    await bookingWithStatus(t, refunded, sundarbans, 'refunded');
    for (const author of [unpaid, refunded]) {
      const named = await writeReview(t, author, { packageId: sundarbans });
      const unnamed = await writeReview(t, author, {});
      expect(await verifiedOf(named.insertedId)).toBe(false);
      expect(await verifiedOf(unnamed.insertedId)).toBe(false);
    }
  });

  it('marks a review naming no package when its author paid for any package', async () => {
    const traveller = await signUpWithToken(t.app);
    const { insertedId } = await writeReview(t, traveller, {});
    expect(await verifiedOf(insertedId)).toBe(false);
    await bookingWithStatus(t, traveller, sylhet, 'paid');
    expect(await verifiedOf(insertedId)).toBe(true);
  });

  it('takes the mark away when the paid booking is refunded later', async () => {
    const traveller = await signUpWithToken(t.app);
    await bookingWithStatus(t, traveller, sundarbans, 'paid');
    const { insertedId } = await writeReview(t, traveller, { packageId: sundarbans });
    expect(await verifiedOf(insertedId)).toBe(true);
    await t.app.database.db
      .update(bookings)
      .set({ status: 'refunded' })
      .where(and(eq(bookings.packageId, sundarbans), eq(bookings.email, traveller.email)));
    expect(await verifiedOf(insertedId)).toBe(false);
  });

  it('is worked out by the server: a verified mark sent by the browser is refused', async () => {
    const traveller = await signUpWithToken(t.app);
    const response = await post(traveller.auth, {
      ...review(),
      isVerifiedTraveller: true,
    });
    // Unknown fields are dropped: the review is stored, and not verified (no paid booking).
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    expect(await verifiedOf(insertedId)).toBe(false);
  });

  it('refuses a package id that names no package, with a field error', async () => {
    const traveller = await signUpWithToken(t.app);
    for (const packageId of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await post(traveller.auth, review({ packageId }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(
        'body.packageId',
      );
    }
  });
});

describe('moderation', () => {
  let admin: Account;
  let traveller: Account;
  beforeAll(async () => {
    admin = await signUpAdmin(t.app, 'moderator@example.com', 'Mira Moderator');
    traveller = await signUpWithToken(t.app);
  });

  it('hides a review from the public list, the server-rendered read and the admin list says so', async () => {
    const { insertedId } = await writeReview(t, traveller, { quote: 'Soon to be hidden.' });
    const reads = publicReads(t.app.services);
    const rendered = async () => (await (await reads('/api/reviews?limit=100')).json()) as Review[];
    expect((await rendered()).some((r) => r._id === insertedId)).toBe(true);

    const hidden = await moderate(t, admin.auth, insertedId, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ModeratedReview>()).toMatchObject({
      _id: insertedId,
      status: 'hidden',
      moderatedBy: 'Mira Moderator',
    });
    expect(Date.parse(hidden.json<ModeratedReview>().moderatedAt ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );
    // At once: the very next reads leave it out.
    expect((await publicList(t)).some((r) => r._id === insertedId)).toBe(false);
    expect((await rendered()).some((r) => r._id === insertedId)).toBe(false);

    const all = await inject(t.app, {
      method: 'GET',
      url: '/api/allReviews?limit=100',
      headers: admin.auth,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<ModeratedReview[]>().find((r) => r._id === insertedId)?.status).toBe('hidden');

    const restored = await moderate(t, admin.auth, insertedId, { hidden: false });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<ModeratedReview>().status).toBe('published');
    expect((await publicList(t)).some((r) => r._id === insertedId)).toBe(true);
    expect((await rendered()).some((r) => r._id === insertedId)).toBe(true);
  });

  it('records who hid a review and when, in the database', async () => {
    const { insertedId } = await writeReview(t, traveller, {});
    expect((await moderate(t, admin.auth, insertedId, { hidden: true })).statusCode).toBe(200);
    const claims = await t.app.services.tokens.verify(admin.token);
    const stored = await t.app.database.db.query.reviews.findFirst({
      where: (r, { eq: is }) => is(r.id, insertedId),
    });
    expect(stored?.hiddenBy).toBe(claims?.sub);
    expect(stored?.moderatedBy).toBe(claims?.sub);
    expect(stored?.hiddenAt).toBeInstanceOf(Date);
  });

  it('lets only admins moderate or see every review: 401 visitor, 403 traveller', async () => {
    const { insertedId } = await writeReview(t, traveller, { quote: 'Stays public.' });
    const visitor = await moderate(t, undefined, insertedId, { hidden: true });
    expect(visitor.statusCode).toBe(401);
    const user = await moderate(t, traveller.auth, insertedId, { hidden: true });
    expect(user.statusCode).toBe(403);
    expect((await publicList(t)).some((r) => r._id === insertedId)).toBe(true);

    expect((await inject(t.app, { method: 'GET', url: '/api/allReviews' })).statusCode).toBe(401);
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/allReviews', headers: traveller.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown review and 400 for a bad change', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await moderate(t, admin.auth, id, { hidden: true });
      expect(response.statusCode).toBe(404);
    }
    const { insertedId } = await writeReview(t, traveller, {});
    for (const payload of [{}, { hidden: 'yes' }, { approved: false }, { hidden: true, x: 1 }]) {
      const response = await moderate(t, admin.auth, insertedId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await publicList(t)).some((r) => r._id === insertedId)).toBe(true);
  });

  it('publishes a new review at once when approval is not required (the default)', async () => {
    const answer = await writeReview(t, traveller, {});
    expect(answer).toEqual({ insertedId: answer.insertedId });
    expect((await publicList(t)).some((r) => r._id === answer.insertedId)).toBe(true);
  });
});

describe('REVIEWS_REQUIRE_APPROVAL', () => {
  let held: TestApp;
  let admin: Account;
  let traveller: Account;
  beforeAll(async () => {
    held = await createTestApp({ REVIEWS_REQUIRE_APPROVAL: 'true' });
    admin = await signUpAdmin(held.app, 'approver@example.com', 'Ada Approver');
    traveller = await signUpWithToken(held.app);
  });
  afterAll(() => held.close());

  it('holds a new review until an admin approves it', async () => {
    const answer = await writeReview(held, traveller, { quote: 'Waiting for approval.' });
    expect(answer.pending).toBe(true);
    expect(answer.insertedId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await publicList(held)).some((r) => r._id === answer.insertedId)).toBe(false);

    const all = await inject(held.app, {
      method: 'GET',
      url: '/api/allReviews',
      headers: admin.auth,
    });
    expect(all.json<ModeratedReview[]>().find((r) => r._id === answer.insertedId)?.status).toBe(
      'held',
    );

    // Restoring is not approving: a held review stays held.
    const restored = await moderate(held, admin.auth, answer.insertedId, { hidden: false });
    expect(restored.json<ModeratedReview>().status).toBe('held');
    expect((await publicList(held)).some((r) => r._id === answer.insertedId)).toBe(false);

    expect(
      (await moderate(held, traveller.auth, answer.insertedId, { approved: true })).statusCode,
    ).toBe(403);
    const approved = await moderate(held, admin.auth, answer.insertedId, { approved: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<ModeratedReview>()).toMatchObject({
      status: 'published',
      moderatedBy: 'Ada Approver',
    });
    expect((await publicList(held)).some((r) => r._id === answer.insertedId)).toBe(true);
  });

  it('is refused at start when it is not a yes/no value', async () => {
    await expect(createTestApp({ REVIEWS_REQUIRE_APPROVAL: 'maybe' })).rejects.toThrow(
      /REVIEWS_REQUIRE_APPROVAL/,
    );
  });
});
