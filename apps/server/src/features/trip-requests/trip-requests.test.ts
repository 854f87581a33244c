import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICTS, DIVISIONS, type TripRequest } from '@wayfare/contract/trip-requests';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers';

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Traveller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

function trip(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    origin: 'Dhaka',
    destination: "Cox's Bazar",
    startDateTime: '2026-12-20T09:00:00+06:00',
    endDateTime: '2026-12-23T18:30:00+06:00',
    ...overrides,
  };
}

async function post(auth: Record<string, string> | undefined, payload: Record<string, unknown>) {
  return inject(t.app, { method: 'POST', url: '/api/destination', headers: auth ?? {}, payload });
}

async function list(auth: Record<string, string> | undefined, email: string, extra = '') {
  return inject(t.app, {
    method: 'GET',
    url: `/api/destination?email=${encodeURIComponent(email)}${extra}`,
    headers: auth ?? {},
  });
}

function firstErrorPath(response: { json: <T>() => T }) {
  return response.json<{ errors: { path: string }[] }>().errors[0]?.path;
}

describe('the places a trip may use', () => {
  it('lists the 8 divisions and the 64 districts, Bagerhat through Thakurgaon, alphabetically', () => {
    expect(DIVISIONS).toHaveLength(8);
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS).size).toBe(64);
    expect(DISTRICTS[0]).toBe('Bagerhat');
    expect(DISTRICTS.at(-1)).toBe('Thakurgaon');
    expect([...DISTRICTS].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([...DISTRICTS]);
    expect([...DIVISIONS].sort()).toEqual([...DIVISIONS]);
  });
});

describe('POST /api/destination', () => {
  it('stores a traveller’s request and keeps the instants across time zones', async () => {
    const traveller = await signUpWithToken(t.app);
    const response = await post(traveller.auth, trip(traveller.email));
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const mine = (await list(traveller.auth, traveller.email)).json<TripRequest[]>();
    expect(mine).toEqual([
      {
        _id: insertedId,
        email: traveller.email,
        origin: 'Dhaka',
        destination: "Cox's Bazar",
        // 09:00 in Dhaka (+06:00) is 03:00 UTC: the same instant, answered in UTC.
        startDateTime: '2026-12-20T03:00:00.000Z',
        endDateTime: '2026-12-23T12:30:00.000Z',
        createdAt: expect.any(String) as string,
      },
    ]);
  });

  it('refuses a visitor', async () => {
    const response = await post(undefined, trip(uniqueEmail()));
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request in another traveller’s e-mail', async () => {
    const traveller = await signUpWithToken(t.app);
    const other = await signUpWithToken(t.app);
    const response = await post(traveller.auth, trip(other.email));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await list(other.auth, other.email)).json()).toEqual([]);
  });

  it('lets an admin file a request for an existing account, which that traveller then sees', async () => {
    const traveller = await signUpWithToken(t.app);
    const response = await post(admin.auth, trip(traveller.email, { destination: 'Sylhet' }));
    expect(response.statusCode).toBe(201);
    const mine = (await list(traveller.auth, traveller.email)).json<TripRequest[]>();
    expect(mine.map((r) => r.destination)).toEqual(['Sylhet']);
    const nobody = await post(admin.auth, trip(uniqueEmail('nobody')));
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('refuses an end that does not follow the start', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    const before = await post(auth, trip(email, { endDateTime: '2026-12-19T09:00:00+06:00' }));
    expect(before.statusCode).toBe(400);
    expect(firstErrorPath(before)).toBe('body.endDateTime');
    expect(before.json<{ detail: string }>().detail).toContain('must be after the start');
    const same = await post(auth, trip(email, { endDateTime: '2026-12-20T03:00:00Z' }));
    expect(same.statusCode).toBe(400);
    // Later by the clock of another zone, but the same instant or earlier: still refused.
    const earlierInstant = await post(
      auth,
      trip(email, { endDateTime: '2026-12-20T10:00:00+08:00' }),
    );
    expect(earlierInstant.statusCode).toBe(400);
    expect((await list(auth, email)).json()).toEqual([]);
  });

  it('refuses an unknown division or district', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    const origin = await post(auth, trip(email, { origin: 'Narnia' }));
    expect(origin.statusCode).toBe(400);
    expect(firstErrorPath(origin)).toBe('body.origin');
    // A district is not a division: Bagerhat is a destination only.
    expect((await post(auth, trip(email, { origin: 'Bagerhat' }))).statusCode).toBe(400);
    const destination = await post(auth, trip(email, { destination: 'Kolkata' }));
    expect(destination.statusCode).toBe(400);
    expect(firstErrorPath(destination)).toBe('body.destination');
    expect((await post(auth, trip(email, { destination: 'dhaka' }))).statusCode).toBe(400);
  });

  it('refuses a date-time without an offset, a bare date and a missing field', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    const local = await post(auth, trip(email, { startDateTime: '2026-12-20T09:00:00' }));
    expect(local.statusCode).toBe(400);
    expect(firstErrorPath(local)).toBe('body.startDateTime');
    expect((await post(auth, trip(email, { endDateTime: '2026-12-23' }))).statusCode).toBe(400);
    const withoutOrigin: Record<string, unknown> = trip(email);
    delete withoutOrigin.origin;
    expect((await post(auth, withoutOrigin)).statusCode).toBe(400);
  });
});

describe('GET /api/destination?email=', () => {
  it('answers the traveller’s own requests, newest first, in pages', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    for (const destination of ['Bandarban', 'Rangamati', 'Sylhet']) {
      expect((await post(auth, trip(email, { destination }))).statusCode).toBe(201);
    }
    const page = (await list(auth, email, '&limit=2')).json<TripRequest[]>();
    expect(page.map((r) => r.destination)).toEqual(['Sylhet', 'Rangamati']);
    const rest = (await list(auth, email, '&limit=2&offset=2')).json<TripRequest[]>();
    expect(rest.map((r) => r.destination)).toEqual(['Bandarban']);
  });

  it('refuses a visitor and a traveller asking about another e-mail', async () => {
    const traveller = await signUpWithToken(t.app);
    const other = await signUpWithToken(t.app);
    expect((await list(undefined, traveller.email)).statusCode).toBe(401);
    const nosy = await list(traveller.auth, other.email);
    expect(nosy.statusCode).toBe(403);
    expect(nosy.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets an admin read anyone’s requests', async () => {
    const traveller = await signUpWithToken(t.app);
    await post(traveller.auth, trip(traveller.email, { destination: 'Khulna' }));
    const seen = await list(admin.auth, traveller.email);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<TripRequest[]>().map((r) => r.destination)).toEqual(['Khulna']);
    expect((await list(admin.auth, uniqueEmail('nobody'))).json()).toEqual([]);
  });

  it('refuses a missing or malformed e-mail', async () => {
    const { auth } = await signUpWithToken(t.app);
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/destination', headers: auth })).statusCode,
    ).toBe(400);
    expect((await list(auth, 'not-an-email')).statusCode).toBe(400);
  });
});
