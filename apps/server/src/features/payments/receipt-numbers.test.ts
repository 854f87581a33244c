import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '#config/paths';
import { builtInProcessorKeys, resolveSecrets } from '#config/secrets';
import { openDatabase } from '#db/client';
import { paymentReceipts, receiptCounter } from '#db/schema';
import { signWebhookPayload } from '#emulators/processor';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * Receipt numbers (docs/product.md §4, "Payment"): one gapless series, WF-000001 on, one number
 * per payment, taken from one counter in the transaction that records the payment. Payments are
 * raced here with their repeats (the page and the webhook, several times each), then their
 * receipts mailed and downloaded over and over: on PostgreSQL (DATABASE_URL) a pool of
 * connections really runs them at once.
 */

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

const TRAVELLERS = 12;
const REPEATS = 3;

let t: TestApp;
let packageId: string;
let publishableKey: string;
let webhookSecret: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpAdmin(t.app, uniqueEmail('receipts-admin'), 'Receipts Admin');
  const added = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: 'Ratargul Swamp Forest', price: 95, duration: '1 day' },
  });
  expect(added.statusCode).toBe(201);
  packageId = added.json<{ insertedId: string }>().insertedId;
  publishableKey = (await inject(t.app, { method: 'GET', url: '/api/payment-config' })).json<{
    publishableKey: string;
  }>().publishableKey;
  webhookSecret = builtInProcessorKeys(resolveSecrets(t.config).betterAuthSecret).webhookSecret;
});
afterAll(() => t.close());

/** Books the package, asks for an intent and has the built-in processor confirm a test card. */
async function readyToPay(traveller: Traveller): Promise<string> {
  const booked = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: traveller.auth,
    payload: { packageId, name: 'Receipt Counter', email: traveller.email },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const intentResponse = await inject(t.app, {
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: traveller.auth,
    payload: {},
  });
  expect(intentResponse.statusCode, intentResponse.body).toBe(200);
  const intent = intentResponse.json<{ clientSecret: string; paymentIntentId: string }>();
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
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return intent.paymentIntentId;
}

/** The checkout page recording the payment (201 the first time, 200 for a repeat). */
function recordFromPage(traveller: Traveller, intentId: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/payments',
    headers: traveller.auth,
    payload: { transactionId: intentId },
  });
}

/** The processor's `payment_intent.succeeded` event, as its webhook delivers it (again). */
function webhook(intentId: string) {
  const event = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhookPayload(event, webhookSecret),
    },
    payload: event,
  });
}

async function paymentIdOf(traveller: Traveller): Promise<string> {
  const list = await inject(t.app, {
    method: 'GET',
    url: `/api/payments/${traveller.email}`,
    headers: traveller.auth,
  });
  const payments = list.json<{ _id: string }[]>();
  expect(payments).toHaveLength(1);
  return payments[0]!._id;
}

/** The number of a downloaded receipt, from the file name the server gives it. */
async function downloadedNumber(traveller: Traveller, paymentId: string): Promise<number> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/payments/${paymentId}/receipt.pdf`,
    headers: traveller.auth,
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const match = /receipt-WF-(\d{6})\.pdf/.exec(String(response.headers['content-disposition']));
  expect(match, String(response.headers['content-disposition'])).not.toBeNull();
  return Number(match![1]);
}

/** The numbers of the receipts mailed to the traveller (their subjects name them). */
async function mailedNumbers(traveller: Traveller): Promise<number[]> {
  const mails = (await t.app.services.mail.listTo(traveller.email)).filter(
    (m) => m.kind === 'payment-receipt',
  );
  return mails.map((m) => Number(/WF-(\d{6})/.exec(m.subject)![1]));
}

async function counterValue(): Promise<number | undefined> {
  const [row] = await t.app.database.db
    .select({ last: receiptCounter.lastNumber })
    .from(receiptCounter);
  return row?.last;
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('receipt numbers', () => {
  const travellers: Traveller[] = [];
  const paymentIds: string[] = [];

  it(`numbers ${TRAVELLERS} payments recorded at once, each from the page and the webhook ${REPEATS} times and its receipt fetched meanwhile, 1 to ${TRAVELLERS} with no gap and no duplicate`, async () => {
    travellers.push(
      ...(await Promise.all(
        Array.from({ length: TRAVELLERS }, (_, n) =>
          signUpWithToken(t.app, uniqueEmail(`receipt${n}`)),
        ),
      )),
    );
    const intents = await Promise.all(travellers.map((traveller) => readyToPay(traveller)));

    /** The page records the payment (again and again), then the receipt is downloaded twice. */
    async function payAndFetch(traveller: Traveller, intentId: string) {
      const recorded = await Promise.all(
        Array.from({ length: REPEATS }, () => recordFromPage(traveller, intentId)),
      );
      expect(recorded.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 201)).toEqual([]);
      const paymentId = recorded[0]!.json<{ insertedId: string }>().insertedId;
      const numbers = await Promise.all([
        downloadedNumber(traveller, paymentId),
        downloadedNumber(traveller, paymentId),
      ]);
      return { paymentId, numbers };
    }
    const [paid, hooks] = await Promise.all([
      Promise.all(travellers.map((traveller, n) => payAndFetch(traveller, intents[n]!))),
      Promise.all(
        intents.flatMap((intent) => Array.from({ length: REPEATS }, () => webhook(intent))),
      ),
    ]);
    expect(hooks.map((h) => h.statusCode).filter((s) => s !== 200)).toEqual([]);
    paymentIds.push(...paid.map((p) => p.paymentId));

    // The receipts are mailed by the payments' compose jobs, then downloaded again: every mail
    // and every download names the number the payment was given.
    await t.app.services.jobs.runDue();
    const byPayment = paid.map((p) => p.numbers[0]);
    for (const [n, traveller] of travellers.entries()) {
      expect(paid[n]!.numbers).toEqual([byPayment[n], byPayment[n]]);
      expect(await mailedNumbers(traveller)).toEqual([byPayment[n]]);
      expect(await downloadedNumber(traveller, paymentIds[n]!)).toBe(byPayment[n]);
    }
    expect([...byPayment].sort((a, b) => a - b)).toEqual(oneToN(TRAVELLERS));
    expect(await counterValue()).toBe(TRAVELLERS);
    const stored = await t.app.database.db
      .select({ number: paymentReceipts.number })
      .from(paymentReceipts);
    expect(stored.map((r) => r.number).sort((a, b) => a - b)).toEqual(oneToN(TRAVELLERS));
  }, 120_000);

  it('gives the next payment the next number, and never changes a number once issued', async () => {
    expect(paymentIds).toHaveLength(TRAVELLERS);
    const before = await Promise.all(
      travellers.map((traveller, n) => downloadedNumber(traveller, paymentIds[n]!)),
    );
    const late = await signUpWithToken(t.app, uniqueEmail('receipt-late'));
    const intent = await readyToPay(late);
    expect((await webhook(intent)).statusCode).toBe(200);
    expect((await recordFromPage(late, intent)).statusCode).toBe(200);
    expect(await downloadedNumber(late, await paymentIdOf(late))).toBe(TRAVELLERS + 1);
    expect(
      await Promise.all(
        travellers.map((traveller, n) => downloadedNumber(traveller, paymentIds[n]!)),
      ),
    ).toEqual(before);

    // Not even a statement of the database's own changes an issued number.
    await expect(
      t.app.database.db
        .update(paymentReceipts)
        .set({ number: 999 })
        .where(eq(paymentReceipts.paymentId, paymentIds[0]!)),
    ).rejects.toThrow();
    expect(await downloadedNumber(travellers[0]!, paymentIds[0]!)).toBe(before[0]);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('migrating to the receipt counter', () => {
  it('keeps the numbers already issued, numbers the payments without one after them, and goes on from the highest', async () => {
    // The migrations up to the one before the counter, in a folder of their own.
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === '0024_receipt_counter');
    expect(at).toBeGreaterThan(0);
    const before = mkdtempSync(path.join(tmpdir(), 'wayfare-migrations-'));
    cpSync(MIGRATIONS_DIR, before, { recursive: true });
    writeFileSync(
      path.join(before, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    );
    const database = await openDatabase({ kind: 'memory' });
    try {
      const db = database.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: before, migrationsSchema: 'public' });
      // Three payments: two with receipts numbered as the identity column left them (a gap
      // where a repeat burnt 2), one never mailed nor downloaded.
      for (const n of [1, 2, 3]) {
        await database.db.execute(sql`
          insert into payment_intents (id, email, amount_cents, booking_ids, basket_key)
          values (${`pi_old_${n}`}, 'old@example.com', 1000, '{}', ${`old-${n}`})`);
        await database.db.execute(sql`
          insert into payments (id, payment_intent_id, name, email, amount_cents, booking_ids,
            package_ids, created_at)
          values (${`00000000-0000-4000-8000-00000000000${n}`}, ${`pi_old_${n}`}, 'Old', 'old@example.com',
            1000, '{}', '{}', now() - ${`${10 - n} days`}::interval)`);
      }
      await database.db.execute(sql`
        insert into payment_receipts (payment_id, number) overriding system value
        values ('00000000-0000-4000-8000-000000000001', 1),
               ('00000000-0000-4000-8000-000000000003', 3)`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: 'public' });
      const numbers = async () =>
        (
          (await database.db.execute(
            sql`select payment_id::text as id, number::int as number from payment_receipts order by number`,
          )) as { rows: { id: string; number: number }[] }
        ).rows;
      expect(await numbers()).toEqual([
        { id: '00000000-0000-4000-8000-000000000001', number: 1 },
        { id: '00000000-0000-4000-8000-000000000003', number: 3 },
        { id: '00000000-0000-4000-8000-000000000002', number: 4 },
      ]);
      await database.db.execute(sql`
        insert into payment_intents (id, email, amount_cents, booking_ids, basket_key)
        values ('pi_new', 'new@example.com', 1000, '{}', 'new')`);
      await database.db.execute(sql`
        insert into payments (payment_intent_id, name, email, amount_cents, booking_ids, package_ids)
        values ('pi_new', 'New', 'new@example.com', 1000, '{}', '{}')`);
      expect((await numbers()).map((r) => r.number)).toEqual([1, 3, 4, 5]);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
