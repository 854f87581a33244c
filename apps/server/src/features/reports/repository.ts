import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ReportBucket } from '@wayfare/contract/reports';
import type { Db } from '#db/client';
import { enqueue, type NewJob } from '#jobs';
import {
  bookings,
  contacts,
  departures,
  packages,
  payments,
  refunds,
  reportHours,
  tripRequests,
  users,
} from '#db/schema';

/**
 * A period: the instants [start, end), the zone its days are in, and the series' step. `hourly`:
 * every bucket starts on a whole UTC hour (the zone's offset is whole hours), so the hourly
 * counts (report_hours) answer; otherwise the tables themselves do.
 */
export interface ReportPeriod {
  start: Date;
  end: Date;
  timeZone: string;
  bucket: ReportBucket;
  hourly: boolean;
}

export interface BucketFigures {
  /** The bucket's first day in the zone, `YYYY-MM-DD`. */
  day: string;
  bookings: number;
  travellers: number;
  paidBookings: number;
  expired: number;
  cancellations: number;
  newUsers: number;
  paidCents: number;
  payments: number;
  refundedCents: number;
  refunds: number;
}

interface RankedPackage {
  packageId: string;
  revenueCents: number;
  bookings: number;
  travellers: number;
}

export interface PackageFigures {
  packageId: string;
  title: string;
  revenueCents: number;
  bookings: number;
  travellers: number;
}

const count = sql<number>`count(*)`.mapWith(Number);
const sumOf = (value: unknown, filter?: SQL) =>
  filter
    ? sql<number>`coalesce(sum(${value}) filter (where ${filter}), 0)`.mapWith(Number)
    : sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * The report's aggregates. Each reads one index in the period's range of its own time column
 * (migration 0018_reports): the index holds every column the aggregate needs, so PostgreSQL
 * answers from the index alone (an index-only scan) without visiting the table's rows.
 */
export function createReportsRepository(db: Db) {
  /** The first day, in the zone, of the bucket an instant falls in (`YYYY-MM-DD`). */
  const bucketOf = (column: unknown, period: ReportPeriod) =>
    sql<string>`to_char(date_trunc(${period.bucket}, ${column} at time zone ${period.timeZone}), 'YYYY-MM-DD')`;
  const within = (column: Parameters<typeof gte>[0], period: ReportPeriod) =>
    and(gte(column, period.start), lt(column, period.end));

  async function bookingsByBucket(period: ReportPeriod) {
    const day = bucketOf(bookings.createdAt, period);
    return db
      .select({
        day,
        bookings: count,
        travellers: sumOf(bookings.travellers),
        paidBookings: sumOf(sql`1`, sql`${bookings.status} in ('paid', 'refunded')`),
        expired: sumOf(sql`1`, sql`${bookings.status} = 'expired'`),
      })
      .from(bookings)
      .where(within(bookings.createdAt, period))
      .groupBy(sql`1`);
  }

  async function moneyByBucket(
    table: typeof payments | typeof refunds,
    period: ReportPeriod,
  ): Promise<{ day: string; cents: number; count: number }[]> {
    const day = bucketOf(table.createdAt, period);
    return db
      .select({ day, cents: sumOf(table.amountCents), count })
      .from(table)
      .where(within(table.createdAt, period))
      .groupBy(sql`1`);
  }

  /** Rows whose `column` (a time, null for some) falls in the period, bucket by bucket. */
  async function countByBucket(
    column: typeof bookings.cancelledAt | typeof users.signedUpAt,
    period: ReportPeriod,
  ): Promise<{ day: string; count: number }[]> {
    const day = bucketOf(column, period);
    const table = column === bookings.cancelledAt ? bookings : users;
    return db
      .select({ day, count })
      .from(table)
      .where(and(isNotNull(column), within(column, period)))
      .groupBy(sql`1`);
  }

  /**
   * The period's two rankings from its kept ranking, or undefined when it is not kept. One
   * statement, so the kept counts and the changes not yet added to them are of one snapshot.
   * The first `limit` are among the first `limit + n` of the kept order and the `n` packages with
   * changes pending: a package without changes keeps its kept figures, so at least `limit` of
   * those ahead of it in the kept order stay ahead of it.
   */
  async function rankedPackages(period: ReportPeriod, limit: number) {
    type RankedRow = {
      rank: 'kept' | 'revenue' | 'bookings';
      package_id: string | null;
      bookings: number | string;
      travellers: number | string;
      revenue_cents: number | string;
    };
    const start = sql`${period.start.toISOString()}::timestamptz`;
    const end = sql`${period.end.toISOString()}::timestamptz`;
    const result = await db.execute(sql`
      with ranking as (
        select id, snapshot from report_rankings where starts_at = ${start} and ends_at = ${end}
      ), pending as materialized (
        select c.package_id, sum(c.bookings) as bookings, sum(c.travellers) as travellers,
               sum(c.revenue_cents) as revenue_cents
        from report_package_changes c, ranking
        where c.created_at >= ${start} and c.created_at < ${end}
          and not pg_visible_in_snapshot(c.xid, ranking.snapshot)
        group by c.package_id
      ), candidates as (
        -- The ranking's id as a value (not a join), so that each list is the first entries of
        -- its index in order, not a sort of the whole ranking.
        (select k.package_id from report_ranking_packages k
          where k.ranking_id = (select id from ranking) and k.revenue_cents > 0
          order by k.revenue_cents desc, k.bookings desc, k.package_id
          limit ${limit} + (select count(*) from pending))
        union
        (select k.package_id from report_ranking_packages k
          where k.ranking_id = (select id from ranking) and k.bookings > 0
          order by k.bookings desc, k.revenue_cents desc, k.package_id
          limit ${limit} + (select count(*) from pending))
        union
        select package_id from pending
      ), totals as materialized (
        select c.package_id,
               (coalesce(k.bookings, 0) + coalesce(p.bookings, 0))::int as bookings,
               (coalesce(k.travellers, 0) + coalesce(p.travellers, 0))::int as travellers,
               (coalesce(k.revenue_cents, 0) + coalesce(p.revenue_cents, 0))::bigint as revenue_cents
        from candidates c
        cross join ranking
        left join report_ranking_packages k on k.ranking_id = ranking.id and k.package_id = c.package_id
        left join pending p on p.package_id = c.package_id
      )
      select 'kept' as rank, null as package_id, 0 as bookings, 0 as travellers, 0 as revenue_cents
        from ranking
      union all
      (select 'revenue', package_id, bookings, travellers, revenue_cents from totals
        where revenue_cents > 0 order by revenue_cents desc, bookings desc, package_id limit ${limit})
      union all
      (select 'bookings', package_id, bookings, travellers, revenue_cents from totals
        where bookings > 0 order by bookings desc, revenue_cents desc, package_id limit ${limit})
    `);
    const rows = (result as { rows: RankedRow[] }).rows;
    if (!rows.some((row) => row.rank === 'kept')) return undefined;
    // Asked for: kept longer than the ones nobody reads (stamped at most once an hour).
    await db.execute(sql`
      update report_rankings set used_at = now()
      where starts_at = ${start} and ends_at = ${end} and used_at < now() - interval '1 hour'`);
    // A union's branches keep no order of their own once joined: each list is sorted again.
    const ranked = (
      rank: RankedRow['rank'],
      first: 'revenueCents' | 'bookings',
      second: 'revenueCents' | 'bookings',
    ): RankedPackage[] =>
      rows
        .filter((row) => row.rank === rank)
        .map((row) => ({
          packageId: row.package_id!,
          bookings: Number(row.bookings),
          travellers: Number(row.travellers),
          revenueCents: Number(row.revenue_cents),
        }))
        .sort(
          (a, b) =>
            b[first] - a[first] || b[second] - a[second] || (a.packageId < b.packageId ? -1 : 1),
        );
    return {
      byRevenue: ranked('revenue', 'revenueCents', 'bookings'),
      byBookings: ranked('bookings', 'bookings', 'revenueCents'),
    };
  }

  return {
    /**
     * Merges each hour's rows of changes into one (`report_hours_compact()`, migration 0018):
     * answers how many rows were merged. The sums read are the same before and after.
     */
    async compactHours(): Promise<number> {
      const result = await db.execute(sql`select report_hours_compact() as merged`);
      return Number((result as { rows: { merged: number }[] }).rows[0]?.merged ?? 0);
    },

    /** Puts a job on the durable runner (the compaction's chain of slots). */
    async schedule(job: NewJob) {
      return enqueue(db, job);
    },

    /**
     * The period's bookings, cancellations, payments, refunds and sign-ups, bucket by bucket
     * (buckets with any): from the hourly counts when the period allows, else from the tables.
     */
    async byBucket(period: ReportPeriod): Promise<BucketFigures[]> {
      if (period.hourly) {
        const day = bucketOf(reportHours.hour, period);
        return db
          .select({
            day,
            bookings: sumOf(reportHours.bookings),
            travellers: sumOf(reportHours.travellers),
            paidBookings: sumOf(reportHours.paidBookings),
            expired: sumOf(reportHours.expired),
            cancellations: sumOf(reportHours.cancellations),
            newUsers: sumOf(reportHours.newUsers),
            paidCents: sumOf(reportHours.paidCents),
            payments: sumOf(reportHours.payments),
            refundedCents: sumOf(reportHours.refundedCents),
            refunds: sumOf(reportHours.refunds),
          })
          .from(reportHours)
          .where(within(reportHours.hour, period))
          .groupBy(sql`1`);
      }
      const [made, paid, refunded, cancelled, signedUp] = await Promise.all([
        bookingsByBucket(period),
        moneyByBucket(payments, period),
        moneyByBucket(refunds, period),
        countByBucket(bookings.cancelledAt, period),
        countByBucket(users.signedUpAt, period),
      ]);
      const figures = new Map<string, BucketFigures>();
      const at = (day: string) => {
        let entry = figures.get(day);
        if (!entry) {
          entry = {
            day,
            bookings: 0,
            travellers: 0,
            paidBookings: 0,
            expired: 0,
            cancellations: 0,
            newUsers: 0,
            paidCents: 0,
            payments: 0,
            refundedCents: 0,
            refunds: 0,
          };
          figures.set(day, entry);
        }
        return entry;
      };
      for (const row of made) Object.assign(at(row.day), row);
      for (const row of paid) at(row.day).paidCents = row.cents;
      for (const row of paid) at(row.day).payments = row.count;
      for (const row of refunded) at(row.day).refundedCents = row.cents;
      for (const row of refunded) at(row.day).refunds = row.count;
      for (const row of cancelled) at(row.day).cancellations = row.count;
      for (const row of signedUp) at(row.day).newUsers = row.count;
      return [...figures.values()];
    },

    /** Departures starting in the period, cancelled ones left out: how many, and their seats. */
    async occupancy(period: ReportPeriod) {
      const [row] = await db
        .select({
          departures: count,
          seatsTotal: sumOf(departures.seatsTotal),
          seatsTaken: sumOf(departures.seatsTaken),
        })
        .from(departures)
        .where(and(within(departures.startsAt, period), ne(departures.status, 'cancelled')));
      return row ?? { departures: 0, seatsTotal: 0, seatsTaken: 0 };
    },

    /**
     * The departures starting after `now` and before `until`, cancelled ones left out: how many,
     * their seats, seats taken (the triggers' count: paid and unpaid bookings) and of those the
     * seats unpaid bookings hold; and the first `limit` of them by start, each with its package.
     */
    async upcoming(now: Date, until: Date, limit: number) {
      const ahead = and(
        gt(departures.startsAt, now),
        lt(departures.startsAt, until),
        ne(departures.status, 'cancelled'),
      );
      const held = sql<number>`coalesce((select sum(${bookings.travellers}) from ${bookings}
        where ${bookings.departureId} = ${departures.id} and ${bookings.status} = 'unpaid'), 0)`.mapWith(
        Number,
      );
      const [[totals], next] = await Promise.all([
        db
          .select({
            departures: count,
            seatsTotal: sumOf(departures.seatsTotal),
            seatsTaken: sumOf(departures.seatsTaken),
            seatsHeld: sumOf(held),
          })
          .from(departures)
          .where(ahead),
        db
          .select({
            departureId: departures.id,
            packageId: departures.packageId,
            title: packages.title,
            startsAt: departures.startsAt,
            seatsTotal: departures.seatsTotal,
            seatsTaken: departures.seatsTaken,
            seatsHeld: held,
          })
          .from(departures)
          .innerJoin(packages, eq(packages.id, departures.packageId))
          .where(ahead)
          .orderBy(departures.startsAt, departures.id)
          .limit(limit),
      ]);
      return {
        totals: totals ?? { departures: 0, seatsTotal: 0, seatsTaken: 0, seatsHeld: 0 },
        next,
      };
    },

    /** Trip requests not answered and contact messages not handled, now. */
    async waiting() {
      const [[requests], [messages]] = await Promise.all([
        db.select({ count }).from(tripRequests).where(isNull(tripRequests.answeredAt)),
        db.select({ count }).from(contacts).where(isNull(contacts.handledAt)),
      ]);
      return { tripRequests: requests?.count ?? 0, contactMessages: messages?.count ?? 0 };
    },

    /**
     * The packages of the bookings made in the period, the first `limit` by kept revenue (paid,
     * not refunded) and the first `limit` by bookings. Bookings of a deleted package (its id set
     * to null) are left out: there is no package to name.
     *
     * Read from the period's kept ranking (migration 0019_report_rankings): the first entries of
     * its two indexes, plus the changes not yet added to it. The first time a period is asked
     * for, its ranking is counted from the bookings (one pass over the period's bookings) and
     * kept; after that the cost does not grow with the bookings or the packages.
     */
    async topPackages(period: ReportPeriod, limit: number) {
      let ranked = await rankedPackages(period, limit);
      // Counted and kept, then read; again if 32 other periods were counted in between and this
      // one was dropped to keep them (a build keeps the 32 asked for last).
      for (let attempt = 0; !ranked && attempt < 3; attempt++) {
        await db.execute(
          sql`select report_ranking_build(${period.start.toISOString()}::timestamptz, ${period.end.toISOString()}::timestamptz)`,
        );
        ranked = await rankedPackages(period, limit);
      }
      if (!ranked) throw new Error('the ranking of the period was dropped as soon as counted');
      const { byRevenue, byBookings } = ranked;
      const ids = [...new Set([...byRevenue, ...byBookings].map((row) => row.packageId))];
      const titles = new Map(
        ids.length === 0
          ? []
          : (
              await db
                .select({ id: packages.id, title: packages.title })
                .from(packages)
                .where(inArray(packages.id, ids))
            ).map((row) => [row.id, row.title]),
      );
      const named = (list: RankedPackage[]): PackageFigures[] =>
        list.map((row) => ({
          packageId: row.packageId,
          title: titles.get(row.packageId) ?? '',
          revenueCents: row.revenueCents,
          bookings: row.bookings,
          travellers: row.travellers,
        }));
      return { byRevenue: named(byRevenue), byBookings: named(byBookings) };
    },

    /**
     * Adds the rankings' changes rows into the kept rankings (`report_rankings_compact()`,
     * migration 0019): answers how many rows it took. The rankings read are the same before and
     * after.
     */
    async compactRankings(): Promise<number> {
      const result = await db.execute(sql`select report_rankings_compact() as taken`);
      return Number((result as { rows: { taken: number }[] }).rows[0]?.taken ?? 0);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
