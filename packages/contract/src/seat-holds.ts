import { z } from 'zod';
import { DEPARTURE_STATUSES } from './departures';

/*
 * Seat holds (ours, docs/product.md §7 "Departures"): the seats that unpaid bookings of a
 * departure hold until their hold ends, as admins see them, and an admin's release of one, which
 * ends that hold at once as if it had run out (the booking expires, its seats go back on sale,
 * the traveller is told by e-mail).
 */

/** Path of one hold: the departure and the booking that holds its seats. */
export const seatHoldParams = z.object({
  id: z.string().min(1).max(64),
  bookingId: z.string().min(1).max(64),
});
export type SeatHoldParams = z.infer<typeof seatHoldParams>;

/** One unpaid booking's hold: who, how many seats, since and until when. */
export const seatHold = z.object({
  bookingId: z.string(),
  /** The lead traveller (the booking's name) and the booking's e-mail. */
  name: z.string(),
  email: z.string(),
  /** Seats held: one per traveller. */
  travellers: z.number().int(),
  /** When the booking was made, which started the hold (the trip zone's offset). */
  heldSince: z.string(),
  /** When the seats go back on sale unless the booking is paid first (the trip zone's offset). */
  heldUntil: z.string(),
});
export type SeatHold = z.infer<typeof seatHold>;

/**
 * `GET /departures/:id/holds` (admin): the departure's holds that are running now (unpaid
 * bookings whose hold has not ended), the soonest to end first.
 */
export const departureHolds = z.object({
  departure: z.object({
    _id: z.string(),
    packageId: z.string(),
    /** The instant, with the trip zone's offset (`2026-12-24T07:00:00+06:00`). */
    startsAt: z.string(),
    status: z.enum(DEPARTURE_STATUSES),
    seatsTotal: z.number().int(),
    /** Seats held and sold. */
    seatsTaken: z.number().int(),
  }),
  packageTitle: z.string(),
  /** The package's Bangla title (null: it has none). */
  packageTitleBn: z.string().nullable(),
  /** Seats the holds below take together. */
  seatsHeld: z.number().int(),
  holds: z.array(seatHold),
});
export type DepartureHolds = z.infer<typeof departureHolds>;

/**
 * `POST /departures/:id/holds/:bookingId/release` (admin, no body): the booking expired, its
 * seats are back on sale. Only a running hold can be released (409 `HOLD_NOT_RELEASABLE`
 * otherwise: paid, ended already, released already); a second release of the same hold changes
 * nothing and answers that 409.
 */
export const releaseHoldResponse = z.object({
  bookingId: z.string(),
  status: z.literal('expired'),
  /** The seats that went back on sale. */
  seatsReleased: z.number().int(),
  /** The departure's seats left after the release (0 while it is not open). */
  seatsLeft: z.number().int(),
});
export type ReleaseHoldResponse = z.infer<typeof releaseHoldResponse>;
