import { z } from 'zod';
import { emailAddress, pageQuery } from './common';
import { BOOKING_STATUSES } from './constants';
import { travellerNames, travellersCount } from './departures';

export { BOOKING_STATUSES, type BookingStatus } from './constants';

export const booking = z.object({
  _id: z.string(),
  packageId: z.string().nullable(),
  /** The package's title, duration and price as they were when booked. */
  packageTitle: z.string(),
  /** Ours: the package's Bangla title when booked, or null (docs/i18n.md). */
  packageTitleBn: z.string().nullable().optional(),
  name: z.string(),
  email: z.string(),
  duration: z.string(),
  price: z.number(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  /** Ours: why an admin cancelled it (refunded when it was paid), and when; null otherwise. */
  cancelReason: z.string().nullable().optional(),
  cancelledAt: z.string().nullable().optional(),
  /**
   * Ours (departures): the departure booked, when it starts (the trip zone's offset), how many
   * travel (the price is for all of them), the other travellers' names, and, while unpaid, when
   * the seat hold ends. Null (1 traveller) for a package sold without departures.
   */
  departureId: z.string().nullable().optional(),
  departureStartsAt: z.string().nullable().optional(),
  travellers: z.number().int().optional(),
  travellerNames: z.array(z.string()).optional(),
  holdExpiresAt: z.string().nullable().optional(),
});
export type Booking = z.infer<typeof booking>;
export const bookingList = z.array(booking);

/**
 * `POST /booking` (docs/product.md §7). Duration and price may be sent and are ignored: the server
 * copies them from the package, so a forged price changes nothing.
 */
export const createBookingRequest = z.object({
  packageId: z.string().trim().min(1, 'is required').max(64),
  name: z.string().trim().min(1, 'is required').max(120),
  email: emailAddress,
  duration: z.unknown().optional(),
  price: z.unknown().optional(),
  /**
   * Ours (departures): which departure and how many travel (1 to 20; the lead is the account
   * holder, the names are the others'). Without `departureId`, the package's next open departure
   * with enough seats is taken, or (a package sold without departures) none.
   */
  departureId: z.string().trim().min(1).max(64).optional(),
  travellers: travellersCount.optional(),
  travellerNames: travellerNames.optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingRequest>;

/** `POST /booking`'s answer: the spec's `insertedId`, and the departure and travellers taken. */
export const createBookingResponse = z.object({
  insertedId: z.string().nullable(),
  departureId: z.string().nullable(),
  travellers: z.number().int(),
  /** While unpaid, when the seat hold ends (null without a departure). */
  holdExpiresAt: z.string().nullable(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;

export const bookingsQuery = pageQuery.extend({ email: emailAddress });

/**
 * Totals of a list of bookings, in dollars. `total` is the sum of the listed bookings' prices
 * (docs/product.md §2), refunded ones included; the money is told apart by the rest, so that
 * nobody reads refunded money as revenue: `paid` was received (for bookings paid or since
 * refunded), `refunded` went back, `outstanding` is owed (the unpaid bookings: what checkout
 * charges). Kept revenue is `paid - refunded`.
 */
export const bookingSummary = z.object({
  count: z.number().int(),
  total: z.number(),
  unpaidCount: z.number().int(),
  /** The same as `outstanding` (kept for clients written before it). */
  unpaidTotal: z.number(),
  paid: z.number(),
  refunded: z.number(),
  outstanding: z.number(),
});
export type BookingSummary = z.infer<typeof bookingSummary>;

/**
 * `POST /allBooking/:id/cancel` (admin, ours): cancels any booking, saying why. A paid booking is
 * refunded through the card processor (as the traveller's own cancel does); an unpaid one becomes
 * `cancelled`. The traveller sees the reason on My Booking.
 */
export const adminCancelRequest = z.object({
  reason: z
    .string({ error: 'give a reason' })
    .trim()
    .min(3, 'use at least 3 characters')
    .max(500, 'use at most 500 characters'),
});
export type AdminCancelRequest = z.input<typeof adminCancelRequest>;
export const adminCancelResponse = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Dollars refunded to the card (0 for an unpaid booking). */
  refunded: z.number(),
});
export type AdminCancelResponse = z.infer<typeof adminCancelResponse>;
