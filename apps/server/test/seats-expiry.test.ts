import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '#test/helpers';
import {
  call,
  confirmWithTestCard,
  createOwnDatabase,
  freePort,
  inDays,
  PG_SKIP_REASON,
  postgresAnswers,
  ServerProcess,
  serverEnv,
  signUpOverHttp,
  sleep,
  type HttpAccount,
} from './seats-support';

/**
 * Seats (docs/architecture.md, "Seats"), proven on expiry: BOOKING_HOLD_MINUTES=1, two server
 * processes on one PostgreSQL database, both running the job runner that sweeps seat holds every 15
 * seconds. An unpaid booking expires exactly once: one status change (recorded by an audit trigger
 * this test adds to its own database), its seats return once (every change of the departure's
 * seats_taken is recorded too), one "seat holds expired" effect in the two processes' logs; a paid
 * booking on the same departure keeps its seat; and paying the expired booking afterwards is
 * refused with HOLD_EXPIRED, on either instance. The booking is made with the real one-minute hold
 * (its answer says so), then the test moves the hold's end to now in the database, so the sweep
 * finds it within one 15-second slot instead of the test waiting out the minute.
 */

const canRun = await postgresAnswers();

const AUDIT_SQL = `
  create table seat_audit_bookings (
    booking_id uuid not null, old_status text not null, new_status text not null,
    at timestamptz not null default clock_timestamp());
  create table seat_audit_departures (
    departure_id uuid not null, old_taken int not null, new_taken int not null,
    at timestamptz not null default clock_timestamp());
  create function seat_audit_booking() returns trigger language plpgsql as $$
  begin
    insert into seat_audit_bookings (booking_id, old_status, new_status)
      values (new.id, old.status, new.status);
    return null;
  end $$;
  create trigger seat_audit_booking after update of status on bookings for each row
    when (old.status is distinct from new.status) execute function seat_audit_booking();
  create function seat_audit_departure() returns trigger language plpgsql as $$
  begin
    insert into seat_audit_departures (departure_id, old_taken, new_taken)
      values (new.id, old.seats_taken, new.seats_taken);
    return null;
  end $$;
  create trigger seat_audit_departure after update of seats_taken on departures for each row
    when (old.seats_taken is distinct from new.seats_taken)
    execute function seat_audit_departure();
`;

describe.skipIf(!canRun)(
  canRun
    ? 'a one-minute seat hold, two server processes on one PostgreSQL'
    : `a one-minute seat hold: ${PG_SKIP_REASON}`,
  () => {
    let db: Awaited<ReturnType<typeof createOwnDatabase>>;
    let dataDir: string;
    let instances: ServerProcess[];
    const adminEmail = uniqueEmail('ops');

    beforeAll(async () => {
      db = await createOwnDatabase('wayfare_seats_expiry');
      dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-seats-expiry-'));
      const env = serverEnv({
        databaseUrl: db.url,
        dataDir,
        adminEmail,
        extra: { BOOKING_HOLD_MINUTES: '1', JOB_POLL_MS: '200' },
      });
      instances = [
        new ServerProcess('A', await freePort(), env),
        new ServerProcess('B', await freePort(), env),
      ];
      // The first prepares (migrates) the database; the second finds it ready.
      await instances[0]!.start();
      await instances[1]!.start();
      await db.query(AUDIT_SQL);
    }, 120_000);

    afterAll(async () => {
      for (const instance of instances ?? []) await instance.stop('SIGKILL');
      await db?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /** Pays the traveller's unpaid bookings over HTTP as the checkout does; answers the last step. */
    async function pay(base: string, account: HttpAccount) {
      const intent = await call(base, 'POST', '/api/create-payment-intent', account.auth, {});
      if (intent.status !== 200) return intent;
      const config = await call(base, 'GET', '/api/payment-config');
      const confirmed = await confirmWithTestCard(
        base,
        String(config.body.publishableKey),
        intent.body as { paymentIntentId: unknown; clientSecret: unknown },
      );
      expect(confirmed.status, await confirmed.text()).toBe(200);
      return call(base, 'POST', '/api/payments', account.auth, {
        transactionId: intent.body.paymentIntentId,
      });
    }

    it('an unpaid booking expires exactly once, its seats return once, paying it is refused', async () => {
      const [a, b] = instances as [ServerProcess, ServerProcess];
      const admin = await signUpOverHttp(a.baseUrl, adminEmail);
      // What the operator's grant (`npm run admin -- grant`) does; the role is read per request.
      expect(
        await db.query(`update users set role = 'admin' where email = $1 returning id`, [
          adminEmail,
        ]),
      ).toHaveLength(1);
      const created = await call(a.baseUrl, 'POST', '/api/addPackages', admin.auth, {
        title: 'Hold on tight',
        price: 200,
        duration: '1 day',
      });
      expect(created.status, created.text).toBe(201);
      const packageId = String(created.body.insertedId);
      const added = await call(
        a.baseUrl,
        'POST',
        `/api/packages/${packageId}/departures`,
        admin.auth,
        { startsAt: inDays(14), seats: 5 },
      );
      expect(added.status, added.text).toBe(201);
      const departureId = String(added.body.insertedId);

      // The payer books one seat and pays: a paid booking keeps its seat.
      const payer = await signUpOverHttp(b.baseUrl, uniqueEmail('payer'));
      const paid = await call(b.baseUrl, 'POST', '/api/booking', payer.auth, {
        packageId,
        name: 'Payer',
        email: payer.email,
        departureId,
        travellers: 1,
      });
      expect(paid.status, paid.text).toBe(201);
      const payment = await pay(a.baseUrl, payer);
      expect(payment.status, payment.text).toBeLessThan(300);

      // The holder books two seats on B and does not pay.
      const holder = await signUpOverHttp(b.baseUrl, uniqueEmail('holder'));
      const askedAt = Date.now();
      const held = await call(b.baseUrl, 'POST', '/api/booking', holder.auth, {
        packageId,
        name: 'Holder',
        email: holder.email,
        departureId,
        travellers: 2,
      });
      expect(held.status, held.text).toBe(201);
      const bookingId = String(held.body.insertedId);
      const holdEnds = Date.parse(String(held.body.holdExpiresAt));
      const bookedAt = Date.now();
      // A one-minute hold from the moment it was booked (the answer's time is to the second).
      expect(holdEnds).toBeGreaterThan(askedAt + 59_000);
      expect(holdEnds).toBeLessThanOrEqual(bookedAt + 60_000);
      const seatsLeft = async (base: string) => {
        const listed = await call(base, 'GET', `/api/packages/${packageId}/departures`);
        return (JSON.parse(listed.text) as { seatsLeft: number }[])[0]?.seatsLeft;
      };
      expect([await seatsLeft(a.baseUrl), await seatsLeft(b.baseUrl)]).toEqual([2, 2]);

      // The hold runs out (now, rather than in a minute); one of the processes' sweeps expires it.
      const [ended] = await db.query<{ hold_expires_at: Date }>(
        `update bookings set hold_expires_at = now() where id = $1 and status = 'unpaid'
           returning hold_expires_at`,
        [bookingId],
      );
      const heldUntil = new Date(ended!.hold_expires_at).getTime();
      const statusOf = async () =>
        (
          await db.query<{ status: string }>(`select status from bookings where id = $1`, [
            bookingId,
          ])
        )[0]?.status;
      const deadline = Date.now() + 60_000;
      while ((await statusOf()) === 'unpaid' && Date.now() < deadline) await sleep(500);
      expect(await statusOf()).toBe('expired');
      // Another sweep runs after that one (on either process) and finds nothing more to do.
      const [expiry] = await db.query<{ at: Date }>(
        `select at from seat_audit_bookings where booking_id = $1 and new_status = 'expired'`,
        [bookingId],
      );
      const at = expiry!.at;
      const sweepsSince = async () =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from jobs where queue = 'bookings.expire-holds'
               and status = 'done' and finished_at > $1`,
            [at],
          )
        )[0]!.n;
      const nextSweepBy = Date.now() + 60_000;
      while ((await sweepsSince()) < 1 && Date.now() < nextSweepBy) await sleep(500);
      expect(await sweepsSince()).toBeGreaterThanOrEqual(1);

      // One status change for the booking, and one only.
      const changes = await db.query<{ old_status: string; new_status: string }>(
        `select old_status, new_status from seat_audit_bookings where booking_id = $1 order by at`,
        [bookingId],
      );
      expect(changes).toEqual([{ old_status: 'unpaid', new_status: 'expired' }]);
      // The departure's seats: the payer's 1 stays; the holder's 2 came back once.
      const seatChanges = await db.query<{ old_taken: number; new_taken: number }>(
        `select old_taken, new_taken from seat_audit_departures where departure_id = $1 order by at`,
        [departureId],
      );
      expect(seatChanges.filter((c) => c.new_taken < c.old_taken)).toEqual([
        { old_taken: 3, new_taken: 1 },
      ]);
      const [departure] = await db.query<{ seats_taken: number }>(
        `select seats_taken from departures where id = $1`,
        [departureId],
      );
      expect(departure!.seats_taken).toBe(1);
      expect([await seatsLeft(a.baseUrl), await seatsLeft(b.baseUrl)]).toEqual([4, 4]);
      // The expiry's effect in the processes' logs: one booking expired, by one sweep, in all.
      const effects = instances.flatMap((i) => i.logLines('seat holds expired'));
      expect(effects.map((line) => line.expired)).toEqual([1]);
      // Both processes run the sweep chain (each job is claimed by one of them).
      const sweeps = await db.query<{ n: number }>(
        `select count(*)::int as n from jobs where queue = 'bookings.expire-holds' and status = 'done'`,
      );
      console.info(
        `[expiry] expired ${Math.round((new Date(at).getTime() - heldUntil) / 1000)} s after the hold ended; ${sweeps[0]!.n} sweeps done; effects ${JSON.stringify(effects.map((e) => e.expired))}`,
      );

      // Paying it afterwards is refused, on either process; nothing changes.
      for (const instance of instances) {
        const late = await call(
          instance.baseUrl,
          'POST',
          '/api/create-payment-intent',
          holder.auth,
          {},
        );
        expect(late.status, late.text).toBe(409);
        expect(late.body).toMatchObject({ code: 'HOLD_EXPIRED' });
      }
      const mine = await call(
        a.baseUrl,
        'GET',
        `/api/booking?email=${encodeURIComponent(holder.email)}`,
        holder.auth,
      );
      expect(JSON.parse(mine.text)).toMatchObject([{ _id: bookingId, status: 'expired' }]);
      expect(await statusOf()).toBe('expired');
      expect(
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from seat_audit_bookings where booking_id = $1`,
            [bookingId],
          )
        )[0]!.n,
      ).toBe(1);
      expect([await seatsLeft(a.baseUrl), await seatsLeft(b.baseUrl)]).toEqual([4, 4]);
    }, 120_000);
  },
);
