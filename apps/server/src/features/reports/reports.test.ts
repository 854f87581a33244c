import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '@wayfare/contract/reports';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';
import { createReportsRepository, type ReportPeriod } from './repository';

/*
 * The overview report (docs/architecture.md, "Reports") on seeded rows with known answers. The
 * agency's zone is Asia/Dhaka (UTC+6, no daylight saving): its 1 April 2025 runs from
 * 2025-03-31T18:00Z to 2025-04-01T18:00Z, so rows a second either side of those instants fall in or
 * out.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let traveller: Awaited<ReturnType<typeof signUpWithToken>>;
const ids: Record<string, string> = {};

async function seed() {
  const db = t.app.database.db;
  const one = async (query: ReturnType<typeof sql>) => {
    const result = await db.execute(query);
    return (result as { rows: { id: string }[] }).rows[0]!.id;
  };
  for (const [key, title, price] of [
    ['A', 'Sundarbans Explorer', 30000],
    ['B', 'Sylhet Tea Trail', 50000],
    ['C', "Cox's Bazar Escape", 20000],
  ] as const) {
    ids[key] = await one(
      sql`insert into packages (title, price_cents, duration) values (${title}, ${price}, '3 days') returning id`,
    );
  }
  // Bookings: [key, created at, package, status, cents, travellers, cancelled at].
  const bookings: [string, string, string, string, number, number, string | null][] = [
    ['b1', '2025-03-31T18:30:00Z', 'A', 'paid', 30000, 2, null], // 1 Apr 00:30 in Dhaka
    ['b2', '2025-04-01T10:00:00Z', 'A', 'refunded', 30000, 1, '2025-04-01T12:00:00Z'],
    ['b3', '2025-04-01T17:59:59Z', 'B', 'paid', 50000, 3, null], // 1 Apr 23:59:59
    ['b4', '2025-04-01T11:00:00Z', 'B', 'cancelled', 50000, 1, '2025-04-02T03:00:00Z'],
    ['b5', '2025-04-01T12:00:00Z', 'C', 'expired', 20000, 4, null],
    ['b6', '2025-04-01T13:00:00Z', 'C', 'unpaid', 20000, 1, null],
    ['b11', '2025-04-01T06:00:00Z', 'C', 'unpaid', 20000, 1, null],
    ['b7', '2025-03-31T17:59:59Z', 'A', 'paid', 30000, 1, null], // 31 Mar 23:59:59: out
    ['b8', '2025-04-01T18:00:00Z', 'B', 'unpaid', 50000, 2, null], // 2 Apr 00:00: out
    ['b9', '2025-03-30T10:00:00Z', 'C', 'cancelled', 20000, 1, '2025-04-01T05:00:00Z'],
    ['b10', '2025-03-20T10:00:00Z', 'A', 'refunded', 15000, 1, '2025-04-01T15:00:00Z'],
  ];
  for (const [key, createdAt, pkg, status, cents, travellers, cancelledAt] of bookings) {
    ids[key] = await one(sql`
      insert into bookings (package_id, package_title, name, email, duration, price_cents, status,
                            travellers, created_at, updated_at, cancelled_at)
      values (${ids[pkg]}, 'snapshot', 'Rahim', 'rahim@example.com', '3 days', ${cents}, ${status},
              ${travellers}, ${createdAt}::timestamptz, ${createdAt}::timestamptz,
              ${cancelledAt}::timestamptz)
      returning id`);
  }
  // Payments: [key, booking, paid at, cents].
  const payments: [string, string, string, number][] = [
    ['p1', 'b1', '2025-03-31T18:45:00Z', 30000],
    ['p2', 'b2', '2025-04-01T10:05:00Z', 30000],
    ['p3', 'b3', '2025-04-01T17:59:59Z', 50000],
    ['p4', 'b7', '2025-03-31T17:59:59Z', 30000], // out
    ['p5', 'b10', '2025-03-20T10:05:00Z', 15000], // out
  ];
  for (const [key, booking, paidAt, cents] of payments) {
    const intent = `pi_report_${key}`;
    await db.execute(sql`
      insert into payment_intents (id, email, amount_cents, booking_ids, basket_key, status)
      values (${intent}, 'rahim@example.com', ${cents}, array[${ids[booking]}]::uuid[], ${ids[booking]}, 'fulfilled')`);
    ids[key] = await one(sql`
      insert into payments (payment_intent_id, name, email, amount_cents, booking_ids, package_ids, created_at)
      values (${intent}, 'Rahim', 'rahim@example.com', ${cents}, array[${ids[booking]}]::uuid[],
              array[]::uuid[], ${paidAt}::timestamptz)
      returning id`);
  }
  // Refunds: [payment, booking, refunded at, cents]; both in the period.
  for (const [payment, booking, at, cents] of [
    ['p2', 'b2', '2025-04-01T12:00:00Z', 30000],
    ['p5', 'b10', '2025-04-01T15:00:00Z', 15000],
  ] as const) {
    await db.execute(sql`
      insert into refunds (payment_id, booking_id, amount_cents, processor_refund_id, created_at)
      values (${ids[payment]}, ${ids[booking]}, ${cents}, ${`re_${booking}`}, ${at}::timestamptz)`);
  }
  // People: signed up exactly at the Dhaka midnight (in), a millisecond before and at the next
  // midnight (out), and one added by an admin that nobody claimed (not a sign-up).
  for (const [email, signedUpAt] of [
    ['in@example.com', '2025-03-31T18:00:00Z'],
    ['before@example.com', '2025-03-31T17:59:59.999Z'],
    ['after@example.com', '2025-04-01T18:00:00Z'],
    ['unclaimed@example.com', null],
  ] as const) {
    await db.execute(sql`
      insert into users (email, signed_up_at, created_at)
      values (${email}, ${signedUpAt}::timestamptz, '2025-04-01T06:00:00Z')`);
  }
  // Departures: [package, starts at, seats, taken, status].
  for (const [pkg, startsAt, seats, taken, status] of [
    ['A', '2025-04-01T02:00:00Z', 10, 4, 'open'],
    ['B', '2025-03-31T18:00:00Z', 20, 5, 'closed'],
    ['C', '2025-04-01T09:00:00Z', 30, 0, 'cancelled'],
    ['A', '2025-04-01T18:00:00Z', 40, 40, 'open'], // out
  ] as const) {
    await db.execute(sql`
      insert into departures (package_id, starts_at, seats_total, seats_taken, status)
      values (${ids[pkg]}, ${startsAt}::timestamptz, ${seats}, ${taken}, ${status})`);
  }
  // Waiting now: two trip requests of three, three messages of four.
  for (const answered of [false, false, true]) {
    await db.execute(sql`
      insert into trip_requests (email, origin, destination, start_at, end_at, answer, answered_at)
      values ('rahim@example.com', 'Dhaka', 'Bandarban', '2025-05-01T00:00:00Z',
              '2025-05-04T00:00:00Z', ${answered ? 'Yes' : null},
              ${answered ? '2025-04-02T00:00:00Z' : null}::timestamptz)`);
  }
  for (const handled of [false, false, false, true]) {
    await db.execute(sql`
      insert into contacts (name, email, message, handled_at)
      values ('Rahim', 'rahim@example.com', 'When is the next trip?',
              ${handled ? '2025-04-02T00:00:00Z' : null}::timestamptz)`);
  }
}

async function overview(query: string, auth: Record<string, string> = admin.auth) {
  return inject(t.app, { method: 'GET', url: `/api/reports/overview?${query}`, headers: auth });
}

async function figures(query: string): Promise<Overview> {
  const response = await overview(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Overview>();
}

beforeAll(async () => {
  t = await createTestApp({ TRIP_TIME_ZONE: 'Asia/Dhaka' });
  admin = await signUpAdmin(t.app, 'reports-admin@example.com', 'Operator');
  traveller = await signUpWithToken(t.app, 'reports-traveller@example.com');
  await seed();
});
afterAll(() => t.close());

describe('GET /api/reports/overview', () => {
  it('answers every figure of one Dhaka day, rows a second either side of midnight left out', async () => {
    const report = await figures('from=2025-04-01&to=2025-04-01');
    expect(report.period).toEqual({
      from: '2025-04-01',
      to: '2025-04-01',
      days: 1,
      timeZone: 'Asia/Dhaka',
      bucket: 'day',
    });
    expect(report.totals).toEqual({
      // Paid in the period: p1 300 + p2 300 + p3 500; refunded: 300 (b2) + 150 (b10, older).
      revenue: 650,
      paid: 1100,
      payments: 3,
      refunded: 450,
      refunds: 2,
      // Made in the period: b1, b2, b3, b4, b5, b6, b11; travellers 2+1+3+1+4+1+1.
      bookings: 7,
      travellers: 13,
      // b1 and b3 paid, b2 paid then refunded.
      paidBookings: 3,
      conversion: 3 / 7,
      // Cancelled in the period: b2, b9 (made earlier) and b10 (made earlier); b4 the next day.
      cancellations: 3,
      expired: 1,
      newUsers: 1,
    });
    // Departures starting that day: 10 seats with 4 taken, 20 with 5 (closed); the cancelled
    // one and the one at the next midnight are left out.
    expect(report.occupancy).toEqual({ departures: 2, seatsTotal: 30, seatsTaken: 9, ratio: 0.3 });
    expect(report.waiting).toEqual({ tripRequests: 2, contactMessages: 3 });
    expect(report.series).toEqual([{ start: '2025-04-01', revenue: 650, bookings: 7 }]);
    expect(report.topByRevenue).toEqual([
      { packageId: ids.B, title: 'Sylhet Tea Trail', revenue: 500, bookings: 2, travellers: 4 },
      { packageId: ids.A, title: 'Sundarbans Explorer', revenue: 300, bookings: 2, travellers: 3 },
    ]);
    expect(report.topByBookings).toEqual([
      { packageId: ids.C, title: "Cox's Bazar Escape", revenue: 0, bookings: 3, travellers: 6 },
      { packageId: ids.B, title: 'Sylhet Tea Trail', revenue: 500, bookings: 2, travellers: 4 },
      { packageId: ids.A, title: 'Sundarbans Explorer', revenue: 300, bookings: 2, travellers: 3 },
    ]);
  });

  it('puts each row in its Dhaka day in the daily series', async () => {
    const report = await figures('from=2025-03-31&to=2025-04-02');
    expect(report.series).toEqual([
      // b7 and its payment at 23:59:59 on 31 March.
      { start: '2025-03-31', revenue: 300, bookings: 1 },
      { start: '2025-04-01', revenue: 650, bookings: 7 },
      // b8 at 00:00:00 on 2 April.
      { start: '2025-04-02', revenue: 0, bookings: 1 },
    ]);
    expect(report.totals.bookings).toBe(9);
    expect(report.totals.revenue).toBe(950);
    // b4's cancellation on 2 April now counts too.
    expect(report.totals.cancellations).toBe(4);
  });

  it('steps by week (from Monday) over a longer period, the first step starting on from', async () => {
    const report = await figures('from=2025-03-01&to=2025-05-31');
    expect(report.period.bucket).toBe('week');
    expect(report.series).toHaveLength(14);
    expect(report.series[0]).toEqual({ start: '2025-03-01', revenue: 0, bookings: 0 });
    // b10 and its payment (20 March): the week from Monday 17 March.
    expect(report.series[3]).toEqual({ start: '2025-03-17', revenue: 150, bookings: 1 });
    // b9 (30 March in Dhaka, a Sunday): the week before 31 March.
    expect(report.series[4]).toEqual({ start: '2025-03-24', revenue: 0, bookings: 1 });
    expect(report.series[5]).toEqual({ start: '2025-03-31', revenue: 950, bookings: 9 });
    expect(report.series[13]!.start).toBe('2025-05-26');
    expect(report.totals.revenue).toBe(1100);
  });

  it('steps by month over more than a year', async () => {
    const report = await figures('from=2024-06-15&to=2025-12-31');
    expect(report.period.bucket).toBe('month');
    expect(report.series).toHaveLength(19);
    expect(report.series[0]!.start).toBe('2024-06-15');
    // March: p5 (20th) and p4 (31st, 23:59:59); no refund.
    expect(report.series[9]).toEqual({ start: '2025-03-01', revenue: 450, bookings: 3 });
    expect(report.series[10]).toEqual({ start: '2025-04-01', revenue: 650, bookings: 8 });
  });

  it('answers zeros for a period without any of it (what is waiting still shows)', async () => {
    const report = await figures('from=2024-01-01&to=2024-01-31');
    expect(report.totals).toEqual({
      revenue: 0,
      paid: 0,
      payments: 0,
      refunded: 0,
      refunds: 0,
      bookings: 0,
      travellers: 0,
      paidBookings: 0,
      conversion: 0,
      cancellations: 0,
      expired: 0,
      newUsers: 0,
    });
    expect(report.occupancy).toEqual({ departures: 0, seatsTotal: 0, seatsTaken: 0, ratio: 0 });
    expect(report.waiting).toEqual({ tripRequests: 2, contactMessages: 3 });
    expect(report.series).toHaveLength(31);
    expect(report.series.every((point) => point.revenue === 0 && point.bookings === 0)).toBe(true);
    expect(report.topByRevenue).toEqual([]);
    expect(report.topByBookings).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await overview('from=2025-04-01&to=2025-04-01', {})).statusCode).toBe(401);
    expect((await overview('from=2025-04-01&to=2025-04-01', traveller.auth)).statusCode).toBe(403);
  });

  it('refuses a period that is not one, saying which field', async () => {
    for (const [query, field, message] of [
      ['from=2025-04-02&to=2025-04-01', 'to', 'must not be before from'],
      ['from=2025-02-30&to=2025-03-01', 'from', 'must be a real date'],
      ['from=2025-4-1&to=2025-04-01', 'from', 'must be a date, YYYY-MM-DD'],
      ['from=2023-01-01&to=2025-01-01', 'to', 'must be at most 731 days after from'],
      ['from=2025-04-01', 'to', ''],
    ] as const) {
      const response = await overview(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = response.json<{ errors?: { path: string; message: string }[] }>();
      const error = body.errors?.find((e) => e.path.endsWith(field));
      expect(error, `${query}: ${response.body}`).toBeDefined();
      if (message) expect(error!.message).toContain(message);
    }
  });

  it('keeps the hourly counts equal to the tables, also when bookings change and after merging', async () => {
    const repository = createReportsRepository(t.app.database.db);
    const sorted = (rows: { day: string }[]) =>
      [...rows].sort((a, b) => a.day.localeCompare(b.day));
    const both = async (bucket: ReportPeriod['bucket']) => {
      const period = {
        start: new Date('2025-03-01T18:00:00Z'),
        end: new Date('2025-04-30T18:00:00Z'),
        timeZone: 'Asia/Dhaka',
        bucket,
      };
      const hourly = await repository.byBucket({ ...period, hourly: true });
      const tables = await repository.byBucket({ ...period, hourly: false });
      return { hourly: sorted(hourly), tables: sorted(tables) };
    };
    for (const bucket of ['day', 'week', 'month'] as const) {
      const { hourly, tables } = await both(bucket);
      expect(hourly.length).toBeGreaterThan(0);
      expect(hourly).toEqual(tables);
    }
    // b6's hold runs out, b11 is cancelled by an admin on 2 April, b1 is deleted.
    const db = t.app.database.db;
    await db.execute(sql`update bookings set status = 'expired' where id = ${ids.b6}`);
    await db.execute(
      sql`update bookings set status = 'cancelled', cancelled_at = '2025-04-02T04:00:00Z' where id = ${ids.b11}`,
    );
    await db.execute(sql`delete from payments where id = ${ids.p1}`);
    await db.execute(sql`delete from bookings where id = ${ids.b1}`);
    const { hourly, tables } = await both('day');
    expect(hourly).toEqual(tables);
    // The changes are rows of their own until the compaction merges each hour's into one.
    const rowsPerHour = async () => {
      const result = await db.execute(
        sql`select coalesce(max(n), 0)::int as most from (select count(*) as n from report_hours group by hour) h`,
      );
      return (result as { rows: { most: number }[] }).rows[0]!.most;
    };
    expect(await rowsPerHour()).toBeGreaterThan(1);
    expect(await repository.compactHours()).toBeGreaterThan(0);
    expect(await rowsPerHour()).toBe(1);
    expect(await repository.compactHours()).toBe(0);
    expect((await both('day')).hourly).toEqual(tables);
    const report = await figures('from=2025-04-01&to=2025-04-02');
    expect(report.totals).toMatchObject({
      bookings: 7, // b2..b6, b11, b8 (b1 deleted)
      expired: 2,
      cancellations: 5, // b2, b9, b10 on 1 April; b4, b11 on 2 April
      paid: 800,
      revenue: 350,
    });
  });
});

/*
 * The top packages come from rankings kept per period (migration 0019): counted from the bookings
 * the first time a period is asked for, then kept up to date from change rows that the
 * compaction adds in. Each answer here is compared with a count of the bookings themselves, for
 * more packages than the report lists (so changes move packages in and out of the first ten),
 * before the compaction (kept counts plus the pending changes), after it, and for a period first
 * counted while changes were pending (which must not be added twice).
 */
describe('top packages kept per period', () => {
  const LIMIT = 10;
  const June = (day: number, hour: number) =>
    `2025-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
  // Dhaka days (UTC+6): 10 June is [9 June 18:00Z, 10 June 18:00Z).
  const dhakaPeriod = (from: number, to: number): ReportPeriod => ({
    start: new Date(`2025-06-${String(from - 1).padStart(2, '0')}T18:00:00Z`),
    end: new Date(`2025-06-${String(to).padStart(2, '0')}T18:00:00Z`),
    timeZone: 'Asia/Dhaka',
    bucket: 'day',
    hourly: true,
  });
  const periods = {
    day: dhakaPeriod(10, 10),
    week: dhakaPeriod(10, 16),
    month: dhakaPeriod(2, 30),
    custom: dhakaPeriod(12, 19),
  };
  const packageIds: string[] = [];
  const bookingIds: string[] = [];

  const execute = async <Row>(query: ReturnType<typeof sql>) =>
    ((await t.app.database.db.execute(query)) as { rows: Row[] }).rows;

  async function book(pkg: number, at: string, status: string, cents: number, travellers = 1) {
    const [row] = await execute<{ id: string }>(sql`
      insert into bookings (package_id, package_title, name, email, duration, price_cents, status,
                            travellers, created_at, updated_at)
      values (${packageIds[pkg]}, 'snapshot', 'Karim', 'karim@example.com', '2 days', ${cents},
              ${status}, ${travellers}, ${at}::timestamptz, ${at}::timestamptz)
      returning id`);
    bookingIds.push(row!.id);
    return row!.id;
  }

  /** The answer counted from the bookings themselves, ordered as the report orders them. */
  async function counted(period: ReportPeriod) {
    const rows = (
      await execute<{
        package_id: string;
        bookings: number;
        travellers: number;
        revenue: string;
      }>(sql`
        select package_id, count(*)::int as bookings, sum(travellers)::int as travellers,
               coalesce(sum(price_cents) filter (where status = 'paid'), 0) as revenue
        from bookings
        where created_at >= ${period.start.toISOString()}::timestamptz
          and created_at < ${period.end.toISOString()}::timestamptz and package_id is not null
        group by package_id`)
    ).map((row) => ({
      packageId: row.package_id,
      revenueCents: Number(row.revenue),
      bookings: row.bookings,
      travellers: row.travellers,
    }));
    type Row = (typeof rows)[number];
    const order =
      (first: 'revenueCents' | 'bookings', second: 'revenueCents' | 'bookings') =>
      (a: Row, b: Row) =>
        b[first] - a[first] || b[second] - a[second] || (a.packageId < b.packageId ? -1 : 1);
    return {
      byRevenue: rows
        .filter((row) => row.revenueCents > 0)
        .sort(order('revenueCents', 'bookings'))
        .slice(0, LIMIT),
      byBookings: [...rows].sort(order('bookings', 'revenueCents')).slice(0, LIMIT),
    };
  }

  async function expectCounted(name: keyof typeof periods) {
    const repository = createReportsRepository(t.app.database.db);
    const top = await repository.topPackages(periods[name], LIMIT);
    const strip = (
      list: { packageId: string; revenueCents: number; bookings: number; travellers: number }[],
    ) =>
      list.map(({ packageId, revenueCents, bookings, travellers }) => ({
        packageId,
        revenueCents,
        bookings,
        travellers,
      }));
    const expected = await counted(periods[name]);
    expect(expected.byBookings.length, name).toBeGreaterThan(0);
    expect({ byRevenue: strip(top.byRevenue), byBookings: strip(top.byBookings) }, name).toEqual(
      expected,
    );
    return top;
  }

  const keptRankings = async () =>
    (await execute<{ n: number }>(sql`select count(*)::int as n from report_rankings`))[0]!.n;
  const pendingChanges = async () =>
    (await execute<{ n: number }>(sql`select count(*)::int as n from report_package_changes`))[0]!
      .n;

  beforeAll(async () => {
    // 13 packages; package k has 13 - k bookings over the month (packages 11 and 12 share their
    // figures, a tie), the first of each paid, on days spread over 2-30 June.
    for (let k = 0; k < 13; k++) {
      const [row] = await execute<{ id: string }>(
        sql`insert into packages (title, price_cents, duration) values (${`Ranked ${k}`}, 10000, '2 days') returning id`,
      );
      packageIds.push(row!.id);
    }
    for (let k = 0; k < 13; k++) {
      const count = k === 12 ? 2 : 13 - k;
      for (let n = 0; n < count; n++) {
        const day = 2 + ((k * 5 + n * 3) % 28);
        await book(
          k,
          June(day, (k + n) % 24),
          n === 0 ? 'paid' : 'unpaid',
          10000 + 1000 * (k % 12),
          1 + (n % 3),
        );
      }
    }
    // The same for 10 June only: every package one booking (a twelve-way tie broken by id).
    for (let k = 0; k < 13; k++) await book(k, June(10, 3), 'unpaid', 5000);
    await createReportsRepository(t.app.database.db).compactRankings();
  });

  it('counts each period once, then answers from the kept ranking, ties in package order', async () => {
    const before = await keptRankings();
    for (const name of Object.keys(periods) as (keyof typeof periods)[]) await expectCounted(name);
    expect(await keptRankings()).toBe(before + 4);
    // Asked again: the same kept rankings answer.
    const day = await expectCounted('day');
    expect(await keptRankings()).toBe(before + 4);
    // On 10 June every package has two bookings or one; the ones with one tie on everything.
    const tied = day.byBookings.filter((row) => row.bookings === 1 && row.revenueCents === 0);
    expect(tied.length).toBeGreaterThan(1);
    expect(tied.map((row) => row.packageId)).toEqual(tied.map((row) => row.packageId).sort());
  });

  it('stays equal to the bookings as they change, before the compaction and after it', async () => {
    const db = t.app.database.db;
    // Package 12 (last by bookings) gets five paid bookings: into both lists.
    for (let n = 0; n < 5; n++) await book(12, June(12 + n, 9), 'paid', 90000, 2);
    // Package 0's paid booking is cancelled by an admin and refunded: its revenue leaves.
    await db.execute(sql`
      update bookings set status = 'refunded', cancelled_at = ${June(20, 1)}::timestamptz
      where package_id = ${packageIds[0]} and status = 'paid'`);
    // An unpaid booking of package 1 is cancelled: it still counts as a booking made.
    const [unpaid] = await execute<{ id: string }>(sql`
      select id from bookings where package_id = ${packageIds[1]} and status = 'unpaid' limit 1`);
    await db.execute(sql`
      update bookings set status = 'cancelled', cancelled_at = ${June(20, 2)}::timestamptz
      where id = ${unpaid!.id}`);
    // Package 2 loses all but one of its bookings: the package after the tenth comes in.
    await db.execute(sql`
      delete from bookings where package_id = ${packageIds[2]}
        and id <> (select min(id::text)::uuid from bookings where package_id = ${packageIds[2]})`);
    // Package 3 is removed from the catalogue (its bookings keep no package); package 4 is paid
    // more and travels with more people; a booking of package 5 moves to package 6 and to July.
    await db.execute(sql`delete from packages where id = ${packageIds[3]}`);
    await db.execute(sql`
      update bookings set price_cents = price_cents * 3, travellers = travellers + 5
      where package_id = ${packageIds[4]} and status = 'paid'`);
    await db.execute(sql`
      update bookings set package_id = ${packageIds[6]}, created_at = '2025-07-02T00:00:00Z'
      where id = (select min(id::text)::uuid from bookings where package_id = ${packageIds[5]})`);

    expect(await pendingChanges()).toBeGreaterThan(0);
    for (const name of Object.keys(periods) as (keyof typeof periods)[]) await expectCounted(name);
    // A period first asked for while the changes are pending counts them from the bookings:
    // the compaction must not add them to it again.
    periods.custom = dhakaPeriod(11, 18);
    await expectCounted('custom');

    const repository = createReportsRepository(db);
    expect(await repository.compactRankings()).toBeGreaterThan(0);
    expect(await pendingChanges()).toBe(0);
    expect(await repository.compactRankings()).toBe(0);
    for (const name of Object.keys(periods) as (keyof typeof periods)[]) await expectCounted(name);

    const report = await figures('from=2025-06-12&to=2025-06-16');
    expect(report.topByRevenue[0]).toMatchObject({ packageId: packageIds[12], revenue: 4500 });
  });

  it('keeps the 32 periods asked for last, each answer still counted right', async () => {
    const repository = createReportsRepository(t.app.database.db);
    for (let day = 2; day <= 25; day++) {
      periods.custom = dhakaPeriod(day, 30);
      await expectCounted('custom');
    }
    for (let day = 2; day <= 10; day++) {
      periods.custom = dhakaPeriod(2, day + 10);
      await repository.topPackages(periods.custom, LIMIT);
    }
    expect(await keptRankings()).toBe(32);
    await expectCounted('custom');
    await expectCounted('week');
    expect(await keptRankings()).toBe(32);
  });

  it('drops the kept rankings when the bookings are counted again after a bulk change', async () => {
    await expectCounted('week');
    expect(await keptRankings()).toBeGreaterThan(0);
    await t.app.database.db.execute(sql`select report_hours_rebuild()`);
    expect(await keptRankings()).toBe(0);
    await expectCounted('week');
    expect(await keptRankings()).toBe(1);
  });
});
