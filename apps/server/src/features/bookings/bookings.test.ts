import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Booking, BookingSummary } from '@wayfare/contract/bookings';
import { bookings, users } from '#db/schema';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpWithToken>>;
let packageId: string;
let otherPackageId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
  const add = async (payload: Record<string, unknown>) =>
    (
      await inject(t.app, { method: 'POST', url: '/api/addPackages', headers: admin.auth, payload })
    ).json<{ insertedId: string }>().insertedId;
  packageId = await add({
    title: 'Sundarbans Mangrove Safari',
    price: 349,
    duration: '3 days 2 nights',
  });
  otherPackageId = await add({ title: 'Sylhet Tea Trails', price: 199, duration: '2 days' });
});
afterAll(() => t.close());

async function book(
  traveller: { email: string; auth: Record<string, string> },
  body: Record<string, unknown> = {},
) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: traveller.auth,
    payload: { packageId, name: 'Nadia Rahman', email: traveller.email, ...body },
  });
}

async function myBookings(traveller: { email: string; auth: Record<string, string> }) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/booking?email=${traveller.email}`,
    headers: traveller.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Booking[]>();
}

describe('POST /api/booking', () => {
  it('books at the package price and duration even when the request forges them', async () => {
    const traveller = await signUpWithToken(t.app);
    const response = await book(traveller, { price: 1, duration: '30 days' });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const [booking] = await myBookings(traveller);
    expect(booking).toMatchObject({
      _id: insertedId,
      packageId,
      packageTitle: 'Sundarbans Mangrove Safari',
      price: 349,
      duration: '3 days 2 nights',
      status: 'unpaid',
      email: traveller.email,
    });
  });

  it('refuses a visitor, another traveller’s e-mail, an unknown package and missing fields', async () => {
    const traveller = await signUpWithToken(t.app);
    expect(
      (
        await inject(t.app, {
          method: 'POST',
          url: '/api/booking',
          payload: { packageId, name: 'V', email: 'v@example.com' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await book(traveller, { email: 'someone-else@example.com' })).statusCode).toBe(403);
    const unknown = await book(traveller, { packageId: '00000000-0000-0000-0000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
    expect((await book(traveller, { packageId: 'not-a-uuid' })).statusCode).toBe(404);
    const missing = await book(traveller, { name: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(await myBookings(traveller)).toEqual([]);
  });

  it('books for another e-mail only as an admin, for that person’s account when there is one', async () => {
    const traveller = await signUpWithToken(t.app);
    const forTraveller = await book(admin, { email: traveller.email, name: 'For Them' });
    expect(forTraveller.statusCode).toBe(201);
    const [theirs] = await myBookings(traveller);
    expect(theirs).toMatchObject({ _id: forTraveller.json<{ insertedId: string }>().insertedId });
    const [row] = await t.app.database.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, theirs!._id));
    const [account] = await t.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, traveller.email));
    expect(row!.userId).toBe(account!.id);

    const noAccount = await book(admin, { email: 'walk-in@example.com' });
    expect(noAccount.statusCode).toBe(201);
    const [walkIn] = await t.app.database.db
      .select({ userId: bookings.userId, email: bookings.email })
      .from(bookings)
      .where(eq(bookings.id, noAccount.json<{ insertedId: string }>().insertedId));
    expect(walkIn).toEqual({ userId: null, email: 'walk-in@example.com' });
  });

  it('reads the caller from the database: a removed account gets 401, a demoted admin 403', async () => {
    const former = await signUpWithToken(t.app);
    const demoted = await signUpWithToken(t.app);
    const db = t.app.database.db;
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, demoted.email));
    expect((await book(demoted, { email: 'guest@example.com' })).statusCode).toBe(201);
    await db.update(users).set({ role: 'user' }).where(eq(users.email, demoted.email));
    const refused = await book(demoted, { email: 'guest@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });

    expect((await book(former)).statusCode).toBe(201);
    await db.delete(users).where(eq(users.email, former.email));
    const gone = await book(former);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const left = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.email, former.email));
    expect(left).toHaveLength(1);
  });

  it('keeps the booked title and price after the package is edited or removed', async () => {
    const traveller = await signUpWithToken(t.app);
    await book(traveller, { packageId: otherPackageId });
    await inject(t.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${otherPackageId}`,
      headers: admin.auth,
      payload: { price: 999, title: 'Renamed' },
    });
    await inject(t.app, {
      method: 'DELETE',
      url: `/api/packages/${otherPackageId}`,
      headers: admin.auth,
    });
    const [booking] = await myBookings(traveller);
    // The package was booked, so removing it archived it: the booking keeps it, as booked.
    expect(booking).toMatchObject({
      packageTitle: 'Sylhet Tea Trails',
      price: 199,
      packageId: otherPackageId,
    });
  });
});

describe('a traveller’s bookings', () => {
  it('lists only the caller’s own, newest first, with SQL totals; another e-mail is 403', async () => {
    const nadia = await signUpWithToken(t.app);
    const rafi = await signUpWithToken(t.app);
    await book(nadia);
    await book(nadia);
    await book(rafi);
    const list = await myBookings(nadia);
    expect(list).toHaveLength(2);
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));
    const peek = await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${nadia.email}`,
      headers: rafi.auth,
    });
    expect(peek.statusCode).toBe(403);
    const summary = await inject(t.app, {
      method: 'GET',
      url: `/api/booking/summary?email=${nadia.email}`,
      headers: nadia.auth,
    });
    expect(summary.json<BookingSummary>()).toEqual({
      count: 2,
      total: 698,
      unpaidCount: 2,
      unpaidTotal: 698,
      paid: 0,
      refunded: 0,
      outstanding: 698,
    });
    const peekSummary = await inject(t.app, {
      method: 'GET',
      url: `/api/booking/summary?email=${nadia.email}`,
      headers: rafi.auth,
    });
    expect(peekSummary.statusCode).toBe(403);
    const adminView = await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${nadia.email}`,
      headers: admin.auth,
    });
    expect(adminView.json<Booking[]>()).toHaveLength(2);
  });

  it('bounds the page size', async () => {
    const traveller = await signUpWithToken(t.app);
    const response = await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${traveller.email}&limit=1000`,
      headers: traveller.auth,
    });
    expect(response.statusCode).toBe(400);
  });

  it('cancels only the caller’s own booking (deletedCount 1); others get 403; twice is 404', async () => {
    const owner = await signUpWithToken(t.app);
    const stranger = await signUpWithToken(t.app);
    const { insertedId } = (await book(owner)).json<{ insertedId: string }>();
    const byStranger = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${insertedId}`,
      headers: stranger.auth,
    });
    expect(byStranger.statusCode).toBe(403);
    expect(await myBookings(owner)).toHaveLength(1);
    const byOwner = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${insertedId}`,
      headers: owner.auth,
    });
    expect(byOwner.json()).toEqual({ deletedCount: 1 });
    expect(await myBookings(owner)).toEqual([]);
    const again = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${insertedId}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(
      (await inject(t.app, { method: 'DELETE', url: `/api/booking/${insertedId}` })).statusCode,
    ).toBe(401);
  });

  it('lets an admin cancel anyone’s unpaid booking', async () => {
    const owner = await signUpWithToken(t.app);
    const { insertedId } = (await book(owner)).json<{ insertedId: string }>();
    const response = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${insertedId}`,
      headers: admin.auth,
    });
    expect(response.json()).toEqual({ deletedCount: 1 });
  });
});

describe('admin bookings', () => {
  it('lists all bookings and totals in SQL for admins only', async () => {
    const traveller = await signUpWithToken(t.app);
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/allBooking', headers: traveller.auth }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: '/api/allBooking/summary',
          headers: traveller.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect((await inject(t.app, { method: 'GET', url: '/api/allBooking' })).statusCode).toBe(401);

    const before = (
      await inject(t.app, { method: 'GET', url: '/api/allBooking/summary', headers: admin.auth })
    ).json<BookingSummary>();
    await book(traveller);
    const after = (
      await inject(t.app, { method: 'GET', url: '/api/allBooking/summary', headers: admin.auth })
    ).json<BookingSummary>();
    expect(after.count).toBe(before.count + 1);
    expect(after.total).toBe(before.total + 349);
    const list = (
      await inject(t.app, { method: 'GET', url: '/api/allBooking?limit=1', headers: admin.auth })
    ).json<Booking[]>();
    expect(list).toHaveLength(1);
    expect(list[0]?.email).toBe(traveller.email);
  });
});

describe('newsletter', () => {
  it('subscribes an address once, answering a repeat exactly as a new one, and refuses a malformed one', async () => {
    const first = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'Reader@Example.com' },
    });
    const again = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'reader@example.com' },
    });
    // Nothing in the answer tells whether the address was subscribed already.
    expect([first.statusCode, first.body]).toEqual([200, '{"subscribed":true}']);
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    const rows = await t.app.database.db.query.newsletterSubscribers.findMany();
    expect(rows.filter((r) => r.email === 'reader@example.com')).toHaveLength(1);
    expect(
      (await inject(t.app, { method: 'POST', url: '/api/newsletter', payload: { email: 'nope' } }))
        .statusCode,
    ).toBe(400);
  });
});
