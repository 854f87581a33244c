import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@wayfare/contract/audit';
import type { Booking, CreateBookingResponse } from '@wayfare/contract/bookings';
import type { Departure } from '@wayfare/contract/departures';
import type { DepartureHolds, ReleaseHoldResponse } from '@wayfare/contract/seat-holds';
import {
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * Seat holds as admins see and release them: per departure, who holds seats unpaid, since and
 * until when; a release ends the hold at once (the booking expires, its seats return), once,
 * with an entry in the audit trail and an e-mail to the traveller.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  // The caps on what unpaid holds may take (decision 010) are not what these tests are about:
  // every account here signs up from one address, and some hold most of a small departure.
  t = await createTestApp({
    BOOKING_HOLD_ACCOUNT_SEATS: '1000',
    BOOKING_HOLD_ADDRESS_SEATS: '1000000',
    BOOKING_HOLD_DEPARTURE_PERCENT: '100',
  });
  admin = await signUpAdmin(t.app, 'holds-admin@example.com', 'Operator');
  // Holds are made to run out by hand here, and the sweep and the mail jobs run when a test
  // says (runDue still claims through the app's runner): the app's own poller would race them.
  await t.app.services.jobs.stop();
});
afterAll(() => t.close());

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
MONTHS.push('September', 'October', 'November', 'December');

/** A package with one open departure of `seats` seats in 30 days at 07:30 in the trip zone. */
async function departureWith(seats: number) {
  const title = `Ratargul Swamp Forest ${Math.random().toString(36).slice(2, 8)}`;
  const created = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title, price: 120, duration: '1 day' },
  });
  const packageId = created.json<{ insertedId: string }>().insertedId;
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const added = await inject(t.app, {
    method: 'POST',
    url: `/api/packages/${packageId}/departures`,
    headers: admin.auth,
    payload: { startsAt: `${day}T07:30`, seats },
  });
  expect(added.statusCode).toBe(201);
  return { title, packageId, departureId: added.json<{ insertedId: string }>().insertedId };
}

async function book(
  account: Account,
  trip: { packageId: string; departureId: string },
  travellers = 2,
  email = account.email,
  remoteAddress?: string,
) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: account.auth,
    ...(remoteAddress && { remoteAddress }),
    payload: { ...trip, travellers, name: 'Shirin Akter', email },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateBookingResponse>().insertedId!;
}

function holds(departureId: string, auth: Record<string, string> = admin.auth) {
  return inject(t.app, {
    method: 'GET',
    url: `/api/departures/${departureId}/holds`,
    headers: auth,
  });
}

function release(
  departureId: string,
  bookingId: string,
  auth: Record<string, string> = admin.auth,
) {
  return inject(t.app, {
    method: 'POST',
    url: `/api/departures/${departureId}/holds/${bookingId}/release`,
    headers: auth,
  });
}

async function seatsLeft(packageId: string, departureId: string) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/packages/${packageId}/departures?all=true`,
    headers: admin.auth,
  });
  return response.json<Departure[]>().find((d) => d._id === departureId)!.seatsLeft;
}

async function statusOf(account: Account, bookingId: string) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/booking?email=${account.email}`,
    headers: account.auth,
  });
  return response.json<Booking[]>().find((b) => b._id === bookingId)?.status;
}

async function releaseEntries(bookingId: string) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/audit?action=booking.release&targetId=${bookingId}`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditList>().items;
}

/** The messages about bookings to an address, once the compose and delivery jobs have run. */
async function mailTo(email: string) {
  await t.app.services.jobs.runDue();
  const all = await t.app.services.mail.listTo(email);
  return all.filter((m) => m.kind.startsWith('booking-') || m.kind === 'hold-released');
}

describe('GET /api/departures/:id/holds', () => {
  it('lists the running holds (who, seats, since, until), soonest to end first, not paid or ended ones', async () => {
    const trip = await departureWith(20);
    const [early, late, payer, lapsed] = await Promise.all(
      [1, 2, 3, 4].map(() => signUpWithToken(t.app)),
    );
    const lateId = await book(late!, trip, 3);
    const earlyId = await book(early!, trip, 2);
    await book(payer!, trip, 1);
    expect((await payUnpaid(t.app, payer!)).statusCode).toBeLessThan(300);
    const lapsedId = await book(lapsed!, trip, 4);
    // Booked later, yet ending sooner (a hold that is not the default one).
    await t.app.database.db.execute(
      sql`update bookings set hold_expires_at = now() + interval '2 hours' where id = ${lateId}`,
    );
    await t.app.database.db.execute(
      sql`update bookings set hold_expires_at = now() + interval '1 hour' where id = ${earlyId}`,
    );
    // Ran out a second ago; the sweep has not been by yet: no longer a hold all the same.
    await t.app.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${lapsedId}`,
    );

    const response = await holds(trip.departureId);
    expect(response.statusCode).toBe(200);
    const body = response.json<DepartureHolds>();
    expect(body).toMatchObject({
      departure: { _id: trip.departureId, packageId: trip.packageId, status: 'open' },
      packageTitle: trip.title,
      seatsHeld: 5,
    });
    expect(body.departure.startsAt).toMatch(/T07:30:00\+06:00$/);
    // 3 + 2 held, 1 paid, 4 not yet swept back.
    expect(body.departure).toMatchObject({ seatsTotal: 20, seatsTaken: 10 });
    expect(body.holds.map((h) => [h.bookingId, h.email, h.name, h.travellers])).toEqual([
      [earlyId, early!.email, 'Shirin Akter', 2],
      [lateId, late!.email, 'Shirin Akter', 3],
    ]);
    for (const hold of body.holds) {
      // In the trip zone, as every time the API answers.
      expect(hold.heldSince).toMatch(/\+06:00$/);
      expect(hold.heldUntil).toMatch(/\+06:00$/);
      expect(Date.parse(hold.heldSince)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(hold.heldUntil)).toBeGreaterThan(Date.now());
    }
    expect(Date.parse(body.holds[0]!.heldUntil) - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('is for admins only (401, 403), and 404 for a departure that does not exist', async () => {
    const trip = await departureWith(5);
    const traveller = await signUpWithToken(t.app);
    await book(traveller, trip);
    expect((await holds(trip.departureId, {})).statusCode).toBe(401);
    const own = await holds(trip.departureId, traveller.auth);
    expect(own.statusCode).toBe(403);
    expect(own.body).not.toContain(traveller.email);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await holds(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'DEPARTURE_NOT_FOUND' });
    }
    const empty = await departureWith(5);
    expect((await holds(empty.departureId)).json<DepartureHolds>()).toMatchObject({
      seatsHeld: 0,
      holds: [],
    });
  });
});

describe('POST /api/departures/:id/holds/:bookingId/release', () => {
  it('ends the hold now: the booking expires, its seats return, audited, the traveller mailed once', async () => {
    const trip = await departureWith(6);
    const traveller = await signUpWithToken(t.app);
    const bookingId = await book(traveller, trip, 4);
    const other = await signUpWithToken(t.app);
    const otherId = await book(other, trip, 1);
    expect(await seatsLeft(trip.packageId, trip.departureId)).toBe(1);
    const heldUntil = (await holds(trip.departureId))
      .json<DepartureHolds>()
      .holds.find((h) => h.bookingId === bookingId)!.heldUntil;

    const response = await release(trip.departureId, bookingId);
    expect(response.statusCode).toBe(200);
    expect(response.json<ReleaseHoldResponse>()).toEqual({
      bookingId,
      status: 'expired',
      seatsReleased: 4,
      seatsLeft: 5,
    });
    expect(await seatsLeft(trip.packageId, trip.departureId)).toBe(5);
    expect(await statusOf(traveller, bookingId)).toBe('expired');
    expect(await statusOf(other, otherId)).toBe('unpaid');
    const after = (await holds(trip.departureId)).json<DepartureHolds>();
    expect(after.holds.map((h) => h.bookingId)).toEqual([otherId]);
    expect(after.seatsHeld).toBe(1);
    // Nothing is owed for it any more: paying finds nothing.
    const pay = await inject(t.app, {
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: traveller.auth,
      payload: {},
    });
    expect(pay.statusCode).toBe(409);
    // Others may book the seats again at once (from elsewhere: the seats a booking gave back
    // unpaid are kept a while from its own address, decision 010).
    expect(
      await book(await signUpWithToken(t.app), trip, 5, undefined, '203.0.113.7'),
    ).toBeTruthy();

    const [entry, ...more] = await releaseEntries(bookingId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: await t.app.services.users.accountIdOf(admin.email),
      action: 'booking.release',
      targetType: 'booking',
      targetId: bookingId,
      changes: { status: { from: 'unpaid', to: 'expired' } },
      details: {
        departureId: trip.departureId,
        seats: 4,
      },
    });
    expect(entry!.details!.departure).toBe(`${trip.title}, ${after.departure.startsAt}`);
    const change = entry!.changes!.holdExpiresAt as { from: string; to: string };
    expect(change.from).toBe(heldUntil);
    expect(Date.parse(change.to)).toBeLessThanOrEqual(Date.now());
    expect(JSON.stringify(entry)).not.toContain(traveller.email);
    expect(JSON.stringify(entry)).not.toContain('Shirin');

    const mail = await mailTo(traveller.email);
    // One message tells the booking's end: the release's, not the "booking expired" one.
    expect(mail.map((m) => m.kind).filter((k) => k !== 'booking-confirmation')).toEqual([
      'hold-released',
    ]);
    const released = mail.find((m) => m.kind === 'hold-released')!;
    expect(released.subject).toBe(`Seat hold released: ${trip.title}`);
    expect(released.status).toBe('delivered');
    const startsAt = after.departure.startsAt;
    const day = `${Number(startsAt.slice(8, 10))} ${MONTHS[Number(startsAt.slice(5, 7)) - 1]} ${startsAt.slice(0, 4)}, 07:30 (Asia/Dhaka time)`;
    const text = released.text.replace(/\s+/g, ' ');
    expect(text).toContain(`The agency released the seats your unpaid booking held on`);
    expect(text).toContain(`${trip.title}, departing`);
    expect(text).toContain(day);
    expect(text).toContain('you are welcome to book it again');
    expect(text).toContain(`/packages/${trip.packageId}`);
    // The sweep finds nothing to do with it, and sends no "expired" message after it.
    const swept = await t.app.services.holdSweep.sweep();
    expect(swept.map((b) => b.id)).not.toContain(bookingId);
    expect(await mailTo(traveller.email)).toHaveLength(mail.length);
  });

  it('releases a hold once under a double click: one 200, the rest 409, one entry, one e-mail', async () => {
    const trip = await departureWith(10);
    const traveller = await signUpWithToken(t.app);
    const bookingId = await book(traveller, trip, 3);
    const answers = await Promise.all([1, 2, 3].map(() => release(trip.departureId, bookingId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'HOLD_NOT_RELEASABLE',
        detail: 'This seat hold was released already; its seats are back on sale.',
      });
    }
    expect(await seatsLeft(trip.packageId, trip.departureId)).toBe(10);
    expect(await releaseEntries(bookingId)).toHaveLength(1);
    expect((await mailTo(traveller.email)).filter((m) => m.kind === 'hold-released')).toHaveLength(
      1,
    );
  });

  it('refuses a paid booking and a hold that ran out with a clear 409, changing nothing', async () => {
    const trip = await departureWith(10);
    const payer = await signUpWithToken(t.app);
    const paidId = await book(payer, trip, 2);
    expect((await payUnpaid(t.app, payer)).statusCode).toBeLessThan(300);
    const lapsed = await signUpWithToken(t.app);
    const lapsedId = await book(lapsed, trip, 3);
    await t.app.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${lapsedId}`,
    );
    const cases: [string, string][] = [
      [paidId, 'This booking is paid: its seats are sold, not held.'],
      [lapsedId, 'This seat hold has ended already; its seats go back on sale within a minute.'],
    ];
    for (const [id, detail] of cases) {
      const refused = await release(trip.departureId, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ code: string; detail: string }>()).toMatchObject({
        code: 'HOLD_NOT_RELEASABLE',
      });
      expect(refused.json<{ detail: string }>().detail).toContain(detail);
    }
    expect(await seatsLeft(trip.packageId, trip.departureId)).toBe(5);
    await t.app.services.holdSweep.sweep();
    const swept = await release(trip.departureId, lapsedId);
    expect(swept.statusCode).toBe(409);
    expect(swept.json()).toMatchObject({
      code: 'HOLD_NOT_RELEASABLE',
      detail: 'This seat hold ran out already; its seats are back on sale.',
    });
    expect(await statusOf(payer, paidId)).toBe('paid');
    expect(await seatsLeft(trip.packageId, trip.departureId)).toBe(8);
    expect(await releaseEntries(paidId)).toEqual([]);
    expect(await releaseEntries(lapsedId)).toEqual([]);
    // The sweep's own message tells that one's end.
    const kinds = (await mailTo(lapsed.email)).map((m) => m.kind);
    expect(kinds).toContain('booking-cancelled');
    expect(kinds).not.toContain('hold-released');
  });

  it('is for admins only: a visitor 401, a traveller 403 even for their own hold, nothing changed', async () => {
    const trip = await departureWith(4);
    const traveller = await signUpWithToken(t.app);
    const bookingId = await book(traveller, trip, 2);
    expect((await release(trip.departureId, bookingId, {})).statusCode).toBe(401);
    const own = await release(trip.departureId, bookingId, traveller.auth);
    expect(own.statusCode).toBe(403);
    expect(await statusOf(traveller, bookingId)).toBe('unpaid');
    expect(await seatsLeft(trip.packageId, trip.departureId)).toBe(2);
    expect(await releaseEntries(bookingId)).toEqual([]);
    expect((await mailTo(traveller.email)).map((m) => m.kind)).not.toContain('hold-released');
  });

  it('answers 404 for a booking of another departure, an unknown one, or an unknown departure', async () => {
    const trip = await departureWith(4);
    const elsewhere = await departureWith(4);
    const traveller = await signUpWithToken(t.app);
    const bookingId = await book(traveller, trip, 1);
    const wrong = await release(elsewhere.departureId, bookingId);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await release(trip.departureId, id)).json()).toMatchObject({
        code: 'BOOKING_NOT_FOUND',
      });
      expect((await release(id, bookingId)).json()).toMatchObject({ code: 'DEPARTURE_NOT_FOUND' });
    }
    expect(await statusOf(traveller, bookingId)).toBe('unpaid');
  });

  it('releases a booking of no account without e-mail (the desk’s reservation), audited', async () => {
    const trip = await departureWith(4);
    const email = uniqueEmail('desk');
    const bookingId = await book(admin, trip, 2, email);
    expect((await release(trip.departureId, bookingId)).statusCode).toBe(200);
    expect(await seatsLeft(trip.packageId, trip.departureId)).toBe(4);
    expect(await releaseEntries(bookingId)).toHaveLength(1);
    expect(await mailTo(email)).toEqual([]);
  });
});
