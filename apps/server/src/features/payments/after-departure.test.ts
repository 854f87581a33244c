import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@wayfare/contract/bookings';
import type { CreatePaymentIntentResponse, Payment } from '@wayfare/contract/payments';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

/*
 * Money once a trip has left: the traveller's own refund closes when the departure starts (an
 * admin still refunds, with a reason), paying is refused from then on, a payment that goes
 * through after the start is refunded, and a refund is recorded in the audit trail once.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Account;
let publishableKey: string;

beforeAll(async () => {
  t = await createTestApp();
  // Nothing here waits for a job; the seat-hold sweep must not end a hold these tests keep.
  await t.app.services.jobs.stop();
  admin = await signUpAdmin(t.app, 'ops@example.com', 'Operator');
  publishableKey = (await inject(t.app, { method: 'GET', url: '/api/payment-config' })).json<{
    publishableKey: string;
  }>().publishableKey;
});
afterAll(() => t.close());

function inDays(days: number): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T07:30`;
}

/** A package (and, unless `departures` is 0, one departure of it in 10 days). */
async function trip(price: number, departures = 1) {
  const added = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: `Tanguar Haor ${Math.random()}`, price, duration: '2 days' },
  });
  const packageId = added.json<{ insertedId: string }>().insertedId;
  if (departures === 0) return { packageId, departureId: undefined };
  const departure = await inject(t.app, {
    method: 'POST',
    url: `/api/packages/${packageId}/departures`,
    headers: admin.auth,
    payload: { startsAt: inDays(10), seats: 20 },
  });
  expect(departure.statusCode).toBe(201);
  return { packageId, departureId: departure.json<{ insertedId: string }>().insertedId };
}

/** The departure left an hour ago (the API only takes future starts). */
async function leave(departureId: string | undefined) {
  await t.app.database.db.execute(
    sql`update departures set starts_at = now() - interval '1 hour' where id = ${departureId}`,
  );
}

async function book(traveller: Account, of: { packageId: string; departureId?: string }) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: traveller.auth,
    payload: { ...of, name: 'Nadia Rahman', email: traveller.email },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

function createIntent(traveller: Account) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: traveller.auth,
    payload: {},
  });
}

/** The built-in processor takes the test card for the intent, as the card form does. */
async function confirm(intent: CreatePaymentIntentResponse) {
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      client_secret: intent.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    }).toString(),
  });
  expect(confirmed.statusCode).toBe(200);
}

function record(traveller: Account, transactionId: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/payments',
    headers: traveller.auth,
    payload: { transactionId },
  });
}

async function pay(traveller: Account) {
  const intent = await createIntent(traveller);
  expect(intent.statusCode).toBe(200);
  const body = intent.json<CreatePaymentIntentResponse>();
  await confirm(body);
  expect((await record(traveller, body.paymentIntentId)).statusCode).toBeLessThan(300);
  return body;
}

function refund(id: string, auth: Record<string, string>) {
  return inject(t.app, { method: 'POST', url: `/api/booking/${id}/refund`, headers: auth });
}

function adminCancel(id: string, reason: string) {
  return inject(t.app, {
    method: 'POST',
    url: `/api/allBooking/${id}/cancel`,
    headers: admin.auth,
    payload: { reason },
  });
}

async function statusOf(traveller: Account, id: string) {
  const list = (
    await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${traveller.email}`,
      headers: traveller.auth,
    })
  ).json<Booking[]>();
  return list.find((b) => b._id === id)?.status;
}

async function paymentsOf(traveller: Account) {
  return (
    await inject(t.app, {
      method: 'GET',
      url: `/api/payments/${traveller.email}`,
      headers: traveller.auth,
    })
  ).json<Payment[]>();
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.database.db.execute(query)) as { rows: T[] }).rows;
}

/** The refund rows of a booking and what the processor says it refunded of the intent. */
async function refundsOf(bookingId: string, intentId: string) {
  const [ledger] = await rows<{ n: number; cents: number }>(
    sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents from refunds where booking_id = ${bookingId}`,
  );
  const [processor] = await rows<{ amount_refunded: number }>(
    sql`select amount_refunded from processor_payment_intents where id = ${intentId}`,
  );
  return { ...ledger!, atProcessor: processor!.amount_refunded };
}

async function auditCount(action: string, bookingId: string) {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from audit_events where action = ${action} and target_id = ${bookingId}`,
  );
  return row!.n;
}

describe("the traveller's own refund", () => {
  it('closes when the departure starts (409); an admin still refunds it with a reason', async () => {
    const traveller = await signUpWithToken(t.app);
    const soon = await trip(180);
    const id = await book(traveller, soon);
    const intent = await pay(traveller);
    await leave(soon.departureId);

    const refused = await refund(id, traveller.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('DEPARTURE_STARTED');
    expect(refused.json<{ detail: string }>().detail).toMatch(/has started.*contact Wayfare/);
    // An admin's refund without a reason is refused too: it goes through a cancel with one.
    const byAdmin = await refund(id, admin.auth);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json()).toMatchObject({ code: 'DEPARTURE_STARTED' });
    expect(await statusOf(traveller, id)).toBe('paid');
    expect(await refundsOf(id, intent.paymentIntentId)).toEqual({ n: 0, cents: 0, atProcessor: 0 });

    const cancelled = await adminCancel(id, 'The boat broke down on the first day.');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ bookingId: id, status: 'refunded', refunded: 180 });
    expect(await refundsOf(id, intent.paymentIntentId)).toEqual({
      n: 1,
      cents: 18000,
      atProcessor: 18000,
    });
  });

  it('stays open before the start, and for a package sold without departures', async () => {
    const traveller = await signUpWithToken(t.app);
    const later = await trip(120);
    const undated = await trip(90, 0);
    const first = await book(traveller, later);
    const second = await book(traveller, undated);
    await pay(traveller);
    expect((await refund(first, traveller.auth)).json()).toEqual({
      refunded: 120,
      bookingId: first,
    });
    expect((await refund(second, traveller.auth)).json()).toEqual({
      refunded: 90,
      bookingId: second,
    });
    expect(await statusOf(traveller, first)).toBe('refunded');
    expect(await statusOf(traveller, second)).toBe('refunded');
  });
});

describe('paying once the departure has started', () => {
  it('asks for no intent: 409 naming the trip', async () => {
    const traveller = await signUpWithToken(t.app);
    const soon = await trip(150);
    const id = await book(traveller, soon);
    await leave(soon.departureId);
    const response = await createIntent(traveller);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('DEPARTURE_STARTED');
    expect(response.json<{ detail: string }>().detail).toContain('has already left');
    const intents = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_intents where ${id} = any(booking_ids)`,
    );
    expect(intents[0]!.n).toBe(0);
    expect(await statusOf(traveller, id)).toBe('unpaid');
  });

  it('records a payment that went through after the start and refunds it, saying so (409)', async () => {
    const traveller = await signUpWithToken(t.app);
    const soon = await trip(210);
    const id = await book(traveller, soon);
    const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
    await leave(soon.departureId);
    await confirm(intent);
    // The page and the processor's webhook race to record it; both find it the same way.
    const [answer] = await Promise.all([
      record(traveller, intent.paymentIntentId),
      t.app.services.processor!.dispatcher.kick(),
    ]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ code: string }>().code).toBe('DEPARTURE_STARTED');
    expect(answer.json<{ detail: string }>().detail).toMatch(
      /had already left.*210 USD are refunded to your card\.$/,
    );
    expect(await statusOf(traveller, id)).toBe('unpaid');
    // Whichever recorded it asked for the refund; when the webhook won it may be on its way.
    await expect
      .poll(async () => (await paymentsOf(traveller))[0], { timeout: 10_000 })
      .toMatchObject({ price: 210, refunded: 210, status: 'refunded', bookingIds: [] });
    expect(await paymentsOf(traveller)).toHaveLength(1);
    const [processor] = await rows<{ amount_refunded: number }>(
      sql`select amount_refunded from processor_payment_intents where id = ${intent.paymentIntentId}`,
    );
    expect(processor!.amount_refunded).toBe(21000);
    // Asked again, the same answer; nothing more is refunded.
    const again = await record(traveller, intent.paymentIntentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DEPARTURE_STARTED' });
    expect((await paymentsOf(traveller))[0]).toMatchObject({ refunded: 210 });
  });

  it('pays the rest of a basket and refunds only the trip that left', async () => {
    const traveller = await signUpWithToken(t.app);
    const soon = await trip(100);
    const later = await trip(250);
    const gone = await book(traveller, soon);
    const kept = await book(traveller, later);
    const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
    expect(intent.amount).toBe(350);
    await leave(soon.departureId);
    await confirm(intent);
    const answer = await record(traveller, intent.paymentIntentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ detail: string }>().detail).toMatch(
      /that booking was not paid and 100 USD are refunded to your card\. Your other bookings are paid\.$/,
    );
    expect(await statusOf(traveller, kept)).toBe('paid');
    expect(await statusOf(traveller, gone)).toBe('unpaid');
    await expect
      .poll(async () => (await paymentsOf(traveller))[0], { timeout: 10_000 })
      .toMatchObject({ price: 350, refunded: 100, bookingIds: [kept] });
  });
});

describe('one refund asked for many times at once', () => {
  /** The booking's effects: refund rows, processor refund, audit entries, answers. */
  async function race(withTraveller: boolean) {
    const traveller = await signUpWithToken(t.app);
    const later = await trip(240);
    const id = await book(traveller, later);
    const intent = await pay(traveller);
    const [own, ...cancels] = await Promise.all([
      withTraveller ? refund(id, traveller.auth) : adminCancel(id, 'Flooding on the route.'),
      ...Array.from({ length: 15 }, () => adminCancel(id, 'Flooding on the route.')),
    ]);
    return { id, own, cancels, ...(await refundsOf(id, intent.paymentIntentId)) };
  }

  it('is made once and recorded once when the traveller and 15 admins race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, own, cancels, ...ledger } = await race(true);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ refunded: 240, bookingId: id });
      expect(ledger).toMatchObject({ n: 1, cents: 24000, atProcessor: 24000 });
      // At most one admin's cancel made the refund (none when the traveller's came first); the
      // others were told it was refunded already, and only a refund made is in the trail.
      const made = cancels.filter((r) => r.statusCode === 200);
      expect(made.length).toBeLessThanOrEqual(1);
      for (const r of cancels.filter((c) => c.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(r.json()).toMatchObject({ code: 'BOOKING_NOT_CANCELLABLE' });
      }
      expect(await auditCount('payment.refund', id)).toBe(made.length);
      expect(await auditCount('booking.cancel', id)).toBe(made.length);
    }
  });

  it('is recorded in the audit trail exactly once when 16 admins race', async () => {
    const { id, own, cancels, ...ledger } = await race(false);
    expect(ledger).toMatchObject({ n: 1, cents: 24000, atProcessor: 24000 });
    expect([own, ...cancels].filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await auditCount('payment.refund', id)).toBe(1);
    expect(await auditCount('booking.cancel', id)).toBe(1);
  });
});
