import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { openDatabase, type Database } from '#db/client';
import {
  inject,
  migratedImage,
  signUpAdmin,
  signUpWithToken,
  testConfig,
  uniqueEmail,
} from '#test/helpers';
import {
  call,
  createOwnDatabase,
  inDays,
  PG_SKIP_REASON,
  postgresAnswers,
  tally,
  type Answer,
} from './seats-support';

/**
 * Seats (docs/architecture.md, "Seats"), proven under a race: 200 simultaneous booking requests
 * from 20 accounts for the last 10 seats -> exactly 10 bookings, 190 answers 409 SOLD_OUT (seats
 * left 0), no 5xx, and the departure shows 0 seats left. Real HTTP against a listening server (not
 * app.inject), on the embedded PGlite and on PostgreSQL (a database of this file's own, pool of 10
 * connections, so the requests really run side by side in the database).
 */

const pgAnswers = await postgresAnswers();

const REQUESTS = 200;
const ACCOUNTS = 20;

type Kind = 'pglite' | 'postgres';

async function openFor(kind: Kind): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (kind === 'pglite')
    return { database: await openDatabase({ kind: 'memory', image: migratedImage() }) };
  const own = await createOwnDatabase('wayfare_seats_race');
  const database = await openDatabase({ kind: 'postgres', url: own.url, poolSize: 10 });
  return { database, drop: () => own.drop() };
}

function variant(kind: Kind) {
  let app: FastifyInstance;
  let baseUrl: string;
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let travellers: Awaited<ReturnType<typeof signUpWithToken>>[];

  beforeAll(async () => {
    const config = testConfig();
    dataDir = config.dataDir;
    const opened = await openFor(kind);
    drop = opened.drop;
    app = await buildApp({ config, database: opened.database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await signUpAdmin(app, uniqueEmail('ops'), 'Operator');
    travellers = await Promise.all(
      Array.from({ length: ACCOUNTS }, (_, n) => signUpWithToken(app, uniqueEmail(`racer${n}`))),
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function addPackage(): Promise<string> {
    const response = await inject(app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: `Last seats ${Math.random()}`, price: 250, duration: '2 days' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  }

  async function addDeparture(packageId: string, days: number, seats: number): Promise<string> {
    const response = await inject(app, {
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: inDays(days), seats },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  }

  /** The public list, as a client sees it: departure id -> seats left. */
  async function seatsLeft(packageId: string): Promise<Record<string, number>> {
    const answer = await call(baseUrl, 'GET', `/api/packages/${packageId}/departures`);
    expect(answer.status).toBe(200);
    const list = JSON.parse(answer.text) as { _id: string; seatsLeft: number }[];
    return Object.fromEntries(list.map((d) => [d._id, d.seatsLeft]));
  }

  /** What the database holds for a departure: seats taken, and the holding bookings' travellers. */
  async function held(departureId: string) {
    const result = (await app.database.db.execute(
      sql`
      select d.seats_total, d.seats_taken,
        (select count(*)::int from bookings b
          where b.departure_id = d.id and b.status in ('unpaid', 'paid')) as holding,
        (select coalesce(sum(b.travellers), 0)::int from bookings b
          where b.departure_id = d.id and b.status in ('unpaid', 'paid')) as booked
      from departures d where d.id = ${departureId}`,
    )) as { rows: { seats_total: number; seats_taken: number; holding: number; booked: number }[] };
    return result.rows[0]!;
  }

  /** 200 booking requests at once, 10 from each of the 20 accounts, over real HTTP. */
  async function rush(packageId: string, extra: Record<string, unknown>): Promise<Answer[]> {
    return Promise.all(
      Array.from({ length: REQUESTS }, (_, n) => {
        const traveller = travellers[n % ACCOUNTS]!;
        return call(baseUrl, 'POST', '/api/booking', traveller.auth, {
          packageId,
          name: 'Seat Racer',
          email: traveller.email,
          ...extra,
        });
      }),
    );
  }

  /** Every refusal is problem details: 409, SOLD_OUT, 0 seats left. */
  function expectSoldOut(answers: Answer[]) {
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(REQUESTS - 10);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ status: 409, code: 'SOLD_OUT', seatsLeft: 0 });
      expect(typeof answer.body.title).toBe('string');
      expect(typeof answer.body.detail).toBe('string');
    }
  }

  it('the last 10 seats of a departure: exactly 10 bookings, 190 × 409 SOLD_OUT, no 5xx', async () => {
    const packageId = await addPackage();
    const departureId = await addDeparture(packageId, 30, 14);
    // Four seats already gone: 10 left.
    const early = await inject(app, {
      method: 'POST',
      url: '/api/booking',
      headers: admin.auth,
      payload: { packageId, name: 'Early Bird', email: admin.email, departureId, travellers: 4 },
    });
    expect(early.statusCode).toBe(201);
    expect(await seatsLeft(packageId)).toEqual({ [departureId]: 10 });

    const answers = await rush(packageId, { departureId, travellers: 1 });
    const counts = tally(answers);
    console.info(`[${kind}] departure given: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ '201': 10, '409 SOLD_OUT': REQUESTS - 10 });
    expectSoldOut(answers);
    const booked = answers.filter((a) => a.status === 201);
    for (const answer of booked) expect(answer.body).toMatchObject({ departureId, travellers: 1 });
    const ids = booked.map((a) => String(a.body.insertedId));
    expect(new Set(ids).size).toBe(10);

    expect(await seatsLeft(packageId)).toEqual({ [departureId]: 0 });
    expect(await held(departureId)).toEqual({
      seats_total: 14,
      seats_taken: 14,
      holding: 11,
      booked: 14,
    });
    const stored = (await app.database.db.execute(
      sql`select count(*)::int as n from bookings where id::text = any(${`{${ids.join(',')}}`}::text[]) and departure_id = ${departureId}`,
    )) as { rows: { n: number }[] };
    expect(stored.rows[0]!.n).toBe(10);
  });

  it('a client written from the spec (no departureId): the next open departure, 10 seats over two', async () => {
    const packageId = await addPackage();
    const sooner = await addDeparture(packageId, 10, 6);
    const later = await addDeparture(packageId, 20, 4);
    expect(await seatsLeft(packageId)).toEqual({ [sooner]: 6, [later]: 4 });

    const answers = await rush(packageId, {});
    const counts = tally(answers);
    console.info(`[${kind}] spec client: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ '201': 10, '409 SOLD_OUT': REQUESTS - 10 });
    expectSoldOut(answers);
    const booked = answers.filter((a) => a.status === 201);
    const onDeparture = (id: string) => booked.filter((a) => a.body.departureId === id).length;
    expect([onDeparture(sooner), onDeparture(later)]).toEqual([6, 4]);
    for (const answer of booked) expect(answer.body.travellers).toBe(1);

    expect(await seatsLeft(packageId)).toEqual({ [sooner]: 0, [later]: 0 });
    expect(await held(sooner)).toEqual({ seats_total: 6, seats_taken: 6, holding: 6, booked: 6 });
    expect(await held(later)).toEqual({ seats_total: 4, seats_taken: 4, holding: 4, booked: 4 });
  });
}

describe('seats race on the embedded PGlite (real HTTP)', () => variant('pglite'));

describe.skipIf(!pgAnswers)(
  pgAnswers
    ? 'seats race on PostgreSQL (real HTTP, pool of 10)'
    : `seats race on PostgreSQL: ${PG_SKIP_REASON}`,
  () => variant('postgres'),
);
