import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '@wayfare/contract/reports';
import { createTestApp, inject, signUpAdmin, type TestApp } from '#test/helpers';

/*
 * The Overview looks ahead too: the departures not yet started that start within the next 30
 * days (cancelled ones left out), their seats booked (paid) and held (unpaid) against their
 * seats, whatever period the report is of; the next five by start, times in the trip zone.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const ids: Record<string, string> = {};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function seed() {
  const db = t.app.database.db;
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as { rows: { id: string }[] }).rows[0]!.id;
  ids.pkg = await one(
    sql`insert into packages (title, price_cents, duration) values ('Sajek Valley Clouds', 20000, '2 days') returning id`,
  );
  const now = Date.now();
  // [key, starts in (ms from now), seats, status]; "started" is moved an hour into the past and
  // "week" closed once booked (nobody books a departure that has started, or a closed one).
  const rows: [string, number, number, string][] = [
    ['started', HOUR, 10, 'open'],
    ['soon', 2 * HOUR, 10, 'open'],
    ['cancelled', DAY, 30, 'cancelled'], // out
    ['week', 7 * DAY, 20, 'open'],
    ['later', 29 * DAY, 8, 'open'],
    ['beyond', 31 * DAY, 50, 'open'], // past the 30 days: out
  ];
  for (const [key, inMs, seats, status] of rows) {
    ids[key] = await one(sql`
      insert into departures (package_id, starts_at, seats_total, status)
      values (${ids.pkg}, ${new Date(now + inMs).toISOString()}::timestamptz, ${seats}, ${status})
      returning id`);
  }
  // Bookings on them: [departure, status, travellers]. The triggers count seats taken.
  const bookings: [string, string, number][] = [
    ['started', 'paid', 5],
    ['soon', 'paid', 3],
    ['soon', 'unpaid', 2],
    ['soon', 'expired', 4], // holds nothing
    ['week', 'paid', 6],
    ['later', 'unpaid', 1],
    ['beyond', 'paid', 9],
  ];
  for (const [departure, status, travellers] of bookings) {
    await db.execute(sql`
      insert into bookings (package_id, package_title, name, email, duration, price_cents, status,
                            travellers, departure_id)
      values (${ids.pkg}, 'Sajek Valley Clouds', 'Rahim', 'rahim@example.com', '2 days', 20000,
              ${status}, ${travellers}, ${ids[departure]})`);
  }
  await db.execute(sql`update departures set status = 'closed' where id = ${ids.week}`);
  await db.execute(
    sql`update departures set starts_at = ${new Date(now - HOUR).toISOString()}::timestamptz where id = ${ids.started}`,
  );
}

async function overview(query: string): Promise<Overview> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/reports/overview?${query}`,
    headers: admin.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Overview>();
}

beforeAll(async () => {
  t = await createTestApp({ TRIP_TIME_ZONE: 'Asia/Dhaka' });
  admin = await signUpAdmin(t.app, 'upcoming-admin@example.com', 'Operator');
  await seed();
});
afterAll(() => t.close());

describe('GET /api/reports/overview: upcoming departures', () => {
  it('counts the seats booked and held of departures starting within 30 days', async () => {
    const { upcoming } = await overview('from=2025-04-01&to=2025-04-30');
    // soon (10 seats: 3 paid, 2 held), week (20: 6 paid), later (8: 1 held).
    expect({ ...upcoming, next: undefined }).toEqual({
      days: 30,
      departures: 3,
      seatsTotal: 38,
      seatsTaken: 12,
      seatsBooked: 9,
      seatsHeld: 3,
      ratio: 12 / 38,
      next: undefined,
    });
    expect(upcoming.next.map((d) => [d.departureId, d.seatsBooked, d.seatsHeld])).toEqual([
      [ids.soon, 3, 2],
      [ids.week, 6, 0],
      [ids.later, 0, 1],
    ]);
    const [soon] = upcoming.next;
    expect(soon).toMatchObject({
      packageId: ids.pkg,
      title: 'Sajek Valley Clouds',
      seatsTotal: 10,
      seatsTaken: 5,
      ratio: 0.5,
    });
    // In the trip zone, its offset named.
    expect(soon!.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00$/);
  });

  it('is the same whatever period the report is of', async () => {
    const a = await overview('from=2025-04-01&to=2025-04-01');
    const b = await overview('from=2024-01-01&to=2024-12-31');
    expect(a.upcoming).toEqual(b.upcoming);
  });

  it('follows a booking paid, a hold let go and a departure cancelled', async () => {
    const db = t.app.database.db;
    await db.execute(sql`update bookings set status = 'paid' where departure_id = ${ids.later}`);
    await db.execute(sql`update departures set status = 'cancelled' where id = ${ids.week}`);
    const { upcoming } = await overview('from=2025-04-01&to=2025-04-01');
    expect(upcoming).toMatchObject({
      departures: 2,
      seatsTotal: 18,
      seatsTaken: 6,
      seatsBooked: 4,
      seatsHeld: 2,
    });
    expect(upcoming.next.map((d) => d.departureId)).toEqual([ids.soon, ids.later]);
  });
});

describe('the API reference', () => {
  it("describes the overview's upcoming departures", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const spec = response.json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    const answer = JSON.stringify(spec.paths['/api/reports/overview']?.get?.responses['200']);
    for (const field of ['upcoming', 'seatsBooked', 'seatsHeld', 'next']) {
      expect(answer).toContain(`"${field}"`);
    }
  });
});
