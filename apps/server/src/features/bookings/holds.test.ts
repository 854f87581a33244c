import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CreateBookingResponse } from '@wayfare/contract/bookings';
import type { CreatePaymentIntentResponse } from '@wayfare/contract/payments';
import { PROCESSING_TEST_CARD } from '#emulators/processor';
import {
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  type TestApp,
} from '#test/helpers';

/*
 * The seat-hold model (decision 010): unpaid seats are no free lock. One account, or many
 * accounts from one client address, cannot keep a departure unavailable to others for longer
 * than the short hold. Runs on PGlite, and on PostgreSQL with DATABASE_URL (real concurrency:
 * the races below then run side by side in the database).
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;
/** `POST /booking`'s answer for a booking made: its id is there. */
type Booked = CreateBookingResponse & { insertedId: string };
type Problem = { code: string; detail: string; holdScope?: string; holdLimit?: number };

const HOLD = 30;
const PAYMENT_HOLD = 60;
const COOLDOWN = 30;
const ACCOUNT_SEATS = 10;
const ADDRESS_SEATS = 40;
const PERCENT = 50;

let t: TestApp;
let admin: Account;
let publishableKey: string;

beforeAll(async () => {
  t = await createTestApp({
    BOOKING_HOLD_MINUTES: String(HOLD),
    BOOKING_PAYMENT_HOLD_MINUTES: String(PAYMENT_HOLD),
    BOOKING_HOLD_COOLDOWN_MINUTES: String(COOLDOWN),
    BOOKING_HOLD_ACCOUNT_SEATS: String(ACCOUNT_SEATS),
    BOOKING_HOLD_ADDRESS_SEATS: String(ADDRESS_SEATS),
    BOOKING_HOLD_DEPARTURE_PERCENT: String(PERCENT),
  });
  admin = await signUpAdmin(t.app, 'desk@example.com', 'Desk');
  publishableKey = (await inject(t.app, { method: 'GET', url: '/api/payment-config' })).json<{
    publishableKey: string;
  }>().publishableKey;
}, 60_000);
afterAll(() => t.close());

/** A trip time `minutes` from now, as a `datetime-local` input sends it (Asia/Dhaka, +06:00). */
function inMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000 + 6 * 3_600_000).toISOString().slice(0, 16);
}

async function addPackage(price = 100): Promise<string> {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: `Hold test ${Math.random()}`, price, duration: '2 days' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

async function addDeparture(packageId: string, seats: number, startsIn = 30 * 24 * 60) {
  const response = await inject(t.app, {
    method: 'POST',
    url: `/api/packages/${packageId}/departures`,
    headers: admin.auth,
    payload: { startsAt: inMinutes(startsIn), seats },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

function book(
  who: Account,
  from: string,
  packageId: string,
  extra: { departureId?: string; travellers?: number } = {},
) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: who.auth,
    remoteAddress: from,
    payload: { packageId, name: 'Hold Tester', email: who.email, ...extra },
  });
}

async function seatsLeft(packageId: string, departureId: string): Promise<number> {
  const list = (
    await inject(t.app, { method: 'GET', url: `/api/packages/${packageId}/departures` })
  ).json<{ _id: string; seatsLeft: number }[]>();
  return list.find((d) => d._id === departureId)!.seatsLeft;
}

async function mine(who: Account): Promise<Booking[]> {
  return (
    await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${encodeURIComponent(who.email)}`,
      headers: who.auth,
    })
  ).json<Booking[]>();
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.app.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The hold's end and extension as stored. */
async function holdOf(bookingId: string) {
  const [row] = await rows<{ ends: string; extended: string | null; status: string }>(
    sql`select hold_expires_at::text as ends, hold_extended_at::text as extended, status
        from bookings where id = ${bookingId}`,
  );
  return { ...row!, ends: new Date(row!.ends).getTime() };
}

/** Ends the hold now, as the sweep does when it runs out. */
async function runOut(bookingId: string) {
  await t.app.database.db.execute(
    sql`update bookings set hold_expires_at = now() where id = ${bookingId}`,
  );
  await t.app.services.holdSweep.sweep();
  expect((await holdOf(bookingId)).status).toBe('expired');
}

/** Moves the ledger's clock: the holds that ended, ended `minutes` earlier. */
async function passTime(minutes: number) {
  await t.app.database.db.execute(
    sql`update hold_ledger set ended_at = ended_at - make_interval(mins => ${minutes}::int)
        where ended_at is not null`,
  );
}

function tally(answers: { statusCode: number; json: () => unknown }[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key =
      answer.statusCode === 201
        ? '201'
        : `${answer.statusCode} ${(answer.json() as Problem).code} ${(answer.json() as Problem).holdScope ?? ''}`.trim();
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function intentFor(who: Account) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: who.auth,
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<CreatePaymentIntentResponse>();
}

/** What the card form does in the browser: confirm with the publishable key. */
function confirm(intent: CreatePaymentIntentResponse, card: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      client_secret: intent.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    }).toString(),
  });
}

function recordPayment(who: Account, intent: CreatePaymentIntentResponse) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/payments',
    headers: who.auth,
    payload: { transactionId: intent.paymentIntentId },
  });
}

describe('many accounts from one client address', () => {
  it('racing for one departure leave at least the configured share bookable by another address', async () => {
    const packageId = await addPackage();
    const departureId = await departureOf60(packageId);
    const crowd = '198.51.100.7';
    const accounts = await Promise.all(Array.from({ length: 15 }, () => signUpWithToken(t.app)));
    // 60 requests at once: each account asks four times for two seats (120 seats), all from
    // one address, as one machine with many sign-ups would.
    const answers = await Promise.all(
      accounts.flatMap((who) =>
        [1, 2, 3, 4].map(() => book(who, crowd, packageId, { departureId, travellers: 2 })),
      ),
    );
    const counts = tally(answers);
    console.info(`[holds] 15 accounts x 4 x 2 seats from one address: ${JSON.stringify(counts)}`);
    // Half of 60 seats, and not one more: 15 bookings of two seats.
    expect(counts).toEqual({ '201': 15, '409 HOLD_LIMIT address-departure': 45 });
    const refusal = answers.find((a) => a.statusCode === 409)!.json<Problem>();
    expect(refusal.holdLimit).toBe(30);
    expect(refusal.detail).toMatch(
      /^Unpaid bookings made from your network hold 30 seats of this departure .*at most 30 of its 60 seats can be held unpaid from one network\. Pay for your unpaid bookings on My Booking first, or try again from \d\d:\d\d.*Travellers who have paid a booking with us before are not limited by this\.$/,
    );
    expect(await seatsLeft(packageId, departureId)).toBe(30);

    // A customer behind the same address (a carrier's, say) is not locked out by the crowd.
    const regular = await signUpWithToken(t.app);
    const noDepartures = await addPackage(50);
    expect((await book(regular, crowd, noDepartures)).statusCode).toBe(201);
    expect((await payUnpaid(t.app, regular)).statusCode).toBeLessThan(300);
    expect((await book(regular, crowd, packageId, { departureId, travellers: 4 })).statusCode).toBe(
      201,
    );

    // Another address books every seat that is left; then the departure is really sold out.
    const elsewhere = await Promise.all([1, 2, 3].map(() => signUpWithToken(t.app)));
    const theirs = await Promise.all(
      elsewhere.map((who, n) =>
        book(who, `203.0.113.${n + 1}`, packageId, { departureId, travellers: n < 2 ? 10 : 6 }),
      ),
    );
    expect(theirs.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(await seatsLeft(packageId, departureId)).toBe(0);
    const late = await book(elsewhere[0]!, '203.0.113.1', packageId, { departureId });
    expect(late.json()).toMatchObject({ code: 'SOLD_OUT', detail: 'This departure is sold out.' });
  }, 120_000);

  it('hold at most the address cap over all departures', async () => {
    const packageId = await addPackage();
    const [first, second] = [await departureOf60(packageId), await departureOf60(packageId)];
    const office = '198.51.100.20';
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => signUpWithToken(t.app)));
    // 30 seats of the first (its share), 10 of the second: the address holds its 40.
    for (const who of people.slice(0, 3))
      expect(
        (await book(who, office, packageId, { departureId: first, travellers: 10 })).statusCode,
      ).toBe(201);
    expect(
      (await book(people[3]!, office, packageId, { departureId: second, travellers: 10 }))
        .statusCode,
    ).toBe(201);
    const over = await book(people[4]!, office, packageId, { departureId: second, travellers: 1 });
    expect(over.json()).toMatchObject({ code: 'HOLD_LIMIT', holdScope: 'address', holdLimit: 40 });
    // The same traveller from another network is not this address's.
    expect(
      (await book(people[4]!, '198.51.100.21', packageId, { departureId: second, travellers: 1 }))
        .statusCode,
    ).toBe(201);
  });
});

async function departureOf60(packageId: string) {
  return addDeparture(packageId, 60);
}

describe('one account', () => {
  it('cannot hold more than its cap, however fast it asks, until it pays', async () => {
    const packageId = await addPackage();
    const [first, second] = [await departureOf60(packageId), await departureOf60(packageId)];
    const who = await signUpWithToken(t.app);
    // Each from an address of its own: the account's cap holds whatever the address.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        book(who, `192.0.2.${n + 1}`, packageId, { departureId: first, travellers: 3 }),
      ),
    );
    const counts = tally(answers);
    console.info(`[holds] one account, 8 x 3 seats at once: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ '201': 3, '409 HOLD_LIMIT account': 5 });
    const refusal = answers.find((a) => a.statusCode === 409)!.json<Problem>();
    expect(refusal.detail).toMatch(
      /^You hold 9 seats unpaid \(unpaid bookings of the last 30 minutes count too\); one account may hold 10 unpaid at a time\. Pay for your unpaid bookings on My Booking first, or book more from \d\d:\d\d/,
    );
    // The cap is over all departures.
    expect((await book(who, '192.0.2.9', packageId, { departureId: second })).statusCode).toBe(201);
    expect((await book(who, '192.0.2.9', packageId, { departureId: second })).json()).toMatchObject(
      {
        code: 'HOLD_LIMIT',
        holdScope: 'account',
      },
    );
    // More than the cap in one booking: told to book fewer.
    const group = await signUpWithToken(t.app);
    const big = await book(group, '192.0.2.10', packageId, { departureId: first, travellers: 11 });
    expect(big.json<Problem>().detail).toBe(
      'At most 10 seats can be held unpaid at a time; you asked for 11. Book fewer seats, or contact us to book your group.',
    );
    // Paid seats are sold, not held: the account may hold again.
    expect((await payUnpaid(t.app, who)).statusCode).toBeLessThan(300);
    expect(
      (await book(who, '192.0.2.9', packageId, { departureId: second, travellers: 10 })).statusCode,
    ).toBe(201);
    expect(await seatsLeft(packageId, first)).toBe(60 - 9);
  });

  it('gains nothing by deleting an unpaid booking and booking again', async () => {
    const packageId = await addPackage();
    const departureId = await departureOf60(packageId);
    const who = await signUpWithToken(t.app);
    const from = '192.0.2.50';
    for (let round = 0; round < 2; round++) {
      const made = await book(who, from, packageId, { departureId, travellers: 5 });
      expect(made.statusCode).toBe(201);
      const removed = await inject(t.app, {
        method: 'DELETE',
        url: `/api/booking/${made.json<Booked>().insertedId}`,
        headers: who.auth,
      });
      expect(removed.json()).toEqual({ deletedCount: 1 });
    }
    // Ten seats held and given back within the cool-down: the account's ten.
    expect(await seatsLeft(packageId, departureId)).toBe(60);
    expect((await book(who, from, packageId, { departureId, travellers: 1 })).json()).toMatchObject(
      { code: 'HOLD_LIMIT', holdScope: 'account' },
    );
    await passTime(COOLDOWN + 1);
    expect((await book(who, from, packageId, { departureId, travellers: 5 })).statusCode).toBe(201);
  });

  it('admins book for the desk without caps', async () => {
    const packageId = await addPackage();
    const departureId = await departureOf60(packageId);
    const answer = await book(admin, '198.51.100.99', packageId, { departureId, travellers: 20 });
    expect(answer.statusCode).toBe(201);
    const again = await book(admin, '198.51.100.99', packageId, { departureId, travellers: 20 });
    expect(again.statusCode).toBe(201);
    expect(await seatsLeft(packageId, departureId)).toBe(20);
  });
});

describe('after a hold runs out', () => {
  it('the same account and address cannot take the seats back at once; others can', async () => {
    const packageId = await addPackage();
    const departureId = await departureOf60(packageId);
    // The desk sold 56 seats: the last 4 are left.
    for (const travellers of [20, 20, 16])
      expect(
        (await book(admin, '127.0.0.1', packageId, { departureId, travellers })).statusCode,
      ).toBe(201);
    const holder = await signUpWithToken(t.app);
    const friend = await signUpWithToken(t.app);
    const stranger = await signUpWithToken(t.app);
    const home = '198.51.100.44';
    const held = await book(holder, home, packageId, { departureId, travellers: 4 });
    expect(held.statusCode).toBe(201);
    expect((await book(stranger, '203.0.113.44', packageId, { departureId })).json()).toMatchObject(
      {
        code: 'SOLD_OUT',
      },
    );

    await runOut(held.json<Booked>().insertedId);
    expect(await seatsLeft(packageId, departureId)).toBe(4);
    for (const [who, travellers] of [
      [holder, 4],
      [holder, 1],
      [friend, 1],
    ] as const) {
      const again = await book(who, home, packageId, { departureId, travellers });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'HOLD_LIMIT', holdScope: 'returned' });
      // The clock time, and its day when the 30 minutes end past midnight in the trip zone.
      expect(again.json<Problem>().detail).toMatch(
        /^Seats that a booking of yours gave back unpaid on this departure are kept for other travellers for 30 minutes, until \d\d:\d\d(?: on \d{1,2} [A-Z][a-z]+)?\. Book fewer seats, another date, or again then\.$/,
      );
    }
    // The holder cannot come back from another network either: the seats are the account's.
    expect((await book(holder, '198.51.100.45', packageId, { departureId })).json()).toMatchObject({
      holdScope: 'returned',
    });
    // Someone else takes two of them at once.
    expect(
      (await book(stranger, '203.0.113.44', packageId, { departureId, travellers: 2 })).statusCode,
    ).toBe(201);

    // Once the cool-down has passed, the holder may book what is left.
    await passTime(COOLDOWN + 1);
    expect((await book(holder, home, packageId, { departureId, travellers: 2 })).statusCode).toBe(
      201,
    );
    expect(await seatsLeft(packageId, departureId)).toBe(0);
  });

  it('a released hold counts as one that ran out, and the sweep forgets holds after the cool-down', async () => {
    const packageId = await addPackage();
    const departureId = await departureOf60(packageId);
    const who = await signUpWithToken(t.app);
    const held = await book(who, '198.51.100.60', packageId, { departureId, travellers: 10 });
    const bookingId = held.json<Booked>().insertedId;
    // An admin's release ends the hold as if it had run out (the held-seats screen does this).
    await t.app.database.db.execute(
      sql`update bookings set status = 'expired', hold_expires_at = now(),
            cancelled_by = (select id from users where email = ${admin.email})
          where id = ${bookingId}`,
    );
    expect(
      (await book(who, '198.51.100.60', packageId, { departureId, travellers: 1 })).json(),
    ).toMatchObject({ code: 'HOLD_LIMIT', holdScope: 'account' });
    const ledger = () =>
      rows<{ n: number }>(
        sql`select count(*)::int as n from hold_ledger where booking_id = ${bookingId}`,
      );
    expect((await ledger())[0]!.n).toBe(1);
    await passTime(COOLDOWN + 1);
    await t.app.services.holdSweep.sweep();
    expect((await ledger())[0]!.n).toBe(0);
  });
});

describe('a payment under way', () => {
  it('holds longer once the processor reports it, once, and no longer than the set time', async () => {
    const packageId = await addPackage(120);
    const departureId = await departureOf60(packageId);
    const who = await signUpWithToken(t.app);
    const made = (
      await book(who, '198.51.100.70', packageId, { departureId, travellers: 2 })
    ).json<Booked>();
    const before = await holdOf(made.insertedId);
    // Opening Checkout asks for an intent by itself: that is no payment under way.
    const intent = await intentFor(who);
    expect(await holdOf(made.insertedId)).toEqual(before);
    // Nor is the page saying so: the processor says the intent waits for a card.
    expect((await recordPayment(who, intent)).json()).toMatchObject({
      code: 'PAYMENT_NOT_SUCCEEDED',
    });
    expect(await holdOf(made.insertedId)).toEqual(before);

    const reportedAt = Date.now();
    const confirmed = await confirm(intent, PROCESSING_TEST_CARD);
    expect(confirmed.json()).toMatchObject({ status: 'processing' });
    const answer = await recordPayment(who, intent);
    const answeredAt = Date.now();
    expect(answer.statusCode).toBe(409);
    expect(answer.json<Problem>().detail).toBe(
      'This payment is still being processed; your seats stay held meanwhile, and it is recorded as soon as the processor confirms it.',
    );
    const extended = await holdOf(made.insertedId);
    expect(extended.extended).not.toBeNull();
    expect(extended.ends).toBeGreaterThan(reportedAt + PAYMENT_HOLD * 60_000 - 1000);
    expect(extended.ends).toBeLessThanOrEqual(answeredAt + PAYMENT_HOLD * 60_000 + 1000);
    expect(Date.parse((await mine(who))[0]!.holdExpiresAt!)).toBe(
      Math.floor(extended.ends / 1000) * 1000,
    );

    // Reported again (the page again, Checkout reopened, the webhook): the hold stays as it is.
    await recordPayment(who, intent);
    await intentFor(who);
    await t.app.services.processor!.dispatcher.kick();
    expect(await holdOf(made.insertedId)).toEqual(extended);
  });

  it('is believed from the processor’s webhook alone, and a declined card extends nothing', async () => {
    const packageId = await addPackage(80);
    const departureId = await departureOf60(packageId);
    const closed = await signUpWithToken(t.app);
    const declined = await signUpWithToken(t.app);
    const a = (await book(closed, '198.51.100.80', packageId, { departureId })).json<Booked>();
    const b = (await book(declined, '198.51.100.81', packageId, { departureId })).json<Booked>();
    const bBefore = await holdOf(b.insertedId);

    // The page was closed after the card went in: only the processor's event comes.
    expect((await confirm(await intentFor(closed), PROCESSING_TEST_CARD)).statusCode).toBe(200);
    await t.app.services.processor!.dispatcher.kick();
    expect((await holdOf(a.insertedId)).extended).not.toBeNull();

    const intent = await intentFor(declined);
    expect((await confirm(intent, '4000000000000002')).statusCode).toBe(402);
    await recordPayment(declined, intent);
    await t.app.services.processor!.dispatcher.kick();
    expect(await holdOf(b.insertedId)).toEqual(bBefore);
  });
});

describe('a departure about to start', () => {
  it('ends the hold at its start, the longer hold too', async () => {
    const packageId = await addPackage(90);
    const soon = await addDeparture(packageId, 10, 10);
    const who = await signUpWithToken(t.app);
    const made = (
      await book(who, '198.51.100.90', packageId, { departureId: soon })
    ).json<Booked>();
    const [departure] = await rows<{ starts: string }>(
      sql`select starts_at::text as starts from departures where id = ${soon}`,
    );
    const starts = new Date(departure!.starts).getTime();
    expect(Date.parse(made.holdExpiresAt!)).toBe(starts);
    expect((await holdOf(made.insertedId)).ends).toBe(starts);

    // Starting in 40 minutes: the short hold ends first; the longer one would not, so it ends at
    // the start.
    const later = await addDeparture(packageId, 10, 40);
    const payer = await signUpWithToken(t.app);
    const second = (
      await book(payer, '198.51.100.91', packageId, { departureId: later })
    ).json<Booked>();
    const [laterDeparture] = await rows<{ starts: string }>(
      sql`select starts_at::text as starts from departures where id = ${later}`,
    );
    const laterStarts = new Date(laterDeparture!.starts).getTime();
    expect((await holdOf(second.insertedId)).ends).toBeLessThan(laterStarts);
    const intent = await intentFor(payer);
    await confirm(intent, PROCESSING_TEST_CARD);
    await recordPayment(payer, intent);
    expect((await holdOf(second.insertedId)).ends).toBe(laterStarts);
  });

  it('ends the holds of a departure that started, even one moved earlier since', async () => {
    const packageId = await addPackage(90);
    const departureId = await departureOf60(packageId);
    const who = await signUpWithToken(t.app);
    const made = (
      await book(who, '198.51.100.92', packageId, { departureId, travellers: 3 })
    ).json<Booked>();
    // Moved to start ten minutes from now: the hold is answered as ending then.
    const moved = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { startsAt: inMinutes(10) },
    });
    expect(moved.statusCode).toBe(200);
    const [row] = await rows<{ starts: string }>(
      sql`select starts_at::text as starts from departures where id = ${departureId}`,
    );
    expect(Date.parse((await mine(who))[0]!.holdExpiresAt!)).toBe(new Date(row!.starts).getTime());
    // Once it has started (the clock moved in the database), the sweep ends the hold.
    await t.app.database.db.execute(
      sql`update departures set starts_at = now() - interval '1 minute' where id = ${departureId}`,
    );
    await t.app.services.holdSweep.sweep();
    expect((await holdOf(made.insertedId)).status).toBe('expired');
    expect(
      await rows(sql`select 1 from departures where id = ${departureId} and seats_taken = 0`),
    ).toHaveLength(1);
  });
});

describe('a client written from the spec alone', () => {
  it('books with POST /booking, then pays from My Booking within the hold', async () => {
    const packageId = await addPackage(250);
    await departureOf60(packageId);
    const who = await signUpWithToken(t.app);
    const askedAt = Date.now();
    const booked = await inject(t.app, {
      method: 'POST',
      url: '/api/booking',
      headers: who.auth,
      remoteAddress: '198.51.100.120',
      payload: { packageId, name: 'Spec Client', email: who.email, duration: '2 days', price: 250 },
    });
    expect(booked.statusCode).toBe(201);
    const { insertedId } = booked.json<Booked>();
    const [listed] = await mine(who);
    expect(listed).toMatchObject({ _id: insertedId, price: 250, status: 'unpaid' });
    const ends = Date.parse(listed!.holdExpiresAt!);
    expect(ends).toBeGreaterThan(askedAt + HOLD * 60_000 - 1000);
    expect(ends).toBeLessThanOrEqual(Date.now() + HOLD * 60_000);

    const intent = await inject(t.app, {
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: who.auth,
      payload: { price: 250 },
    });
    expect(intent.statusCode).toBe(200);
    const secret = intent.json<CreatePaymentIntentResponse>();
    expect((await confirm(secret, '4242424242424242')).json()).toMatchObject({
      status: 'succeeded',
    });
    const paid = await inject(t.app, {
      method: 'POST',
      url: '/api/payments',
      headers: who.auth,
      payload: {
        name: 'Spec Client',
        email: who.email,
        transactionId: secret.paymentIntentId,
        price: 250,
        date: new Date().toISOString(),
        bookingIds: [insertedId],
        packageIds: [packageId],
      },
    });
    expect(paid.statusCode).toBeLessThan(300);
    expect(paid.json<{ insertedId: string }>().insertedId).toBeTruthy();
    expect((await mine(who))[0]).toMatchObject({ status: 'paid', holdExpiresAt: null });
    // Paid seats are sold: they no longer count as held.
    expect(
      await rows(sql`select 1 from hold_ledger where booking_id = ${insertedId}`),
    ).toHaveLength(0);
  });
});
