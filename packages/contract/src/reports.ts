import { z } from 'zod';
import { periodDays, REPORT_PERIOD_MAX_DAYS } from './report-periods';
import { calendarDay } from './common';

/*
 * The operator's reports (ours, docs/architecture.md, "Reports"): `GET /reports/overview?from=&to=`
 * (admins). A period is two calendar days in the trip zone (TRIP_TIME_ZONE), both included. Money
 * is in dollars, as in the other admin totals.
 */

export { periodDays, REPORT_PERIOD_MAX_DAYS } from './report-periods';

export const reportsQuery = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((query) => query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  })
  .refine((query) => periodDays(query.from, query.to) <= REPORT_PERIOD_MAX_DAYS, {
    message: `must be at most ${REPORT_PERIOD_MAX_DAYS} days after from`,
    path: ['to'],
  });
export type ReportsQuery = z.infer<typeof reportsQuery>;

/** The series' step: a day up to 62 days, a week (from Monday) up to 366, else a month. */
export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

export function bucketFor(days: number): ReportBucket {
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

export const topPackage = z.object({
  packageId: z.string(),
  title: z.string(),
  /** Dollars kept from the package's bookings made in the period (paid and not refunded). */
  revenue: z.number(),
  bookings: z.number().int(),
  travellers: z.number().int(),
});
export type TopPackage = z.infer<typeof topPackage>;

export const overviewPoint = z.object({
  /** The first day of the bucket (never before the period's first day), `YYYY-MM-DD`. */
  start: calendarDay,
  /** Dollars paid minus dollars refunded in the bucket. */
  revenue: z.number(),
  /** Bookings made in the bucket. */
  bookings: z.number().int(),
});
export type OverviewPoint = z.infer<typeof overviewPoint>;

/** How far ahead the Overview looks at departures, and how many it lists by name. */
export const UPCOMING_DAYS = 30;
export const UPCOMING_LISTED = 5;

/** One departure not yet started: its seats as they are now. */
export const upcomingDeparture = z.object({
  departureId: z.string(),
  packageId: z.string(),
  title: z.string(),
  /** When it starts, in the trip zone (`2026-12-24T07:00:00+06:00`). */
  startsAt: z.string(),
  seatsTotal: z.number().int(),
  seatsTaken: z.number().int(),
  seatsBooked: z.number().int(),
  seatsHeld: z.number().int(),
  /** `seatsTaken / seatsTotal`, 0 to 1. */
  ratio: z.number(),
});
export type UpcomingDeparture = z.infer<typeof upcomingDeparture>;

export const overview = z.object({
  period: z.object({
    from: calendarDay,
    to: calendarDay,
    days: z.number().int(),
    timeZone: z.string(),
    bucket: z.enum(REPORT_BUCKETS),
  }),
  totals: z.object({
    /** Dollars paid in the period minus dollars refunded in the period. */
    revenue: z.number(),
    /** Dollars paid in the period, and by how many payments. */
    paid: z.number(),
    payments: z.number().int(),
    /** Dollars refunded in the period, and how many refunds. */
    refunded: z.number(),
    refunds: z.number().int(),
    /** Bookings made in the period, and their travellers. */
    bookings: z.number().int(),
    travellers: z.number().int(),
    /** Of the bookings made in the period: those paid (refunded since or not). */
    paidBookings: z.number().int(),
    /** `paidBookings / bookings` (0 without bookings), 0 to 1. */
    conversion: z.number(),
    /** Bookings cancelled in the period (by the traveller or an admin). */
    cancellations: z.number().int(),
    /** Of the bookings made in the period: unpaid ones whose seat hold ran out. */
    expired: z.number().int(),
    /** People who signed up in the period. */
    newUsers: z.number().int(),
  }),
  /** Departures starting in the period (cancelled ones left out): their seats. */
  occupancy: z.object({
    departures: z.number().int(),
    seatsTotal: z.number().int(),
    seatsTaken: z.number().int(),
    /** `seatsTaken / seatsTotal` (0 without departures), 0 to 1. */
    ratio: z.number(),
  }),
  /**
   * Looking ahead, whatever the period: the departures not yet started that start within the next
   * `UPCOMING_DAYS` days (cancelled ones left out), their seats taken (booked: paid; held: unpaid
   * bookings holding seats) against their seats, and the first `UPCOMING_LISTED` of them by start.
   */
  upcoming: z.object({
    days: z.number().int(),
    departures: z.number().int(),
    seatsTotal: z.number().int(),
    /** Seats of paid bookings and of unpaid ones still holding them: `seatsBooked + seatsHeld`. */
    seatsTaken: z.number().int(),
    seatsBooked: z.number().int(),
    seatsHeld: z.number().int(),
    /** `seatsTaken / seatsTotal` (0 without departures), 0 to 1. */
    ratio: z.number(),
    next: z.array(upcomingDeparture),
  }),
  /** Waiting now, whatever the period: trip requests not answered, messages not handled. */
  waiting: z.object({
    tripRequests: z.number().int(),
    contactMessages: z.number().int(),
  }),
  /** Every bucket of the period in order, empty ones included. */
  series: z.array(overviewPoint),
  /** At most 10 packages each, of the bookings made in the period. */
  topByRevenue: z.array(topPackage),
  topByBookings: z.array(topPackage),
});
export type Overview = z.infer<typeof overview>;
