import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inject,
  randomAddress,
  startApp,
  TEST_PASSWORD,
  uniqueEmail,
  type SuiteApp,
} from './support/app';
import { postgresUrl } from './support/env';
import { recordFigure } from './support/figures';
import {
  ADMIN_EMAIL,
  bookingOf,
  confirmRequest,
  createWorld,
  intentOf,
  paidBookingOf,
  type World,
} from './support/world';
import { signWebhookPayload } from '../../apps/server/src/emulators/processor/webhook-signature';

// R3: simultaneous requests on the same objects have exactly one effect each.
const pgUrl = await postgresUrl();
const databases = [
  { name: 'embedded (PGlite)', pgUrl: null },
  ...(pgUrl ? [{ name: 'PostgreSQL', pgUrl }] : []),
];
if (!pgUrl) console.warn('R3: no PostgreSQL reachable; only the embedded database is tested');

const figures: Record<string, Record<string, unknown>> = {};
afterAll(() => {
  recordFigure('R3', {
    title: 'concurrency',
    databases: databases.map((d) => d.name),
    ...figures,
  });
});

function statuses(responses: { statusCode: number }[]) {
  const count: Record<number, number> = {};
  for (const r of responses) count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
  return count;
}

describe.each(databases)('R3 concurrency on $name', ({ name, pgUrl: url }) => {
  let s: SuiteApp;
  let w: World;
  const figure: Record<string, unknown> = {};
  beforeAll(async () => {
    s = await startApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL }, pgUrl: url });
    w = await createWorld(s);
    figures[name] = figure;
  });
  afterAll(() => s.close());

  async function rows(query: ReturnType<typeof sql>) {
    return ((await s.database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  }

  it('100 simultaneous cancels of one booking: one succeeds, it is gone once', async () => {
    const id = await bookingOf(w, w.userA);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        inject(s.app, { method: 'DELETE', url: `/api/booking/${id}`, headers: w.userA.auth }),
      ),
    );
    const count = statuses(answers);
    figure.cancels = count;
    expect(count[200]).toBe(1);
    expect(answers.every((a) => [200, 404, 409].includes(a.statusCode))).toBe(true);
    expect(await rows(sql`select id from bookings where id = ${id}`)).toHaveLength(0);
  });

  it('100 simultaneous cancels and payments of the same bookings: each booking either cancelled or paid, one payment', async () => {
    const traveller = w.userB;
    for (let i = 0; i < 3; i++) await bookingOf(w, traveller);
    const intent = await intentOf(w, traveller); // a fourth booking; the intent covers all four
    const confirmed = await s.app.inject(
      confirmRequest(w, intent.paymentIntentId, intent.clientSecret),
    );
    expect(confirmed.statusCode).toBe(200);
    const calls = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? inject(s.app, {
            method: 'DELETE',
            url: `/api/booking/${intent.bookingIds[i % intent.bookingIds.length]}`,
            headers: traveller.auth,
          })
        : inject(s.app, {
            method: 'POST',
            url: '/api/payments',
            headers: traveller.auth,
            payload: { transactionId: intent.paymentIntentId },
          }),
    );
    const answers = await Promise.all(calls);
    await s.app.services.processor!.dispatcher.kick();
    figure.cancelsAndPayments = statuses(answers);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const payments = await rows(
      sql`select id, amount_cents, refunded_cents, booking_ids from payments where payment_intent_id = ${intent.paymentIntentId}`,
    );
    expect(payments).toHaveLength(1);
    const payment = payments[0]!;
    const paidIds = payment.booking_ids as string[];
    const remaining = await rows(
      sql`select id, status, price_cents from bookings where id in ${intent.bookingIds}`,
    );
    for (const booking of remaining) {
      // A booking still there is paid by this payment; a cancelled one is gone and not in it.
      expect(booking.status).toBe('paid');
      expect(paidIds).toContain(booking.id);
    }
    expect(paidIds.length).toBe(remaining.length);
    const cancelled = answers.filter((a, i) => i % 2 === 0 && a.statusCode === 200).length;
    expect(cancelled + remaining.length).toBe(intent.bookingIds.length);
    // What was kept equals what the paid bookings cost: the cancelled part was refunded.
    const kept = Number(payment.amount_cents) - Number(payment.refunded_cents);
    const owed = remaining.reduce((sum, b) => sum + Number(b.price_cents), 0);
    expect(kept).toBe(owed);
  });

  it('100 simultaneous records of one payment: one row', async () => {
    const intent = await intentOf(w, w.userA);
    await s.app.inject(confirmRequest(w, intent.paymentIntentId, intent.clientSecret));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        inject(s.app, {
          method: 'POST',
          url: '/api/payments',
          headers: w.userA.auth,
          payload: { transactionId: intent.paymentIntentId },
        }),
      ),
    );
    await s.app.services.processor!.dispatcher.kick();
    figure.records = statuses(answers);
    expect(answers.every((a) => [200, 201].includes(a.statusCode))).toBe(true);
    expect(new Set(answers.map((a) => a.json<{ insertedId: string }>().insertedId)).size).toBe(1);
    expect(
      await rows(sql`select id from payments where payment_intent_id = ${intent.paymentIntentId}`),
    ).toHaveLength(1);
  });

  it('100 simultaneous intents for one basket: one open intent to pay', async () => {
    await bookingOf(w, w.userA);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        inject(s.app, {
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: w.userA.auth,
          remoteAddress: randomAddress(),
          payload: {},
        }),
      ),
    );
    figure.intents = statuses(answers);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const ids = new Set(answers.map((a) => a.json<{ paymentIntentId: string }>().paymentIntentId));
    figure.distinctIntents = ids.size;
    expect(ids.size).toBe(1);
    const basket = [...answers[0]!.json<{ bookingIds: string[] }>().bookingIds].sort().join(',');
    expect(
      await rows(sql`select id from payment_intents where basket_key = ${basket}`),
    ).toHaveLength(1);
    const [processor] = await rows(
      sql`select count(*)::int as n from processor_payment_intents where id in (select id from payment_intents where user_id = ${w.userA.id})`,
    );
    expect(Number(processor?.n)).toBe(
      (await rows(sql`select id from payment_intents where user_id = ${w.userA.id}`)).length,
    );
  });

  it('100 simultaneous refunds of one paid booking: refunded once, at the processor too', async () => {
    const bookingId = await paidBookingOf(w, w.userB);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        inject(s.app, {
          method: 'POST',
          url: `/api/booking/${bookingId}/refund`,
          headers: w.userB.auth,
        }),
      ),
    );
    figure.refunds = statuses(answers);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(await rows(sql`select id from refunds where booking_id = ${bookingId}`)).toHaveLength(1);
    const [payment] = await rows(
      sql`select p.payment_intent_id, b.price_cents from payments p join bookings b on b.id = ${bookingId} where ${bookingId} = any(p.booking_ids)`,
    );
    const [processor] = await rows(
      sql`select amount_refunded from processor_payment_intents where id = ${payment!.payment_intent_id as string}`,
    );
    expect(processor?.amount_refunded).toBe(payment!.price_cents);
  });

  it('the webhook and the page fulfilling the same intents at once: one payment each', async () => {
    const rounds = 10;
    for (let i = 0; i < rounds; i++) {
      const intent = await intentOf(w, w.userA);
      const confirm = s.app.inject(confirmRequest(w, intent.paymentIntentId, intent.clientSecret));
      await confirm;
      const [event] = await rows(
        sql`select payload from processor_events where payload like ${`%${intent.paymentIntentId}%`} limit 1`,
      );
      const payload = String(event?.payload);
      const secret = (await import('../../apps/server/src/config/secrets')).builtInProcessorKeys(
        s.config.secrets.betterAuthSecret!,
      ).webhookSecret;
      await Promise.all([
        ...Array.from({ length: 5 }, () =>
          inject(s.app, {
            method: 'POST',
            url: '/api/payments',
            headers: w.userA.auth,
            payload: { transactionId: intent.paymentIntentId },
          }),
        ),
        ...Array.from({ length: 5 }, () =>
          s.app.inject({
            method: 'POST',
            url: '/api/webhooks/stripe',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signWebhookPayload(payload, secret),
            },
            payload,
          }),
        ),
        s.app.services.processor!.dispatcher.kick(),
      ]);
      expect(
        await rows(
          sql`select id from payments where payment_intent_id = ${intent.paymentIntentId}`,
        ),
      ).toHaveLength(1);
    }
    figure.pageAndWebhookRounds = rounds;
  });

  it('50 simultaneous sign-ups with one e-mail: one account, one directory row', async () => {
    const email = uniqueEmail('twin');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        inject(s.app, {
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: randomAddress(),
          payload: {
            email: i % 2 ? email : email.toUpperCase(),
            password: TEST_PASSWORD,
            name: `Twin ${i}`,
          },
        }),
      ),
    );
    figure.signUps = statuses(answers);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(await rows(sql`select id from auth_user where lower(email) = ${email}`)).toHaveLength(1);
    // The token exchange, raced too, makes one directory row.
    const cookie = answers
      .find((a) => a.statusCode === 200)!
      .cookies.map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const exchanges = await Promise.all(
      Array.from({ length: 20 }, () =>
        inject(s.app, { method: 'POST', url: '/api/jwt', headers: { cookie }, payload: { email } }),
      ),
    );
    expect(
      exchanges.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.body}`),
    ).toEqual([]);
    expect(await rows(sql`select id from users where email = ${email}`)).toHaveLength(1);
  });
});
