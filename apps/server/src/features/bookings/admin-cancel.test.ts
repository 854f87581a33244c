import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingSummary } from '@wayfare/contract/bookings';
import type { CreatePaymentIntentResponse, Payment } from '@wayfare/contract/payments';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

/* `POST /api/allBooking/:id/cancel`: an admin cancels any booking with a reason. */

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Traveller;
let publishableKey: string;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: 'Srimangal Tea Walk', price: 240, duration: '2 days' },
  });
  packageId = response.json<{ insertedId: string }>().insertedId;
  publishableKey = (await inject(t.app, { method: 'GET', url: '/api/payment-config' })).json<{
    publishableKey: string;
  }>().publishableKey;
});
afterAll(() => t.close());

async function book(traveller: Traveller) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: traveller.auth,
    payload: { packageId, name: 'Nadia Rahman', email: traveller.email },
  });
  return response.json<{ insertedId: string }>().insertedId;
}

/** Pays the traveller's unpaid bookings through the built-in processor, as the checkout does. */
async function pay(traveller: Traveller) {
  const intent = (
    await inject(t.app, {
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: traveller.auth,
      payload: {},
    })
  ).json<CreatePaymentIntentResponse>();
  const form = new URLSearchParams({
    client_secret: intent.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  });
  expect(confirmed.statusCode).toBe(200);
  const recorded = await inject(t.app, {
    method: 'POST',
    url: '/api/payments',
    headers: traveller.auth,
    payload: { transactionId: intent.paymentIntentId },
  });
  expect(recorded.statusCode).toBeLessThan(300);
}

function cancel(id: string, payload: unknown, auth: Record<string, string> = admin.auth) {
  return inject(t.app, {
    method: 'POST',
    url: `/api/allBooking/${id}/cancel`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
}

async function mine(traveller: Traveller) {
  return (
    await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${traveller.email}`,
      headers: traveller.auth,
    })
  ).json<Booking[]>();
}

describe('POST /api/allBooking/:id/cancel', () => {
  it('refuses a visitor (401) and a traveller, even the owner (403), whatever they send', async () => {
    const traveller = await signUpWithToken(t.app);
    const id = await book(traveller);
    expect((await cancel(id, { reason: 'No guide' }, {})).statusCode).toBe(401);
    expect((await cancel(id, {}, {})).statusCode).toBe(401);
    const own = await cancel(id, { reason: 'Changed my mind' }, traveller.auth);
    expect(own.statusCode).toBe(403);
    expect((await cancel(id, { reason: 'x' }, traveller.auth)).statusCode).toBe(403);
    expect((await mine(traveller))[0]).toMatchObject({ status: 'unpaid', cancelReason: null });
  });

  it('requires a reason of 3 to 500 characters and an existing booking, changing nothing', async () => {
    const traveller = await signUpWithToken(t.app);
    const id = await book(traveller);
    for (const payload of [{}, { reason: '' }, { reason: '  ab  ' }, { reason: 'x'.repeat(501) }]) {
      const response = await cancel(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(
      (await cancel('00000000-0000-4000-8000-000000000000', { reason: 'Gone' })).statusCode,
    ).toBe(404);
    expect((await cancel('not-an-id', { reason: 'Gone' })).statusCode).toBe(404);
    expect((await mine(traveller))[0]).toMatchObject({ status: 'unpaid', cancelReason: null });
    expect((await cancel(id, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('cancels an unpaid booking: kept as cancelled with the reason, no longer owed', async () => {
    const traveller = await signUpWithToken(t.app);
    const id = await book(traveller);
    const response = await cancel(id, { reason: '  The boat is under repair.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bookingId: id, status: 'cancelled', refunded: 0 });
    const [booking] = await mine(traveller);
    expect(booking).toMatchObject({
      _id: id,
      status: 'cancelled',
      cancelReason: 'The boat is under repair.',
    });
    expect(Date.parse(booking!.cancelledAt!)).toBeGreaterThan(Date.now() - 60_000);
    const summary = (
      await inject(t.app, {
        method: 'GET',
        url: `/api/booking/summary?email=${traveller.email}`,
        headers: traveller.auth,
      })
    ).json<BookingSummary>();
    expect(summary).toMatchObject({ outstanding: 0, unpaidCount: 0 });
    // Nothing left to pay, and the traveller cannot delete or refund it.
    const intent = await inject(t.app, {
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: traveller.auth,
      payload: {},
    });
    expect(intent.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });
    const deleted = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${id}`,
      headers: traveller.auth,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ detail: 'This booking was cancelled already.' });
    const again = await cancel(id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_NOT_CANCELLABLE' });
    expect((await mine(traveller))[0]?.cancelReason).toBe('The boat is under repair.');
  });

  it('refunds a paid booking through the processor once, however often it is asked', async () => {
    const traveller = await signUpWithToken(t.app);
    const id = await book(traveller);
    await pay(traveller);
    expect((await mine(traveller))[0]?.status).toBe('paid');

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => cancel(id, { reason: 'Flooding on the route.' })),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toEqual({ bookingId: id, status: 'refunded', refunded: 240 });
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ code: 'BOOKING_NOT_CANCELLABLE' });
    }
    const refunds = await t.app.database.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents from refunds where booking_id = ${id}`,
    );
    const [row] = (refunds as { rows: { n: number; cents: number }[] }).rows;
    expect(row).toEqual({ n: 1, cents: 24000 });
    const [payment] = (
      await inject(t.app, {
        method: 'GET',
        url: `/api/payments/${traveller.email}`,
        headers: traveller.auth,
      })
    ).json<Payment[]>();
    expect(payment).toMatchObject({ refunded: 240 });
    expect((await mine(traveller))[0]).toMatchObject({
      status: 'refunded',
      cancelReason: 'Flooding on the route.',
    });
    // The traveller's own refund afterwards refunds nothing more.
    await inject(t.app, {
      method: 'POST',
      url: `/api/booking/${id}/refund`,
      headers: traveller.auth,
    });
    const after = await t.app.database.db.execute(
      sql`select count(*)::int as n from refunds where booking_id = ${id}`,
    );
    expect((after as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('refuses a booking the traveller refunded already (409), keeping it as it was', async () => {
    const traveller = await signUpWithToken(t.app);
    const id = await book(traveller);
    await pay(traveller);
    await inject(t.app, {
      method: 'POST',
      url: `/api/booking/${id}/refund`,
      headers: traveller.auth,
    });
    const response = await cancel(id, { reason: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect((await mine(traveller))[0]).toMatchObject({ status: 'refunded', cancelReason: null });
  });
});
