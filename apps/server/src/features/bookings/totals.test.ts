import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSummary } from '@wayfare/contract/bookings';
import { bookings } from '#db/schema';
import { createBookingsRepository } from '#features/bookings';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

async function summary() {
  const response = await inject(t.app, {
    method: 'GET',
    url: '/api/allBooking/summary',
    headers: admin.auth,
  });
  return response.json<BookingSummary>();
}

/** The same figures counted from every booking row. */
async function counted(): Promise<BookingSummary> {
  const db = t.app.database.db;
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${bookings.priceCents}), 0)`.mapWith(Number),
      unpaidCount: sql<number>`count(*) filter (where ${bookings.status} = 'unpaid')`.mapWith(
        Number,
      ),
      unpaidCents:
        sql<number>`coalesce(sum(${bookings.priceCents}) filter (where ${bookings.status} = 'unpaid'), 0)`.mapWith(
          Number,
        ),
      refundedCents:
        sql<number>`coalesce(sum(${bookings.priceCents}) filter (where ${bookings.status} = 'refunded'), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings);
  return {
    count: row!.count,
    total: row!.cents / 100,
    unpaidCount: row!.unpaidCount,
    unpaidTotal: row!.unpaidCents / 100,
    paid: (row!.cents - row!.unpaidCents) / 100,
    refunded: row!.refundedCents / 100,
    outstanding: row!.unpaidCents / 100,
  };
}

describe('admin booking totals', () => {
  it('stay equal to the bookings themselves through booking, cancelling, paying and removal', async () => {
    const traveller = await signUpWithToken(t.app);
    const packages: string[] = [];
    for (const price of [120, 349]) {
      const added = await inject(t.app, {
        method: 'POST',
        url: '/api/addPackages',
        headers: admin.auth,
        payload: { title: `Totals ${price}`, description: 'x', price, duration: '2 days' },
      });
      packages.push(added.json<{ insertedId: string }>().insertedId);
    }
    const ids: string[] = [];
    for (const packageId of [...packages, ...packages]) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/booking',
        headers: traveller.auth,
        payload: { packageId, name: 'Nadia Rahman', email: traveller.email },
      });
      ids.push(response.json<{ insertedId: string }>().insertedId);
    }
    expect(await summary()).toEqual(await counted());

    await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${ids[0]}`,
      headers: traveller.auth,
    });
    const db = t.app.database.db;
    await db.execute(sql`update ${bookings} set status = 'paid' where id = ${ids[1]}`);
    await db.execute(
      sql`update ${bookings} set price_cents = price_cents + 100 where id = ${ids[2]}`,
    );
    await db.execute(sql`delete from ${bookings} where id = ${ids[3]}`);
    const now = await summary();
    expect(now).toEqual(await counted());
    expect(now).toMatchObject({ count: 2, unpaidCount: 1 });

    await db.execute(sql`update ${bookings} set status = 'refunded' where id = ${ids[1]}`);
    const refunded = await summary();
    expect(refunded).toEqual(await counted());
    expect(refunded).toMatchObject({ paid: 349, refunded: 349, outstanding: 121 });

    // The compaction (the reports.compact job) merges each status's change rows into one row,
    // and the totals read stay the same.
    const rowsPerStatus = async () =>
      (
        (await db.execute(
          sql`select status, count(*)::int as n from booking_totals group by status order by status`,
        )) as { rows: { status: string; n: number }[] }
      ).rows;
    expect((await rowsPerStatus()).some((row) => row.n > 1)).toBe(true);
    expect(await createBookingsRepository(db).compactTotals()).toBeGreaterThan(0);
    expect((await rowsPerStatus()).every((row) => row.n === 1)).toBe(true);
    expect(await summary()).toEqual(refunded);
    expect(await createBookingsRepository(db).compactTotals()).toBe(0);
  });
});
