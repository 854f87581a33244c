import {
  bucketFor,
  periodDays,
  type Overview,
  type OverviewPoint,
  type ReportBucket,
  type ReportsQuery,
  UPCOMING_DAYS,
  UPCOMING_LISTED,
} from '@wayfare/contract/reports';
import { formatTripTime, tripDayEnd, tripDayStart } from '#lib/trip-time';
import type { BucketFigures, PackageFigures, ReportsRepository } from './repository';

const TOP_PACKAGES = 10;

const dollars = (cents: number) => cents / 100;
const ratioOf = (taken: number, total: number) => (total === 0 ? 0 : taken / total);

/** The next bucket's first day after `day` (`YYYY-MM-DD`, calendar arithmetic in UTC). */
function nextBucket(day: string, bucket: ReportBucket): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (bucket === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else if (bucket === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first day of the bucket holding `day`: itself, its week's Monday, or its month's 1st. */
function bucketStart(day: string, bucket: ReportBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Whether the period's days begin on whole UTC hours (the zone's offset is whole hours, as
 * Asia/Dhaka's is): then the hourly counts answer. Checked at both ends; a zone whose offset moves
 * by half an hour within a period (Lord Howe Island's daylight saving) is not supported by this.
 */
function wholeHours(start: Date, end: Date): boolean {
  const whole = (instant: Date) => instant.getTime() % 3_600_000 === 0;
  return whole(start) && whole(end);
}

export function createReportsService(deps: {
  reports: ReportsRepository;
  /** The agency's zone (TRIP_TIME_ZONE): a period's days are its days. */
  timeZone: string;
  now?: () => Date;
}) {
  const { reports, timeZone, now = () => new Date() } = deps;

  return {
    /** `GET /reports/overview` (admins): the figures of a period, its series and top packages. */
    async overview(query: ReportsQuery): Promise<Overview> {
      const days = periodDays(query.from, query.to);
      const bucket = bucketFor(days);
      const start = tripDayStart(query.from, timeZone);
      const end = tripDayEnd(query.to, timeZone);
      const period = { start, end, timeZone, bucket, hourly: wholeHours(start, end) };
      const at = now();
      const [buckets, occupancy, upcoming, waiting, top] = await Promise.all([
        reports.byBucket(period),
        reports.occupancy(period),
        reports.upcoming(at, new Date(at.getTime() + UPCOMING_DAYS * 86_400_000), UPCOMING_LISTED),
        reports.waiting(),
        reports.topPackages(period, TOP_PACKAGES),
      ]);

      const sum = (key: keyof Omit<BucketFigures, 'day'>) =>
        buckets.reduce((total, entry) => total + entry[key], 0);
      const bookings = sum('bookings');
      const paidBookings = sum('paidBookings');
      const paidCents = sum('paidCents');
      const refundedCents = sum('refundedCents');

      // Every bucket of the period, in order, the empty ones too; the first starts on `from`.
      const byDay = new Map(buckets.map((entry) => [entry.day, entry]));
      const series: OverviewPoint[] = [];
      for (
        let day = bucketStart(query.from, bucket);
        day <= query.to;
        day = nextBucket(day, bucket)
      ) {
        const entry = byDay.get(day);
        series.push({
          start: day < query.from ? query.from : day,
          revenue: dollars((entry?.paidCents ?? 0) - (entry?.refundedCents ?? 0)),
          bookings: entry?.bookings ?? 0,
        });
      }

      const toTop = (row: PackageFigures) => ({
        packageId: row.packageId,
        title: row.title,
        revenue: dollars(row.revenueCents),
        bookings: row.bookings,
        travellers: row.travellers,
      });
      return {
        period: { from: query.from, to: query.to, days, timeZone, bucket },
        totals: {
          revenue: dollars(paidCents - refundedCents),
          paid: dollars(paidCents),
          payments: sum('payments'),
          refunded: dollars(refundedCents),
          refunds: sum('refunds'),
          bookings,
          travellers: sum('travellers'),
          paidBookings,
          conversion: bookings === 0 ? 0 : paidBookings / bookings,
          cancellations: sum('cancellations'),
          expired: sum('expired'),
          newUsers: sum('newUsers'),
        },
        occupancy: {
          ...occupancy,
          ratio: occupancy.seatsTotal === 0 ? 0 : occupancy.seatsTaken / occupancy.seatsTotal,
        },
        upcoming: {
          days: UPCOMING_DAYS,
          ...upcoming.totals,
          seatsBooked: upcoming.totals.seatsTaken - upcoming.totals.seatsHeld,
          ratio: ratioOf(upcoming.totals.seatsTaken, upcoming.totals.seatsTotal),
          next: upcoming.next.map((row) => ({
            ...row,
            startsAt: formatTripTime(row.startsAt, timeZone),
            seatsBooked: row.seatsTaken - row.seatsHeld,
            ratio: ratioOf(row.seatsTaken, row.seatsTotal),
          })),
        },
        waiting,
        series,
        topByRevenue: top.byRevenue.map(toTop),
        topByBookings: top.byBookings.map(toTop),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
