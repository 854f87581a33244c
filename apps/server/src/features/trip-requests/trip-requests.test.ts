import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISTRICTS,
  DIVISIONS,
  TRIP_REQUEST_ANSWER_MAX,
  type TripRequest,
  type TripRequestsInbox,
} from '@wayfare/contract/trip-requests';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
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

/** Next year: the trips below are always in the future, whenever the tests run. */
const Y = new Date().getUTCFullYear() + 1;

function trip(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    origin: 'Dhaka',
    destination: "Cox's Bazar",
    startDateTime: `${Y}-12-20T09:00:00+06:00`,
    endDateTime: `${Y}-12-23T18:30:00+06:00`,
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
  it('stores a traveller’s request and answers its times in the trip zone (Dhaka, +06:00)', async () => {
    const traveller = await signUpWithToken(t.app);
    // 03:00 UTC is 09:00 in Dhaka: the same instant, answered as the trip's local time.
    const response = await post(
      traveller.auth,
      trip(traveller.email, { startDateTime: `${Y}-12-20T03:00:00Z` }),
    );
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const mine = (await list(traveller.auth, traveller.email)).json<TripRequest[]>();
    expect(mine).toEqual([
      {
        _id: insertedId,
        email: traveller.email,
        origin: 'Dhaka',
        destination: "Cox's Bazar",
        startDateTime: `${Y}-12-20T09:00:00+06:00`,
        endDateTime: `${Y}-12-23T18:30:00+06:00`,
        timeZone: 'Asia/Dhaka',
        createdAt: expect.any(String) as string,
        status: 'new',
        answer: null,
        answeredAt: null,
      },
    ]);
  });

  it('accepts every form the spec’s form and clients send, a time without an offset being Dhaka time', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    const sent: [string, string][] = [
      // A datetime-local input: no seconds, no offset (the spec's own form).
      [`${Y}-12-24T10:30`, `${Y}-12-24T10:30:00+06:00`],
      [`${Y}-12-24T10:30:15`, `${Y}-12-24T10:30:15+06:00`],
      [`${Y}-12-24T10:30:15.250`, `${Y}-12-24T10:30:15+06:00`],
      // new Date().toISOString()
      [`${Y}-12-24T04:30:00.000Z`, `${Y}-12-24T10:30:00+06:00`],
      [`${Y}-12-24T10:30+06:00`, `${Y}-12-24T10:30:00+06:00`],
      [`${Y}-12-24T10:30:00+0600`, `${Y}-12-24T10:30:00+06:00`],
      [`${Y}-12-24T05:30:00+01:00`, `${Y}-12-24T10:30:00+06:00`],
    ];
    for (const [start, answered] of sent) {
      const response = await post(
        auth,
        trip(email, { startDateTime: start, endDateTime: `${Y}-12-26T18:00` }),
      );
      expect(response.statusCode, `${start}: ${response.body}`).toBe(201);
      const [latest] = (await list(auth, email, '&limit=1')).json<TripRequest[]>();
      expect(latest?.startDateTime, start).toBe(answered);
      expect(latest?.endDateTime).toBe(`${Y}-12-26T18:00:00+06:00`);
    }
  });

  it('refuses garbage with a message for the field, and a trip that starts in the past', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    for (const bad of [
      `${Y}-12-23`,
      `${Y}-12-24 10:30`,
      `${Y}-02-30T10:00`,
      `${Y}-12-24T24:00`,
      `${Y}-12-24T10:60`,
      `${Y}-12-24T10:30+25:00`,
      'tomorrow at noon',
      '1735020000',
      '',
      `${Y}-12-24T10:30${'0'.repeat(50)}`,
    ]) {
      const response = await post(auth, trip(email, { startDateTime: bad }));
      expect(response.statusCode, bad).toBe(400);
      expect(firstErrorPath(response), bad).toBe('body.startDateTime');
    }
    for (const bad of [1735020000, true, null, [`${Y}-12-24T10:30`], { at: 'noon' }]) {
      const response = await post(auth, trip(email, { endDateTime: bad }));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(firstErrorPath(response)).toBe('body.endDateTime');
    }
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const past = await post(auth, trip(email, { startDateTime: yesterday }));
    expect(past.statusCode).toBe(400);
    expect(firstErrorPath(past)).toBe('body.startDateTime');
    expect(past.json<{ detail: string }>().detail).toBe(
      'Start date and time must not be in the past',
    );
    expect((await list(auth, email)).json()).toEqual([]);
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
    const before = await post(auth, trip(email, { endDateTime: `${Y}-12-19T09:00:00+06:00` }));
    expect(before.statusCode).toBe(400);
    expect(firstErrorPath(before)).toBe('body.endDateTime');
    expect(before.json<{ detail: string }>().detail).toContain('must be after the start');
    const same = await post(auth, trip(email, { endDateTime: `${Y}-12-20T03:00:00Z` }));
    expect(same.json<{ detail: string }>().detail).toBe(
      'End date and time must be after the start',
    );
    // Without offsets both are Dhaka times: 08:59 is before 09:00.
    const local = await post(auth, trip(email, { endDateTime: `${Y}-12-20T08:59` }));
    expect(local.statusCode).toBe(400);
    expect(same.statusCode).toBe(400);
    // Later by the clock of another zone, but the same instant or earlier: still refused.
    const earlierInstant = await post(
      auth,
      trip(email, { endDateTime: `${Y}-12-20T10:00:00+08:00` }),
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

  it('refuses a missing field', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    const withoutOrigin: Record<string, unknown> = trip(email);
    delete withoutOrigin.origin;
    expect((await post(auth, withoutOrigin)).statusCode).toBe(400);
    const withoutStart: Record<string, unknown> = trip(email);
    delete withoutStart.startDateTime;
    expect(firstErrorPath(await post(auth, withoutStart))).toBe('body.startDateTime');
  });
});

describe('TRIP_TIME_ZONE', () => {
  it('reads times without an offset, and answers all times, in the configured zone', async () => {
    const tokyo = await createTestApp({ TRIP_TIME_ZONE: 'Asia/Tokyo' });
    try {
      const { email, auth } = await signUpWithToken(tokyo.app);
      const response = await inject(tokyo.app, {
        method: 'POST',
        url: '/api/destination',
        headers: auth,
        payload: trip(email, {
          startDateTime: `${Y}-12-24T10:30`,
          endDateTime: `${Y}-12-24T12:30:00+06:00`,
        }),
      });
      expect(response.statusCode).toBe(201);
      const [saved] = (
        await inject(tokyo.app, {
          method: 'GET',
          url: `/api/destination?email=${encodeURIComponent(email)}`,
          headers: auth,
        })
      ).json<TripRequest[]>();
      expect(saved).toMatchObject({
        startDateTime: `${Y}-12-24T10:30:00+09:00`,
        endDateTime: `${Y}-12-24T15:30:00+09:00`,
        timeZone: 'Asia/Tokyo',
      });
    } finally {
      await tokyo.close();
    }
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

describe('the agency’s inbox of trip requests (GET /api/trip-requests, PUT .../answer)', () => {
  async function inbox(auth: Record<string, string> | undefined, query = '') {
    return inject(t.app, { method: 'GET', url: `/api/trip-requests${query}`, headers: auth ?? {} });
  }
  async function answer(auth: Record<string, string> | undefined, id: string, text: unknown) {
    return inject(t.app, {
      method: 'PUT',
      url: `/api/trip-requests/${id}/answer`,
      headers: auth ?? {},
      payload: { answer: text },
    });
  }

  it('refuses visitors (401) and travellers (403) and changes nothing', async () => {
    const traveller = await signUpWithToken(t.app);
    const { insertedId } = (await post(traveller.auth, trip(traveller.email))).json<{
      insertedId: string;
    }>();
    expect((await inbox(undefined)).statusCode).toBe(401);
    expect((await inbox(traveller.auth)).statusCode).toBe(403);
    expect((await answer(undefined, insertedId, 'Yes')).statusCode).toBe(401);
    expect((await answer(traveller.auth, insertedId, 'Yes')).statusCode).toBe(403);
    const [mine] = (await list(traveller.auth, traveller.email)).json<TripRequest[]>();
    expect(mine?.status).toBe('new');
    expect(mine?.answer).toBeNull();
  });

  it('lists waiting requests newest first with the traveller’s name; an answer moves one to answered and the traveller reads it', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('inbox'), 'Farhana Akter');
    const before = (await inbox(admin.auth)).json<TripRequestsInbox>();
    await post(traveller.auth, trip(traveller.email, { destination: 'Sylhet' }));
    const second = (
      await post(traveller.auth, trip(traveller.email, { destination: 'Rangamati' }))
    ).json<{ insertedId: string }>().insertedId;

    const waiting = (await inbox(admin.auth, '?limit=2')).json<TripRequestsInbox>();
    expect(waiting.total).toBe(before.total + 2);
    expect(waiting.waiting).toBe(before.waiting + 2);
    expect(waiting.items.map((r) => [r.destination, r.travellerName, r.status])).toEqual([
      ['Rangamati', 'Farhana Akter', 'new'],
      ['Sylhet', 'Farhana Akter', 'new'],
    ]);

    const text = 'We can do Rangamati for 3 nights from 14,500 BDT per person. Shall we book?';
    const answered = await answer(admin.auth, second, `  ${text}  `);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<TripRequest>()).toMatchObject({
      _id: second,
      status: 'answered',
      answer: text,
    });

    const after = (await inbox(admin.auth)).json<TripRequestsInbox>();
    expect(after.waiting).toBe(before.waiting + 1);
    expect(after.items.some((r) => r._id === second)).toBe(false);
    const done = (await inbox(admin.auth, '?status=answered')).json<TripRequestsInbox>();
    expect(done.items[0]).toMatchObject({ _id: second, answer: text, status: 'answered' });
    const all = (await inbox(admin.auth, '?status=all')).json<TripRequestsInbox>();
    expect(all.total).toBe(after.total + done.total);

    const mine = (await list(traveller.auth, traveller.email)).json<TripRequest[]>();
    const seen = mine.find((r) => r._id === second);
    expect(seen).toMatchObject({ status: 'answered', answer: text });
    expect(Date.parse(seen?.answeredAt ?? '')).not.toBeNaN();

    // A correction replaces the text.
    await answer(admin.auth, second, 'Corrected: from 13,900 BDT per person.');
    const [latest] = (await list(traveller.auth, traveller.email)).json<TripRequest[]>();
    expect(latest?.answer).toBe('Corrected: from 13,900 BDT per person.');
  });

  it('refuses an empty or overlong answer with a message and an unknown id with 404, changing nothing', async () => {
    const traveller = await signUpWithToken(t.app);
    const { insertedId } = (await post(traveller.auth, trip(traveller.email))).json<{
      insertedId: string;
    }>();
    for (const bad of ['', '   ', 'x'.repeat(TRIP_REQUEST_ANSWER_MAX + 1), 42]) {
      const response = await answer(admin.auth, insertedId, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^Answer/);
    }
    expect(
      (await answer(admin.auth, '7f9c1a52-5b7e-4c51-9f35-1d2a0c4b8e01', 'Hi')).statusCode,
    ).toBe(404);
    expect((await answer(admin.auth, 'not-an-id', 'Hi')).statusCode).toBe(404);
    expect((await inbox(admin.auth, '?status=maybe')).statusCode).toBe(400);
    const [mine] = (await list(traveller.auth, traveller.email)).json<TripRequest[]>();
    expect(mine?.status).toBe('new');
  });
});
