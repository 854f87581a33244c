import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@wayfare/contract/users';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Traveller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

async function idOf(traveller: Traveller, app = t.app): Promise<string> {
  const claims = await app.services.tokens.verify(traveller.token);
  if (!claims) throw new Error('token not valid');
  return claims.sub;
}

async function listUsers(auth: Record<string, string> | undefined, query = '', app = t.app) {
  return inject(app, { method: 'GET', url: `/api/users${query}`, headers: auth ?? {} });
}

async function makeAdmin(auth: Record<string, string> | undefined, id: string, app = t.app) {
  return inject(app, { method: 'PATCH', url: `/api/users/admin/${id}`, headers: auth ?? {} });
}

async function removeUser(auth: Record<string, string> | undefined, id: string, app = t.app) {
  return inject(app, { method: 'DELETE', url: `/api/users/${id}`, headers: auth ?? {} });
}

describe('GET /api/users', () => {
  it('lists everyone for an admin, newest first, with role, in pages', async () => {
    const first = await signUpWithToken(t.app, uniqueEmail('first'), 'First Person');
    const second = await signUpWithToken(t.app, uniqueEmail('second'), 'Second Person');
    const response = await listUsers(admin.auth, '?limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.json<User[]>()).toEqual([
      { _id: await idOf(second), name: 'Second Person', email: second.email, role: 'user' },
      { _id: await idOf(first), name: 'First Person', email: first.email, role: 'user' },
    ]);
    const next = (await listUsers(admin.auth, '?limit=1&offset=1')).json<User[]>();
    expect(next.map((u) => u.email)).toEqual([first.email]);
    expect((await listUsers(admin.auth, '?limit=500')).statusCode).toBe(400);
  });

  it('refuses a visitor (401) and a non-admin (403)', async () => {
    const traveller = await signUpWithToken(t.app);
    expect((await listUsers(undefined)).statusCode).toBe(401);
    const response = await listUsers(traveller.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('PATCH /api/users/admin/:id', () => {
  it('makes a user admin, effective on their very next request with the same token', async () => {
    const traveller = await signUpWithToken(t.app);
    expect((await listUsers(traveller.auth)).statusCode).toBe(403);
    const response = await makeAdmin(admin.auth, await idOf(traveller));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });

    expect((await listUsers(traveller.auth)).statusCode).toBe(200);
    const status = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${traveller.email}`,
      headers: traveller.auth,
    });
    expect(status.json()).toEqual({ admin: true });
    // Already an admin: nothing changes.
    expect((await makeAdmin(admin.auth, await idOf(traveller))).json()).toEqual({
      modifiedCount: 0,
    });
  });

  it('refuses a visitor (401) and a non-admin (403), who stays a non-admin', async () => {
    const traveller = await signUpWithToken(t.app);
    const id = await idOf(traveller);
    expect((await makeAdmin(undefined, id)).statusCode).toBe(401);
    const response = await makeAdmin(traveller.auth, id);
    expect(response.statusCode).toBe(403);
    expect((await listUsers(traveller.auth)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await makeAdmin(admin.auth, '00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await makeAdmin(admin.auth, 'not-a-uuid')).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes the user: their token and identity session stop working at once', async () => {
    const traveller = await signUpWithToken(t.app);
    const id = await idOf(traveller);
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/users/admin/${traveller.email}`,
          headers: traveller.auth,
        })
      ).statusCode,
    ).toBe(200);

    const response = await removeUser(admin.auth, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    const withToken = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${traveller.email}`,
      headers: traveller.auth,
    });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const exchange = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: traveller.cookie },
      payload: { email: traveller.email },
    });
    expect(exchange.statusCode).toBe(401);
    expect(exchange.json()).toMatchObject({ code: 'IDENTITY_REQUIRED' });

    const signIn = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: traveller.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    const everyone = (await listUsers(admin.auth, '?limit=100')).json<User[]>();
    expect(everyone.some((u) => u._id === id)).toBe(false);
    expect((await removeUser(admin.auth, id)).statusCode).toBe(404);
  });

  it('keeps what the user wrote, no longer linked to them, and lets the e-mail register afresh', async () => {
    const traveller = await signUpWithToken(t.app);
    const review = await inject(t.app, {
      method: 'POST',
      url: '/api/reviews',
      headers: traveller.auth,
      payload: {
        name: 'Gone Soon',
        designation: 'Tester',
        rating: 4,
        image: '/images/x.webp',
        quote: 'Still here.',
      },
    });
    const reviewId = review.json<{ insertedId: string }>().insertedId;
    const trip = await inject(t.app, {
      method: 'POST',
      url: '/api/destination',
      headers: traveller.auth,
      payload: {
        email: traveller.email,
        origin: 'Sylhet',
        destination: 'Sunamganj',
        startDateTime: `${new Date().getUTCFullYear() + 1}-07-01T08:00:00+06:00`,
        endDateTime: `${new Date().getUTCFullYear() + 1}-07-02T08:00:00+06:00`,
      },
    });
    const tripId = trip.json<{ insertedId: string }>().insertedId;
    expect((await removeUser(admin.auth, await idOf(traveller))).statusCode).toBe(200);

    const db = t.app.database.db;
    const keptReview = await db.query.reviews.findFirst({
      where: (r, { eq }) => eq(r.id, reviewId),
    });
    expect(keptReview).toMatchObject({ quote: 'Still here.', userId: null });
    const keptTrip = await db.query.tripRequests.findFirst({
      where: (r, { eq }) => eq(r.id, tripId),
    });
    expect(keptTrip).toMatchObject({ email: traveller.email, userId: null });

    // A new account with the same e-mail is a new person: it does not inherit the old trips.
    const again = await signUpWithToken(t.app, traveller.email);
    const trips = await inject(t.app, {
      method: 'GET',
      url: `/api/destination?email=${traveller.email}`,
      headers: again.auth,
    });
    expect(trips.json()).toEqual([]);
  });

  it('refuses a visitor (401) and a non-admin (403), removing nobody', async () => {
    const traveller = await signUpWithToken(t.app);
    const victim = await signUpWithToken(t.app);
    const victimId = await idOf(victim);
    expect((await removeUser(undefined, victimId)).statusCode).toBe(401);
    expect((await removeUser(traveller.auth, victimId)).statusCode).toBe(403);
    expect((await removeUser(traveller.auth, await idOf(admin))).statusCode).toBe(403);
    const stillThere = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${victim.email}`,
      headers: victim.auth,
    });
    expect(stillThere.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await removeUser(admin.auth, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await removeUser(admin.auth, 'x')).statusCode).toBe(404);
  });
});

describe('the last admin', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(() => solo.close());

  it('cannot be removed, not even by themself; another admin can be', async () => {
    const boss = await signUpAdmin(solo.app, 'solo@example.com', 'Solo');
    const bossId = await idOf(boss, solo.app);
    const self = await removeUser(boss.auth, bossId, solo.app);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect((await listUsers(boss.auth, '', solo.app)).statusCode).toBe(200);

    const deputy = await signUpWithToken(solo.app, uniqueEmail('deputy'));
    const deputyId = await idOf(deputy, solo.app);
    expect((await makeAdmin(boss.auth, deputyId, solo.app)).json()).toEqual({ modifiedCount: 1 });
    // With two admins, either may go; the one left is the last again.
    expect((await removeUser(deputy.auth, bossId, solo.app)).json()).toEqual({ deletedCount: 1 });
    const lastSelf = await removeUser(deputy.auth, deputyId, solo.app);
    expect(lastSelf.statusCode).toBe(409);
  });

  it('survives two admins removing each other at the same moment: exactly one goes', async () => {
    const a = await signUpWithToken(solo.app, uniqueEmail('a'));
    const b = await signUpWithToken(solo.app, uniqueEmail('b'));
    const [aId, bId] = [await idOf(a, solo.app), await idOf(b, solo.app)];
    // Whoever else is admin from the test above is demoted to nothing: start from a, b only.
    const admins = (await listUsers(a.auth, '?limit=100', solo.app)).statusCode;
    expect(admins).toBe(403);
    const current = (await solo.app.database.db.query.users.findMany()).filter(
      (u) => u.role === 'admin',
    );
    expect(current).toHaveLength(1);
    const holder = current[0]!;
    const holderToken = await solo.app.services.tokens.issue({
      sub: holder.id,
      email: holder.email,
    });
    const holderAuth = { authorization: `Bearer ${holderToken.token}` };
    await makeAdmin(holderAuth, aId, solo.app);
    await makeAdmin(holderAuth, bId, solo.app);
    expect((await removeUser(a.auth, holder.id, solo.app)).statusCode).toBe(200);

    const [aRemovesB, bRemovesA] = await Promise.all([
      removeUser(a.auth, bId, solo.app),
      removeUser(b.auth, aId, solo.app),
    ]);
    const statuses = [aRemovesB.statusCode, bRemovesA.statusCode].sort();
    // One removal succeeds; the other is refused, either as the last admin or because its caller is gone.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const left = (await solo.app.database.db.query.users.findMany()).filter(
      (u) => u.role === 'admin',
    );
    expect(left).toHaveLength(1);
  });
});
