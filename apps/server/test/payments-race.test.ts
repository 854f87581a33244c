import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { openDatabase } from '#db/client';
import { inject, signUpAdmin, signUpWithToken, testConfig, uniqueEmail } from '#test/helpers';
import {
  call,
  confirmWithTestCard,
  createOwnDatabase,
  inDays,
  PG_SKIP_REASON,
  postgresAnswers,
  tally,
} from './seats-support';

/**
 * Many travellers paying at the same moment, each for several bookings, on PostgreSQL (a pool of
 * 10 connections, real HTTP): every payment is recorded (201), none fails, and the running totals
 * of all bookings (booking_totals) still add up to the bookings themselves.
 *
 * A payment marks all its bookings paid in one statement. While the totals were counters kept
 * in 16 shared rows (migration 0005), each booking's change locked its slot's rows, in whatever
 * order the statement met the bookings: two payments meeting two slots in opposite orders
 * deadlocked, and PostgreSQL aborted one of them, a 500 for a traveller who had been charged
 * (the rolling-restart test saw it once in ~140 payments). Since 0020 the triggers only append
 * rows, which nothing else waits for.
 */

const pgAnswers = await postgresAnswers();

const TRAVELLERS = 24;
const BOOKINGS_EACH = 6;
const ROUNDS = 3;

describe.skipIf(!pgAnswers)(
  pgAnswers ? 'payments racing on PostgreSQL (real HTTP, pool of 10)' : PG_SKIP_REASON,
  () => {
    let app: FastifyInstance;
    let baseUrl: string;
    let dataDir: string;
    let drop: (() => Promise<void>) | undefined;
    let packageIds: string[];
    let travellers: Awaited<ReturnType<typeof signUpWithToken>>[];
    let publishableKey: string;

    beforeAll(async () => {
      // Each traveller from an address of its own (the payment intent's limit is per address).
      const config = testConfig({ TRUST_PROXY: 'true' });
      dataDir = config.dataDir;
      const own = await createOwnDatabase('wayfare_payments_race');
      drop = () => own.drop();
      const database = await openDatabase({ kind: 'postgres', url: own.url, poolSize: 10 });
      app = await buildApp({ config, database, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const admin = await signUpAdmin(app, uniqueEmail('ops'), 'Operator');
      packageIds = [];
      for (let n = 0; n < 3; n++) {
        const added = await inject(app, {
          method: 'POST',
          url: '/api/addPackages',
          headers: admin.auth,
          payload: { title: `Paid together ${n}`, price: 100 + n, duration: '2 days' },
        });
        expect(added.statusCode).toBe(201);
        const packageId = added.json<{ insertedId: string }>().insertedId;
        const departure = await inject(app, {
          method: 'POST',
          url: `/api/packages/${packageId}/departures`,
          headers: admin.auth,
          payload: { startsAt: inDays(30 + n), seats: 1000 },
        });
        expect(departure.statusCode).toBe(201);
        packageIds.push(packageId);
      }
      travellers = await Promise.all(
        Array.from({ length: TRAVELLERS }, async (_, n) => {
          const account = await signUpWithToken(app, uniqueEmail(`payer${n}`));
          return { ...account, auth: { ...account.auth, 'x-forwarded-for': `10.0.0.${n + 1}` } };
        }),
      );
      publishableKey = (await inject(app, { method: 'GET', url: '/api/payment-config' })).json<{
        publishableKey: string;
      }>().publishableKey;
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await drop?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /** Books `BOOKINGS_EACH` bookings, asks for an intent and has the processor confirm it. */
    async function readyToPay(traveller: (typeof travellers)[number]): Promise<string> {
      for (let n = 0; n < BOOKINGS_EACH; n++) {
        const booked = await call(baseUrl, 'POST', '/api/booking', traveller.auth, {
          packageId: packageIds[n % packageIds.length],
          name: 'Paying Together',
          email: traveller.email,
        });
        expect(booked.status, booked.text).toBe(201);
      }
      const intent = await call(baseUrl, 'POST', '/api/create-payment-intent', traveller.auth, {});
      expect(intent.status, intent.text).toBe(200);
      const confirmed = await confirmWithTestCard(
        baseUrl,
        publishableKey,
        intent.body as { paymentIntentId: unknown; clientSecret: unknown },
      );
      expect(confirmed.status, await confirmed.clone().text()).toBe(200);
      await confirmed.body?.cancel();
      return String(intent.body.paymentIntentId);
    }

    it(`${TRAVELLERS} travellers pay ${BOOKINGS_EACH} bookings each at once, ${ROUNDS} times: all recorded, the totals add up`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const intents = await Promise.all(travellers.map((traveller) => readyToPay(traveller)));
        const answers = await Promise.all(
          travellers.map((traveller, n) =>
            call(baseUrl, 'POST', '/api/payments', traveller.auth, { transactionId: intents[n] }),
          ),
        );
        // The webhook may have recorded a payment first (200); either way, recorded.
        const failed = answers.filter((a) => a.status !== 200 && a.status !== 201);
        expect(
          failed.map((a) => a.text),
          JSON.stringify(tally(answers)),
        ).toEqual([]);
      }

      const result = (await app.database.db.execute(sql`
        select b.status, b.n, b.cents, coalesce(t.n, 0)::int as kept_n, coalesce(t.cents, 0)::int as kept_cents
        from (select status, count(*)::int as n, sum(price_cents)::int as cents from bookings group by status) b
        left join (select status, sum(count)::int as n, sum(cents)::int as cents from booking_totals group by status) t
          using (status)`)) as {
        rows: { status: string; n: number; cents: number; kept_n: number; kept_cents: number }[];
      };
      const paid = result.rows.find((row) => row.status === 'paid');
      expect(paid?.n).toBe(TRAVELLERS * BOOKINGS_EACH * ROUNDS);
      for (const row of result.rows) {
        expect({ status: row.status, n: row.kept_n, cents: row.kept_cents }).toEqual({
          status: row.status,
          n: row.n,
          cents: row.cents,
        });
      }
    }, 180_000);
  },
);
