import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingSummary, CreateBookingResponse } from '@wayfare/contract/bookings';
import type { Departure, Manifest } from '@wayfare/contract/departures';
import {
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  type TestApp,
} from '#test/helpers';

/*
 * Departures and seats (docs/architecture.md, "Seats"; decision 010): dated departures, seats
 * taken atomically, holds that expire.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'ops@example.com', 'Operator');
});
afterAll(() => t.close());

/** A day `days` from now, as a `datetime-local` input sends it (local to the trip zone). */
function inDays(days: number, time = '07:30'): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${time}`;
}

async function addPackage(price = 300) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: `Sundarbans ${Math.random()}`, price, duration: '3 days' },
  });
  return response.json<{ insertedId: string }>().insertedId;
}

function addDeparture(
  packageId: string,
  payload: Record<string, unknown>,
  auth: Record<string, string> = admin.auth,
) {
  return inject(t.app, {
    method: 'POST',
    url: `/api/packages/${packageId}/departures`,
    headers: auth,
    payload,
  });
}

async function departureOf(packageId: string, seats: number, extra: Record<string, unknown> = {}) {
  const response = await addDeparture(packageId, { startsAt: inDays(30), seats, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

async function departures(packageId: string, query = '', auth: Record<string, string> = {}) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/packages/${packageId}/departures${query}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Departure[]>();
}

async function seatsLeft(packageId: string, departureId: string) {
  const all = await departures(packageId, '?all=true', admin.auth);
  return all.find((d) => d._id === departureId)?.seatsLeft;
}

function book(account: Account, packageId: string, extra: Record<string, unknown> = {}) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: account.auth,
    payload: { packageId, name: 'Nadia Rahman', email: account.email, ...extra },
  });
}

async function mine(account: Account) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/booking?email=${account.email}`,
    headers: account.auth,
  });
  return response.json<Booking[]>();
}

describe('departures of a package', () => {
  it('are added by admins only, in the future, with whole seats, and listed upcoming first', async () => {
    const packageId = await addPackage(300);
    const traveller = await signUpWithToken(t.app);
    expect((await addDeparture(packageId, { startsAt: inDays(5), seats: 10 }, {})).statusCode).toBe(
      401,
    );
    expect(
      (await addDeparture(packageId, { startsAt: inDays(5), seats: 10 }, traveller.auth))
        .statusCode,
    ).toBe(403);
    for (const payload of [
      { startsAt: inDays(-1), seats: 10 },
      { startsAt: 'tomorrow', seats: 10 },
      { startsAt: inDays(5), seats: 0 },
      { startsAt: inDays(5), seats: 1001 },
      { startsAt: inDays(5), seats: 2.5 },
      { startsAt: inDays(5), seats: 10, price: -1 },
      { startsAt: inDays(5), seats: true },
      { startsAt: inDays(5), seats: [5] },
      { startsAt: inDays(5), seats: '0x10' },
      { startsAt: inDays(5), seats: 10, price: false },
    ]) {
      const response = await addDeparture(packageId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(
      (
        await addDeparture('00000000-0000-4000-8000-000000000000', {
          startsAt: inDays(5),
          seats: 5,
        })
      ).statusCode,
    ).toBe(404);
    expect(await departures(packageId)).toEqual([]);

    await departureOf(packageId, 12, { startsAt: inDays(20, '06:00') });
    await departureOf(packageId, 40, { startsAt: inDays(10, '21:15'), price: 250 });
    const list = await departures(packageId);
    expect(list.map((d) => [d.seatsTotal, d.seatsLeft, d.price, d.ownPrice, d.status])).toEqual([
      [40, 40, 250, true, 'open'],
      [12, 12, 300, false, 'open'],
    ]);
    // The time typed without an offset is the trip zone's (Asia/Dhaka, +06:00).
    expect(list[0]!.startsAt).toBe(`${inDays(10, '21:15')}:00+06:00`);
    // `from`/`to` are trip-zone days; `all` is for admins.
    expect(await departures(packageId, `?from=${inDays(15).slice(0, 10)}`)).toHaveLength(1);
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/packages/${packageId}/departures?all=true`,
        })
      ).statusCode,
    ).toBe(401);
    // Authenticated and authorized before validated: a visitor learns nothing from a bad request.
    for (const url of [
      `/api/packages/not-an-id/departures?all=true`,
      `/api/packages/${packageId}/departures?all=true&from=2026-13-01`,
    ]) {
      expect((await inject(t.app, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/packages/${packageId}/departures?from=2026-13-01`,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('booking a departure', () => {
  it('prices departure × travellers on the server, takes the seats and holds them', async () => {
    const packageId = await addPackage(300);
    const departureId = await departureOf(packageId, 10, { price: 120 });
    const traveller = await signUpWithToken(t.app);
    const askedAt = Date.now();
    const response = await book(traveller, packageId, {
      departureId,
      travellers: 3,
      travellerNames: ['Rafi Ahmed', 'Mitu Das'],
      price: 1,
    });
    const answeredAt = Date.now();
    expect(response.statusCode).toBe(201);
    const created = response.json<CreateBookingResponse>();
    expect(created).toMatchObject({ departureId, travellers: 3 });
    expect(created.insertedId).toBeTruthy();
    const holdEnds = Date.parse(created.holdExpiresAt!);
    // The default hold: 30 minutes (BOOKING_HOLD_MINUTES, decision 010; it was a day, which let
    // one account keep a departure sold out for free), the answer's time to the second.
    expect(holdEnds).toBeGreaterThan(askedAt + 30 * 60_000 - 1000);
    expect(holdEnds).toBeLessThanOrEqual(answeredAt + 30 * 60_000);
    expect(await seatsLeft(packageId, departureId)).toBe(7);
    const [booking] = await mine(traveller);
    expect(booking).toMatchObject({
      price: 360,
      travellers: 3,
      travellerNames: ['Rafi Ahmed', 'Mitu Das'],
      departureId,
      status: 'unpaid',
    });
    expect(booking!.departureStartsAt).toMatch(/\+06:00$/);
  });

  it('takes the next open departure with a seat for a client written from the spec', async () => {
    const packageId = await addPackage(300);
    const soon = await departureOf(packageId, 1, { startsAt: inDays(3) });
    const later = await departureOf(packageId, 5, { startsAt: inDays(9) });
    const first = await signUpWithToken(t.app);
    const second = await signUpWithToken(t.app);
    expect((await book(first, packageId)).json()).toMatchObject({
      departureId: soon,
      travellers: 1,
    });
    expect((await book(second, packageId)).json()).toMatchObject({ departureId: later });
    expect((await mine(second))[0]).toMatchObject({ price: 300, travellers: 1 });
  });

  it('books a package without departures as before: no departure, no hold, never expires', async () => {
    const packageId = await addPackage(180);
    const traveller = await signUpWithToken(t.app);
    const response = await book(traveller, packageId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      departureId: null,
      travellers: 1,
      holdExpiresAt: null,
    });
    expect((await mine(traveller))[0]).toMatchObject({ price: 180, departureId: null });
  });

  it('answers SOLD_OUT with the seats left, and refuses closed, foreign and unknown departures', async () => {
    const packageId = await addPackage(300);
    const otherPackage = await addPackage(300);
    const departureId = await departureOf(packageId, 4);
    const foreign = await departureOf(otherPackage, 4);
    const traveller = await signUpWithToken(t.app);
    expect((await book(traveller, packageId, { departureId, travellers: 3 })).statusCode).toBe(201);
    const tooMany = await book(traveller, packageId, { departureId, travellers: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'SOLD_OUT', seatsLeft: 1 });
    expect(tooMany.json<{ detail: string }>().detail).toBe(
      'Only 1 seat left on this departure; you asked for 2.',
    );
    expect((await book(traveller, packageId, { departureId, travellers: 1 })).statusCode).toBe(201);
    const none = await book(traveller, packageId);
    expect(none.json()).toMatchObject({ code: 'SOLD_OUT', seatsLeft: 0 });
    expect((await book(traveller, packageId, { departureId: foreign })).json()).toMatchObject({
      code: 'DEPARTURE_NOT_FOUND',
    });
    expect(
      (await book(traveller, packageId, { departureId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    for (const travellers of [0, 21, 1.5, true, [2], '2 people']) {
      expect((await book(traveller, packageId, { departureId, travellers })).statusCode).toBe(400);
    }
    const patch = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${foreign}`,
      headers: admin.auth,
      payload: { status: 'closed' },
    });
    expect(patch.json()).toEqual({ modifiedCount: 1 });
    expect((await book(traveller, otherPackage, { departureId: foreign })).json()).toMatchObject({
      code: 'DEPARTURE_NOT_OPEN',
    });
    expect(await seatsLeft(packageId, departureId)).toBe(0);
    expect((await mine(traveller)).length).toBe(2);
  });

  it('gives the seats back on cancel and refund, and never lets seats go below those taken', async () => {
    const packageId = await addPackage(100);
    const departureId = await departureOf(packageId, 6);
    const traveller = await signUpWithToken(t.app);
    const unpaid = (
      await book(traveller, packageId, { departureId, travellers: 2 })
    ).json<CreateBookingResponse>();
    expect(await seatsLeft(packageId, departureId)).toBe(4);
    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${unpaid.insertedId}`,
      headers: traveller.auth,
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect(await seatsLeft(packageId, departureId)).toBe(6);

    const paid = (
      await book(traveller, packageId, { departureId, travellers: 4 })
    ).json<CreateBookingResponse>();
    expect((await payUnpaid(t.app, traveller)).statusCode).toBeLessThan(300);
    expect(await seatsLeft(packageId, departureId)).toBe(2);
    // Payment History says what was paid for: the departure and how many travel.
    const [payment] = (
      await inject(t.app, {
        method: 'GET',
        url: `/api/payments/${encodeURIComponent(traveller.email)}`,
        headers: traveller.auth,
      })
    ).json<{ items: Record<string, unknown>[] }[]>();
    expect(payment!.items).toHaveLength(1);
    const [item] = payment!.items;
    expect(item).toMatchObject({
      bookingId: paid.insertedId,
      travellers: 4,
      price: 400,
      status: 'paid',
    });
    expect(item!.departureStartsAt).toMatch(/\+06:00$/);
    expect(item!.packageTitle).toMatch(/\S/);
    const lower = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { seats: 3 },
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({ code: 'SEATS_TAKEN', seatsTaken: 4 });
    const fits = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { seats: 4 },
    });
    expect(fits.json()).toEqual({ modifiedCount: 1 });
    expect(await seatsLeft(packageId, departureId)).toBe(0);
    const refund = await inject(t.app, {
      method: 'POST',
      url: `/api/allBooking/${paid.insertedId}/cancel`,
      headers: admin.auth,
      payload: { reason: 'Boat under repair' },
    });
    expect(refund.json()).toMatchObject({ status: 'refunded', refunded: 400 });
    expect(await seatsLeft(packageId, departureId)).toBe(4);
  });
});

describe('seat holds', () => {
  it('expire once: the seats return once, the booking leaves what is owed, paying is refused', async () => {
    const packageId = await addPackage(200);
    const departureId = await departureOf(packageId, 5);
    const traveller = await signUpWithToken(t.app);
    const { insertedId } = (
      await book(traveller, packageId, { departureId, travellers: 2 })
    ).json<CreateBookingResponse>();
    expect(await seatsLeft(packageId, departureId)).toBe(3);
    // Nothing has run out yet: a sweep changes nothing.
    expect(await t.app.services.holdSweep.sweep()).toEqual([]);
    await t.app.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${insertedId}`,
    );
    // Before the sweep: not payable any more.
    const early = await inject(t.app, {
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: traveller.auth,
      payload: {},
    });
    expect(early.json()).toMatchObject({ code: 'HOLD_EXPIRED' });
    const [first, second] = await Promise.all([
      t.app.services.holdSweep.sweep(),
      t.app.services.holdSweep.sweep(),
    ]);
    expect([...first, ...second].map((b) => b.id)).toEqual([insertedId]);
    expect(await t.app.services.holdSweep.sweep()).toEqual([]);
    expect(await seatsLeft(packageId, departureId)).toBe(5);
    expect((await mine(traveller))[0]).toMatchObject({ status: 'expired', holdExpiresAt: null });
    const summary = (
      await inject(t.app, {
        method: 'GET',
        url: `/api/booking/summary?email=${traveller.email}`,
        headers: traveller.auth,
      })
    ).json<BookingSummary>();
    expect(summary).toMatchObject({ outstanding: 0, unpaidCount: 0 });
    const late = await payUnpaid(t.app, traveller);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string; detail: string }>()).toMatchObject({ code: 'HOLD_EXPIRED' });
    const cancel = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${insertedId}`,
      headers: traveller.auth,
    });
    expect(cancel.statusCode).toBe(409);
    expect(await seatsLeft(packageId, departureId)).toBe(5);
  });
});

describe('cancelling a departure', () => {
  it('ends its bookings with the reason: unpaid cancelled, paid refunded; then it stays cancelled', async () => {
    const packageId = await addPackage(150);
    const departureId = await departureOf(packageId, 10);
    const payer = await signUpWithToken(t.app);
    const holder = await signUpWithToken(t.app);
    expect((await book(payer, packageId, { departureId, travellers: 2 })).statusCode).toBe(201);
    expect((await payUnpaid(t.app, payer)).statusCode).toBeLessThan(300);
    expect((await book(holder, packageId, { departureId })).statusCode).toBe(201);
    const traveller = await signUpWithToken(t.app);
    expect(
      (
        await inject(t.app, {
          method: 'PATCH',
          url: `/api/departures/${departureId}`,
          headers: traveller.auth,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(403);
    const response = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { status: 'cancelled', reason: 'Cyclone warning in the Bay of Bengal' },
    });
    expect(response.json()).toEqual({ modifiedCount: 1 });
    await t.app.services.jobs.runDue();
    expect((await mine(payer))[0]).toMatchObject({
      status: 'refunded',
      cancelReason: 'Cyclone warning in the Bay of Bengal',
    });
    expect((await mine(holder))[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Cyclone warning in the Bay of Bengal',
    });
    expect(await departures(packageId)).toEqual([]);
    const again = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { status: 'open' },
    });
    expect(again.statusCode).toBe(409);
    expect((await book(holder, packageId, { departureId })).json()).toMatchObject({
      code: 'DEPARTURE_NOT_OPEN',
    });
  });
});

describe("the admins' list of departures", () => {
  it("says the seats taken of each, a closed one's too, where the public list does not", async () => {
    const packageId = await addPackage(120);
    const departureId = await departureOf(packageId, 8);
    const traveller = await signUpWithToken(t.app);
    expect((await book(traveller, packageId, { departureId, travellers: 3 })).statusCode).toBe(201);
    const close = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { status: 'closed' },
    });
    expect(close.json()).toEqual({ modifiedCount: 1 });
    const [forAdmin] = await departures(packageId, '?all=true', admin.auth);
    expect(forAdmin).toMatchObject({
      status: 'closed',
      seatsTotal: 8,
      seatsLeft: 0,
      seatsTaken: 3,
    });
    // The same figure as the manifest's seats held and sold.
    const manifest = (
      await inject(t.app, {
        method: 'GET',
        url: `/api/departures/${departureId}/manifest`,
        headers: admin.auth,
      })
    ).json<Manifest>();
    expect(manifest.seatsHeld + manifest.seatsSold).toBe(forAdmin!.seatsTaken);
    const [forPublic] = await departures(packageId);
    expect(forPublic).toMatchObject({ _id: departureId, status: 'closed', seatsLeft: 0 });
    expect(forPublic).not.toHaveProperty('seatsTaken');
  });
});

describe('past departures', () => {
  it('are left out of the public list whatever `from` says; admins see them with `all`', async () => {
    const packageId = await addPackage(150);
    const upcoming = await departureOf(packageId, 10);
    const past = await departureOf(packageId, 12, { startsAt: inDays(5) });
    const traveller = await signUpWithToken(t.app);
    expect(
      (await book(traveller, packageId, { departureId: past, travellers: 4 })).statusCode,
    ).toBe(201);
    // It left three days ago (a departure cannot be given a past start through the API).
    await t.app.database.db.execute(
      sql`update departures set starts_at = now() - interval '3 days' where id = ${past}`,
    );
    const pastDay = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const auth of [{}, traveller.auth, admin.auth]) {
      for (const query of ['', `?from=${pastDay}`, `?from=2000-01-01&to=${yesterday}`]) {
        const ids = (await departures(packageId, query, auth)).map((d) => d._id);
        expect(ids, query).not.toContain(past);
        if (!query.includes('to=')) expect(ids, query).toEqual([upcoming]);
      }
    }
    const forAdmin = await departures(packageId, `?all=true&from=${pastDay}`, admin.auth);
    expect(forAdmin.map((d) => [d._id, d.seatsTaken])).toEqual([
      [past, 4],
      [upcoming, 0],
    ]);
    const asked = await inject(t.app, {
      method: 'GET',
      url: `/api/packages/${packageId}/departures?all=true&from=${pastDay}`,
      headers: traveller.auth,
    });
    expect(asked.statusCode).toBe(403);
  });
});

describe('the manifest', () => {
  it('answers the package’s Bangla title beside the English, on the manifest and the holds', async () => {
    const packageId = await addPackage(90);
    const departureId = await departureOf(packageId, 8);
    const manifestOf = async () =>
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/departures/${departureId}/manifest`,
          headers: admin.auth,
        })
      ).json<Manifest>();
    const holdsOf = async () =>
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/departures/${departureId}/holds`,
          headers: admin.auth,
        })
      ).json<{ packageTitle: string; packageTitleBn: string | null }>();
    expect((await manifestOf()).packageTitleBn).toBeNull();
    expect((await holdsOf()).packageTitleBn).toBeNull();
    const renamed = await inject(t.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${packageId}`,
      headers: admin.auth,
      payload: { bn: { title: 'সাজেক ভ্যালি' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await manifestOf()).packageTitleBn).toBe('সাজেক ভ্যালি');
    const holds = await holdsOf();
    expect(holds.packageTitleBn).toBe('সাজেক ভ্যালি');
    expect(holds.packageTitle).not.toBe('সাজেক ভ্যালি');
  });

  it('lists who travels as JSON and as CSV (admins only), lead traveller first', async () => {
    const packageId = await addPackage(90);
    const departureId = await departureOf(packageId, 8);
    const traveller = await signUpWithToken(t.app);
    await book(traveller, packageId, {
      departureId,
      travellers: 3,
      travellerNames: ['=HYPERLINK("x")', 'Mitu, Das'],
    });
    const url = `/api/departures/${departureId}/manifest`;
    expect((await inject(t.app, { method: 'GET', url, headers: traveller.auth })).statusCode).toBe(
      403,
    );
    const json = (
      await inject(t.app, { method: 'GET', url, headers: admin.auth })
    ).json<Manifest>();
    expect(json).toMatchObject({ seatsHeld: 3, seatsSold: 0 });
    expect(json.entries[0]).toMatchObject({
      name: 'Nadia Rahman',
      travellers: 3,
      status: 'unpaid',
    });
    const csv = await inject(t.app, {
      method: 'GET',
      url,
      headers: { ...admin.auth, accept: 'text/csv' },
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Nadia Rahman,lead,/);
    // Formula-looking text is neutralised; commas are quoted.
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\)",guest,/);
    expect(lines[3]).toMatch(/^"Mitu, Das",guest,/);
  });
});

describe('searching by departure', () => {
  it('finds only packages with an open departure in the days asked that has the seats', async () => {
    const word = `Hakaluki${Math.floor(Math.random() * 1e6)}`;
    const make = async (title: string) =>
      (
        await inject(t.app, {
          method: 'POST',
          url: '/api/addPackages',
          headers: admin.auth,
          payload: { title: `${word} ${title}`, price: 100, duration: '2 days' },
        })
      ).json<{ insertedId: string }>().insertedId;
    const big = await make('big boat');
    const small = await make('small boat');
    const closed = await make('closed boat');
    await make('no departures');
    await departureOf(big, 20, { startsAt: inDays(12) });
    await departureOf(small, 2, { startsAt: inDays(12) });
    const closedId = await departureOf(closed, 20, { startsAt: inDays(12) });
    await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${closedId}`,
      headers: admin.auth,
      payload: { status: 'closed' },
    });
    const titles = async (query: string) =>
      (await inject(t.app, { method: 'GET', url: `/api/packages?q=${word}&${query}` }))
        .json<{ title: string }[]>()
        .map((p) => p.title.replace(`${word} `, ''))
        .sort();
    const day = (days: number) => inDays(days).slice(0, 10);
    expect(await titles(`departFrom=${day(12)}&departTo=${day(12)}`)).toEqual([
      'big boat',
      'small boat',
    ]);
    expect(await titles(`departFrom=${day(12)}&travellers=3`)).toEqual(['big boat']);
    expect(await titles(`departFrom=${day(13)}`)).toEqual([]);
    expect(await titles(`departTo=${day(11)}`)).toEqual([]);
    expect(await titles('travellers=2')).toEqual(['big boat', 'small boat']);
    const bad = await inject(t.app, {
      method: 'GET',
      url: `/api/packages?departFrom=${day(12)}&departTo=${day(11)}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
