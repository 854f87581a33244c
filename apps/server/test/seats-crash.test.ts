import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '#test/helpers';
import {
  call,
  createOwnDatabase,
  freePort,
  inDays,
  PG_SKIP_REASON,
  postgresAnswers,
  ServerProcess,
  serverEnv,
  signUpOverHttp,
  sleep,
  tally,
  type Answer,
  type HttpAccount,
} from './seats-support';

/**
 * Seats (docs/architecture.md, "Seats"), proven under a crash: a real server process on PostgreSQL
 * under booking load (20 accounts, 40 requests always under way: bookings of 1-3 travellers on
 * three departures, and cancels of some of them) is killed with SIGKILL mid-load, then started
 * again. Afterwards, for every departure: seats taken + seats left = seats in total, seats taken =
 * the travellers of its unpaid and paid bookings; every booking answered 201 exists (unless its
 * cancel was answered 200); and the seats still left then sell exactly, no more.
 */

const canRun = await postgresAnswers();

const ACCOUNTS = 20;
const IN_FLIGHT = 40;
const SEATS = [40, 30, 25];

describe.skipIf(!canRun)(
  canRun
    ? 'seats after kill -9 (PostgreSQL, a server process)'
    : `seats after kill -9: ${PG_SKIP_REASON}`,
  () => {
    let db: Awaited<ReturnType<typeof createOwnDatabase>>;
    let dataDir: string;
    let server: ServerProcess;
    const adminEmail = uniqueEmail('ops');

    beforeAll(async () => {
      db = await createOwnDatabase('wayfare_seats_crash');
      dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-seats-crash-'));
      server = new ServerProcess(
        'server',
        await freePort(),
        serverEnv({
          databaseUrl: db.url,
          dataDir,
          adminEmail,
          // At the end one account per departure takes every seat left, more than the account
          // cap lets one traveller hold unpaid (decision 010): this test is about seats through
          // a crash; the caps are proven in features/bookings/holds.test.ts.
          extra: { LOG_LEVEL: 'warn', BOOKING_HOLD_ACCOUNT_SEATS: '1000' },
        }),
      );
      await server.start();
    }, 120_000);

    afterAll(async () => {
      await server?.stop('SIGKILL');
      await db?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('kill -9 mid-load, restart: every departure adds up, every acknowledged booking is there', async () => {
      const base = server.baseUrl;
      const admin = await signUpOverHttp(base, adminEmail);
      // What the operator's grant (`npm run admin -- grant`) does; the role is read per request.
      const granted = await db.query(
        `update users set role = 'admin' where email = $1 returning id`,
        [adminEmail],
      );
      expect(granted).toHaveLength(1);
      const created = await call(base, 'POST', '/api/addPackages', admin.auth, {
        title: 'Crash-proof cruise',
        price: 120,
        duration: '2 days',
      });
      expect(created.status, created.text).toBe(201);
      const packageId = String(created.body.insertedId);
      const departureIds: string[] = [];
      for (const [n, seats] of SEATS.entries()) {
        const added = await call(
          base,
          'POST',
          `/api/packages/${packageId}/departures`,
          admin.auth,
          {
            startsAt: inDays(7 + n),
            seats,
          },
        );
        expect(added.status, added.text).toBe(201);
        departureIds.push(String(added.body.insertedId));
      }
      const accounts: HttpAccount[] = [];
      for (let n = 0; n < ACCOUNTS; n++)
        accounts.push(await signUpOverHttp(base, uniqueEmail(`crash${n}`)));

      // The load: IN_FLIGHT requests always under way until told to stop.
      const answers: { what: 'book' | 'cancel'; answer: Answer }[] = [];
      const booked = new Set<string>();
      const cancelled = new Set<string>();
      let running = true;
      async function worker(n: number) {
        const account = accounts[n % ACCOUNTS]!;
        for (let round = 0; running; round++) {
          const answer = await call(base, 'POST', '/api/booking', account.auth, {
            packageId,
            name: 'Crash Tester',
            email: account.email,
            departureId: departureIds[(n + round) % departureIds.length],
            travellers: 1 + ((n + round) % 3),
          });
          answers.push({ what: 'book', answer });
          if (answer.status === 0) await sleep(250);
          if (answer.status !== 201) continue;
          const id = String(answer.body.insertedId);
          booked.add(id);
          if (round % 4 !== 0) continue;
          // A cancel that got no answer (the kill) is sent again until one comes: then its
          // outcome is known (404 means the first one had deleted the booking before the kill).
          for (;;) {
            const cancel = await call(base, 'DELETE', `/api/booking/${id}`, account.auth);
            answers.push({ what: 'cancel', answer: cancel });
            if (cancel.status === 0) {
              await sleep(250);
              continue;
            }
            expect([200, 404], cancel.text).toContain(cancel.status);
            if (cancel.status === 404 || cancel.body.deletedCount === 1) cancelled.add(id);
            break;
          }
        }
      }
      const load = Promise.all(Array.from({ length: IN_FLIGHT }, (_, n) => worker(n)));
      try {
        while (booked.size < 25) await sleep(10);
        const before = answers.length;
        await server.stop('SIGKILL');
        expect(server.child!.signalCode).toBe('SIGKILL');
        const underWay = answers.length;
        // The load meets a dead server for a moment, then the restarted one.
        await sleep(500);
        await server.start();
        const restarted = answers.length;
        while (answers.length < restarted + 40) await sleep(10);
        console.info(
          `[crash] ${before} answers before the kill, ${restarted - underWay} unanswered while it was down`,
        );
      } finally {
        running = false;
        await load;
      }
      const counts = tally(answers.map((a) => a.answer));
      console.info(
        `[crash] ${JSON.stringify(counts)}; booked ${booked.size}, cancelled ${cancelled.size}`,
      );
      // Refused with a reason, refused because sold out (or because the last seats are ones
      // this account gave back unpaid moments ago, kept for others: decision 010), or no answer
      // (the killed process).
      for (const key of Object.keys(counts))
        expect([
          '0',
          '200',
          '201',
          '404 BOOKING_NOT_FOUND',
          '409 SOLD_OUT',
          '409 HOLD_LIMIT',
        ]).toContain(key);
      expect(counts['0'] ?? 0).toBeGreaterThan(0);

      async function check() {
        const rows = await db.query<{
          id: string;
          seats_total: number;
          seats_taken: number;
          holding: number;
        }>(
          `select d.id, d.seats_total, d.seats_taken,
             (select coalesce(sum(b.travellers), 0)::int from bookings b
               where b.departure_id = d.id and b.status in ('unpaid', 'paid')) as holding
           from departures d where d.package_id = $1 order by d.starts_at`,
          [packageId],
        );
        const listed = await call(base, 'GET', `/api/packages/${packageId}/departures`);
        const seatsLeft = new Map(
          (JSON.parse(listed.text) as { _id: string; seatsLeft: number }[]).map((d) => [
            d._id,
            d.seatsLeft,
          ]),
        );
        for (const row of rows) {
          expect(row.seats_taken + (seatsLeft.get(row.id) ?? 0), row.id).toBe(row.seats_total);
          expect(row.seats_taken, row.id).toBe(row.holding);
        }
        return rows;
      }

      // After the restart: every departure adds up.
      const afterCrash = await check();
      console.info(
        `[crash] seats taken after restart: ${afterCrash.map((r) => `${r.seats_taken}/${r.seats_total}`).join(', ')}`,
      );
      // Every booking answered 201 is there, but for those cancelled; no cancelled one is.
      const present = await db.query<{ id: string }>(
        `select id::text as id from bookings where id::text = any($1::text[])`,
        [[...booked]],
      );
      const there = new Set(present.map((r) => r.id));
      const missing = [...booked].filter((id) => !there.has(id) && !cancelled.has(id));
      expect(missing).toEqual([]);
      expect([...cancelled].filter((id) => there.has(id))).toEqual([]);

      // The seats still left sell exactly: each departure fills, and not one seat more. Each is
      // filled by an account that gave none of its seats back (those are kept from the ones
      // that did, for a while).
      const fillers = await Promise.all(
        departureIds.map(() => signUpOverHttp(base, uniqueEmail('filler'))),
      );
      await Promise.all(
        departureIds.map(async (departureId, n) => {
          const account = fillers[n]!;
          for (;;) {
            const tries = await Promise.all(
              Array.from({ length: 5 }, () =>
                call(base, 'POST', '/api/booking', account.auth, {
                  packageId,
                  name: 'Crash Tester',
                  email: account.email,
                  departureId,
                  travellers: 1,
                }),
              ),
            );
            for (const t of tries) expect([201, 409]).toContain(t.status);
            if (tries.every((t) => t.status === 409)) {
              for (const t of tries)
                expect(t.body).toMatchObject({ code: 'SOLD_OUT', seatsLeft: 0 });
              return;
            }
          }
        }),
      );
      const full = await check();
      expect(full.map((r) => [r.seats_taken, r.seats_total])).toEqual(SEATS.map((s) => [s, s]));
    }, 150_000);
  },
);
