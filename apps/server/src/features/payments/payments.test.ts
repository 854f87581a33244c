import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSummary, Booking } from '@wayfare/contract/bookings';
import type { CreatePaymentIntentResponse, Payment } from '@wayfare/contract/payments';
import { signWebhookPayload } from '#emulators/processor';
import { builtInProcessorKeys, resolveSecrets } from '#config/secrets';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Traveller;
let publishableKey: string;
const packageIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
  for (const [title, price] of [
    ['Sundarbans Mangrove Cruise', 329],
    ['Sylhet Tea Garden Retreat', 199],
  ] as const) {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title, price, duration: '3 days' },
    });
    packageIds.push(response.json<{ insertedId: string }>().insertedId);
  }
  publishableKey = (await inject(t.app, { method: 'GET', url: '/api/payment-config' })).json<{
    publishableKey: string;
  }>().publishableKey;
});
afterAll(() => t.close());

async function bookBoth(traveller: Traveller) {
  const ids: string[] = [];
  for (const packageId of packageIds) {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/booking',
      headers: traveller.auth,
      payload: { packageId, name: 'Nadia Rahman', email: traveller.email },
    });
    ids.push(response.json<{ insertedId: string }>().insertedId);
  }
  return ids;
}

async function createIntent(traveller: Traveller, price?: number) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: traveller.auth,
    payload: price === undefined ? {} : { price },
  });
}

/** What Wayfare's card form (or Stripe.js) does in the browser: confirm with the publishable key. */
async function confirm(
  intent: CreatePaymentIntentResponse,
  card = '4242424242424242',
  cvc = '123',
) {
  const form = new URLSearchParams({
    client_secret: intent.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': cvc,
    'payment_method_data[billing_details][name]': 'Nadia Rahman',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  });
}

async function record(traveller: Traveller, intentId: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/payments',
    headers: traveller.auth,
    payload: {
      name: 'Nadia Rahman',
      email: traveller.email,
      transactionId: intentId,
      price: 1,
      date: new Date().toISOString(),
      bookingIds: [],
      packageIds: [],
    },
  });
}

async function summary(traveller: Traveller) {
  return (
    await inject(t.app, {
      method: 'GET',
      url: `/api/booking/summary?email=${traveller.email}`,
      headers: traveller.auth,
    })
  ).json<BookingSummary>();
}

async function paymentsOf(traveller: Traveller) {
  return (
    await inject(t.app, {
      method: 'GET',
      url: `/api/payments/${traveller.email}`,
      headers: traveller.auth,
    })
  ).json<Payment[]>();
}

async function countPayments(intentId: string) {
  const result = await t.app.database.db.execute(
    sql`select count(*)::int as n from payments where payment_intent_id = ${intentId}`,
  );
  return Number((result as { rows: { n: number }[] }).rows[0]!.n);
}

describe('create-payment-intent', () => {
  it('charges the server-computed sum of unpaid bookings and refuses a tampered or stale price', async () => {
    const traveller = await signUpWithToken(t.app);
    await bookBoth(traveller);
    const tampered = await createIntent(traveller, 1);
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    const right = await createIntent(traveller, 528);
    expect(right.statusCode).toBe(200);
    const intent = right.json<CreatePaymentIntentResponse>();
    expect(intent).toMatchObject({ amount: 528 });
    expect(intent.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(intent.bookingIds).toHaveLength(2);
    // The same basket reuses the same intent: no pile of intents from page reloads.
    expect(
      (await createIntent(traveller)).json<CreatePaymentIntentResponse>().paymentIntentId,
    ).toBe(intent.paymentIntentId);
  });

  it('answers simultaneous requests for one basket with one intent (double clicks, two tabs)', async () => {
    const traveller = await travellerWithBookings();
    // From many addresses: the per-address limit on this call must not be what answers.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject(t.app, {
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: traveller.auth,
          remoteAddress: `10.20.0.${i + 1}`,
          payload: {},
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const ids = new Set(answers.map((a) => a.json<CreatePaymentIntentResponse>().paymentIntentId));
    expect(ids.size).toBe(1);
    const rows = await t.app.database.db.execute(
      sql`select count(*)::int as n from processor_payment_intents where id in (select id from payment_intents where user_id = (select id from users where email = ${traveller.email}))`,
    );
    expect(Number((rows as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('refuses a total of 0, and a visitor', async () => {
    const traveller = await signUpWithToken(t.app);
    const nothing = await createIntent(traveller);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });
    expect(
      (await inject(t.app, { method: 'POST', url: '/api/create-payment-intent', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

describe('paying', () => {
  it('records a succeeded payment once, marks the bookings paid and lists it in the history', async () => {
    const traveller = await signUpWithToken(t.app);
    const bookingIds = await bookBoth(traveller);
    const intent = (await createIntent(traveller, 528)).json<CreatePaymentIntentResponse>();
    const confirmed = await confirm(intent);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', amount: 52800 });

    const first = await record(traveller, intent.paymentIntentId);
    const again = await record(traveller, intent.paymentIntentId);
    // The webhook, kicked by the confirmation, may have recorded it first: both calls succeed.
    expect([200, 201]).toContain(first.statusCode);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ insertedId: string }>().insertedId).toBe(
      first.json<{ insertedId: string }>().insertedId,
    );
    await t.app.services.processor!.dispatcher.kick();
    expect(await countPayments(intent.paymentIntentId)).toBe(1);

    expect(await summary(traveller)).toEqual({
      count: 2,
      total: 528,
      unpaidCount: 0,
      unpaidTotal: 0,
      paid: 528,
      refunded: 0,
      outstanding: 0,
    });
    const [payment] = await paymentsOf(traveller);
    expect(payment).toMatchObject({
      transactionId: intent.paymentIntentId,
      price: 528,
      refunded: 0,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(payment!.bookingIds.sort()).toEqual([...bookingIds].sort());
    expect(payment!.packageIds.sort()).toEqual([...packageIds].sort());
    expect((await createIntent(traveller)).statusCode).toBe(409);
  });

  it('records nothing for a declined card and leaves the bookings unpaid', async () => {
    const traveller = await signUpWithToken(t.app);
    await bookBoth(traveller);
    const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
    const declined = await confirm(intent, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const broke = await confirm(intent, '4000000000009995');
    expect(broke.json()).toMatchObject({
      error: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    const recorded = await record(traveller, intent.paymentIntentId);
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json()).toMatchObject({ code: 'PAYMENT_NOT_SUCCEEDED' });
    await t.app.services.processor!.dispatcher.kick();
    expect(await countPayments(intent.paymentIntentId)).toBe(0);
    expect((await summary(traveller)).unpaidCount).toBe(2);
    expect(await paymentsOf(traveller)).toEqual([]);
  });

  it('refuses to record another user’s intent, and an unknown one', async () => {
    const owner = await signUpWithToken(t.app);
    const thief = await signUpWithToken(t.app);
    await bookBoth(owner);
    const intent = (await createIntent(owner)).json<CreatePaymentIntentResponse>();
    await confirm(intent);
    expect((await record(thief, intent.paymentIntentId)).statusCode).toBe(403);
    expect((await record(thief, 'pi_doesnotexist')).statusCode).toBe(404);
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/payments/${owner.email}`,
          headers: thief.auth,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('completes a payment from the webhook alone when the page was closed', async () => {
    const traveller = await signUpWithToken(t.app);
    await bookBoth(traveller);
    const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
    await confirm(intent);
    await t.app.services.processor!.dispatcher.kick();
    expect(await countPayments(intent.paymentIntentId)).toBe(1);
    expect((await summary(traveller)).unpaidCount).toBe(0);
    expect((await paymentsOf(traveller))[0]?.name).toBe('Nadia Rahman');
  });

  it('gives exactly one payment when the page and the webhook race, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const traveller = await signUpWithToken(t.app);
      await bookBoth(traveller);
      const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
      await confirm(intent);
      const answers = await Promise.all([
        record(traveller, intent.paymentIntentId),
        t.app.services.processor!.dispatcher.kick(),
        record(traveller, intent.paymentIntentId),
      ]);
      const ids = new Set(
        [answers[0], answers[2]].map(
          (r) => (r as { json: () => { insertedId: string } }).json().insertedId,
        ),
      );
      expect(ids.size).toBe(1);
      expect(await countPayments(intent.paymentIntentId)).toBe(1);
    }
  });

  it('refunds the part of a payment whose booking was cancelled while paying', async () => {
    const traveller = await signUpWithToken(t.app);
    const [first] = await bookBoth(traveller);
    const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
    await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${first}`,
      headers: traveller.auth,
    });
    await confirm(intent);
    await record(traveller, intent.paymentIntentId);
    // Whichever comes first, this call or the processor's webhook, records the payment and then
    // asks for the refund: when the webhook won, the refund may still be on its way here.
    await expect
      .poll(async () => (await paymentsOf(traveller))[0], { timeout: 10_000 })
      .toMatchObject({ price: 528, refunded: 329, status: 'partially_refunded' });
    const [payment] = await paymentsOf(traveller);
    expect(payment!.bookingIds).toHaveLength(1);
  });

  it('never stores the card number, only brand and last 4', async () => {
    const dump = await t.app.database.db.execute(
      sql`select row_to_json(p)::text as row from processor_payment_intents p union all select row_to_json(x)::text from payments x`,
    );
    const text = (dump as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    expect(text).toContain('4242');
    expect(text).not.toMatch(/4242424242424242|4000000000000002|4000000000009995/);
  });
});

describe('webhook endpoint', () => {
  const webhookSecret = () =>
    builtInProcessorKeys(resolveSecrets(t.config).betterAuthSecret).webhookSecret;
  const event = JSON.stringify({
    id: 'evt_test',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_unknown' } },
  });

  it('refuses a wrong signature and a stale timestamp', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(event, 'whsec_wrong'),
      },
      payload: event,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(
          event,
          webhookSecret(),
          Math.floor(Date.now() / 1000) - 400,
        ),
      },
      payload: event,
    });
    expect(stale.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: event,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('accepts a well-signed event and ignores intents it does not know', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(event, webhookSecret()),
      },
      payload: event,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, handled: false });
  });
});

describe('refunds', () => {
  it('refunds a paid booking once through the processor and shows it in the history', async () => {
    const traveller = await signUpWithToken(t.app);
    const [first, second] = await bookBoth(traveller);
    const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
    await confirm(intent);
    await record(traveller, intent.paymentIntentId);

    const cancelPaid = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${first}`,
      headers: traveller.auth,
    });
    expect(cancelPaid.statusCode).toBe(409);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject(t.app, {
          method: 'POST',
          url: `/api/booking/${first}/refund`,
          headers: traveller.auth,
        }),
      ),
    );
    for (const r of refunds) expect(r.json()).toEqual({ refunded: 329, bookingId: first });
    const bookings = (
      await inject(t.app, {
        method: 'GET',
        url: `/api/booking?email=${traveller.email}`,
        headers: traveller.auth,
      })
    ).json<Booking[]>();
    expect(bookings.find((b) => b._id === first)?.status).toBe('refunded');
    expect(bookings.find((b) => b._id === second)?.status).toBe('paid');
    const [payment] = await paymentsOf(traveller);
    expect(payment).toMatchObject({ refunded: 329, status: 'partially_refunded' });
    // The totals keep the refunded booking in Total Price (the listed bookings' prices) but never
    // count its money as kept: paid 528, of which 329 went back, nothing owed.
    expect(await summary(traveller)).toEqual({
      count: 2,
      total: 528,
      unpaidCount: 0,
      unpaidTotal: 0,
      paid: 528,
      refunded: 329,
      outstanding: 0,
    });
    const third = await inject(t.app, {
      method: 'POST',
      url: '/api/booking',
      headers: traveller.auth,
      payload: { packageId: packageIds[1], name: 'Nadia Rahman', email: traveller.email },
    });
    expect(third.statusCode).toBe(201);
    expect(await summary(traveller)).toMatchObject({ total: 727, paid: 528, outstanding: 199 });
    // Checkout charges what is outstanding.
    expect((await createIntent(traveller)).json()).toMatchObject({ amount: 199 });
    const processorSide = await t.app.database.db.execute(
      sql`select amount_refunded from processor_payment_intents where id = ${intent.paymentIntentId}`,
    );
    expect(
      (processorSide as { rows: { amount_refunded: number }[] }).rows[0]?.amount_refunded,
    ).toBe(32900);
  });

  it('refuses to refund an unpaid booking or someone else’s', async () => {
    const owner = await signUpWithToken(t.app);
    const other = await signUpWithToken(t.app);
    const [unpaid] = await bookBoth(owner);
    expect(
      (
        await inject(t.app, {
          method: 'POST',
          url: `/api/booking/${unpaid}/refund`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await inject(t.app, {
          method: 'POST',
          url: `/api/booking/${unpaid}/refund`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(403);
  });
});

async function travellerWithBookings() {
  const traveller = await signUpWithToken(t.app);
  await bookBoth(traveller);
  return traveller;
}

describe('built-in processor API', () => {
  it('needs the secret key to create intents and the client secret to confirm', async () => {
    const withPublishable = await t.app.inject({
      method: 'POST',
      url: '/api/processor/v1/payment_intents',
      headers: {
        authorization: `Bearer ${publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'amount=1000&currency=usd',
    });
    expect(withPublishable.statusCode).toBe(401);
    const traveller = await signUpWithToken(t.app);
    await bookBoth(traveller);
    const intent = (await createIntent(traveller)).json<CreatePaymentIntentResponse>();
    const wrongSecret = await confirm({
      ...intent,
      clientSecret: `${intent.paymentIntentId}_secret_guess`,
    });
    expect(wrongSecret.statusCode).toBe(400);
    const badNumber = await confirm(intent, '4242424242424241');
    expect(badNumber.json()).toMatchObject({
      error: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
  });

  it('answers an oversized, unreadable or wrongly typed body with Stripe’s 4xx, never a 500', async () => {
    const intent = (
      await createIntent(await travellerWithBookings())
    ).json<CreatePaymentIntentResponse>();
    const calls = [
      {
        type: 'application/x-www-form-urlencoded',
        payload: `amount=${'9'.repeat(40_000)}`,
        status: 413,
      },
      { type: 'text/plain', payload: 'amount=1000', status: 415 },
      {
        type: 'application/json',
        payload: `{"client_secret":"${'A'.repeat(40_000)}"}`,
        status: 413,
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/processor/v1/payment_intents/${intent.paymentIntentId}/confirm`,
        headers: { authorization: `Bearer ${publishableKey}`, 'content-type': call.type },
        payload: call.payload,
      });
      expect(response.statusCode, call.type).toBe(call.status);
      expect(response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
  });
});

describe('account life cycle: a deleted account’s records pass to nobody', () => {
  it('keeps the paid records for the agency and shows, cancels or refunds none of them to a new account on the same e-mail', async () => {
    const first = await signUpWithToken(t.app);
    const [paidId, unpaidId] = await bookBoth(first);
    // Pay for both, then book one more that stays unpaid.
    const intent = (await createIntent(first)).json<CreatePaymentIntentResponse>();
    expect((await confirm(intent)).statusCode).toBe(200);
    expect((await record(first, intent.paymentIntentId)).statusCode).toBeLessThan(300);
    const [openId] = await bookBoth(first);
    const firstId = (await t.app.services.tokens.verify(first.token))!.sub;
    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/users/${firstId}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);

    // The agency keeps the money's trail, detached from any account; the unpaid booking is gone.
    const rows = await t.app.database.db.query.bookings.findMany({
      where: (b, { inArray }) => inArray(b.id, [paidId!, unpaidId!, openId!]),
    });
    expect(rows.map((r) => [r.id, r.status, r.userId]).sort()).toEqual(
      [
        [paidId, 'paid', null],
        [unpaidId, 'paid', null],
      ].sort(),
    );
    const agencyView = await inject(t.app, {
      method: 'GET',
      url: `/api/payments/${first.email}`,
      headers: admin.auth,
    });
    expect(agencyView.json<Payment[]>()).toHaveLength(1);

    // Someone else registers the address: a new person, who owns nothing of the first's.
    const second = await signUpWithToken(t.app, first.email);
    const listed = await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${first.email}`,
      headers: second.auth,
    });
    expect(listed.json<Booking[]>()).toEqual([]);
    expect(await summary(second)).toMatchObject({ count: 0 });
    expect(await paymentsOf(second)).toEqual([]);
    const refund = await inject(t.app, {
      method: 'POST',
      url: `/api/booking/${paidId}/refund`,
      headers: second.auth,
    });
    expect(refund.statusCode).toBe(403);
    const nothingToPay = await createIntent(second);
    expect(nothingToPay.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });
    const stillPaid = await t.app.database.db.query.bookings.findFirst({
      where: (b, { eq }) => eq(b.id, paidId!),
    });
    expect(stillPaid).toMatchObject({ status: 'paid', userId: null });
  });
});
