import { z } from 'zod';
import { calendarDay, PERSON_NAME_MAX } from './common';
import {
  DEPARTURE_SEATS_MAX,
  PACKAGE_PRICE_MAX,
  TRAVELLERS_MAX,
  TRAVELLERS_MIN,
} from './constants';
import { tripDateTime } from './trip-requests';

/*
 * Departures (ours, docs/product.md §7 "Departures"): the dated runs of a package, each with a
 * number of seats. A booking takes its seats when it is made; an unpaid one holds them for
 * BOOKING_HOLD_MINUTES, then expires and gives them back.
 */

/** `open` sells seats; `closed` sells none but keeps its bookings; `cancelled` ended them. */
export const DEPARTURE_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

export { DEPARTURE_SEATS_MAX, TRAVELLERS_MAX, TRAVELLERS_MIN } from './constants';

export const departure = z.object({
  _id: z.string(),
  packageId: z.string(),
  /** The instant, with the trip zone's offset (`2026-12-24T07:00:00+06:00`). */
  startsAt: z.string(),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int(),
  /**
   * Seats held and sold, whatever the status (a closed departure has none left but keeps what
   * is taken). In the admins' list (`all=true`) only: the public never sees it.
   */
  seatsTaken: z.number().int().optional(),
  /** Dollars per traveller: the departure's own price, or the package's when it has none. */
  price: z.number(),
  /** Whether `price` is the departure's own (not the package's). */
  ownPrice: z.boolean(),
  status: z.enum(DEPARTURE_STATUSES),
});
export type Departure = z.infer<typeof departure>;
export const departureList = z.array(departure);

/**
 * `GET /packages/:id/departures?from=&to=` (public): upcoming first. `from` and `to` are days in
 * the trip zone, both included; without `from`, departures that have not started yet. Admins
 * add `all=true` to see past and cancelled ones too.
 */
export const departuresQuery = z
  .object({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    all: z.enum(['true', 'false']).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type DeparturesQuery = z.infer<typeof departuresQuery>;

/**
 * A count or price as JSON or a form sends it: a number, or digits as text (`"12"`). Anything
 * else (true, [5], an object, `0x10`) stays what it is and is refused as not a number.
 */
function numberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

const seats = z.preprocess(
  numberInput,
  z
    .number({ error: 'must be a number of seats' })
    .int('must be a whole number of seats')
    .min(1, 'must be at least 1')
    .max(DEPARTURE_SEATS_MAX, `must be at most ${DEPARTURE_SEATS_MAX}`),
);

const departurePrice = z.preprocess(
  numberInput,
  z
    .number({ error: 'must be a price in dollars' })
    .int('must be whole dollars')
    .min(0, 'must not be negative')
    .max(PACKAGE_PRICE_MAX, `must be at most ${PACKAGE_PRICE_MAX}`)
    .nullable(),
);

/**
 * `POST /packages/:id/departures` (admin). `startsAt` without an offset is local to the trip
 * zone; it must be in the future. Without `price` (or with null) the package's price applies.
 */
export const createDepartureRequest = z.object({
  startsAt: tripDateTime,
  seats,
  price: departurePrice.optional(),
});
export type CreateDepartureRequest = z.input<typeof createDepartureRequest>;

/** `PATCH /departures/:id` (admin): seats never below the seats already taken (409). */
export const updateDepartureRequest = z
  .object({
    startsAt: tripDateTime.optional(),
    seats: seats.optional(),
    price: departurePrice.optional(),
    status: z.enum(DEPARTURE_STATUSES).optional(),
    /** With `status: cancelled`: told to every traveller on it (their bookings end). */
    reason: z.string().trim().min(3, 'use at least 3 characters').max(500).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'change at least one of startsAt, seats, price, status',
  });
export type UpdateDepartureRequest = z.input<typeof updateDepartureRequest>;

/** Names of the travellers besides the lead (the account holder), for the manifest. */
export const travellerNames = z
  .array(z.string().trim().min(1, 'is required').max(PERSON_NAME_MAX))
  .max(TRAVELLERS_MAX - 1);

export const travellersCount = z.preprocess(
  numberInput,
  z
    .number({ error: 'must be a number of travellers' })
    .int('must be a whole number of travellers')
    .min(TRAVELLERS_MIN, `must be at least ${TRAVELLERS_MIN}`)
    .max(TRAVELLERS_MAX, `must be at most ${TRAVELLERS_MAX}`),
);

/** `GET /departures/:id/manifest` (admin; CSV with `Accept: text/csv`): who travels. */
export const manifestEntry = z.object({
  bookingId: z.string(),
  /** The lead traveller (the booking's name) and their e-mail. */
  name: z.string(),
  email: z.string(),
  travellers: z.number().int(),
  /** Everyone else on the booking, as given when booking (may be fewer than travellers - 1). */
  travellerNames: z.array(z.string()),
  status: z.string(),
  price: z.number(),
  bookedAt: z.string(),
  /** While unpaid: when the seats go back (the trip zone's offset). */
  holdExpiresAt: z.string().nullable(),
});
export const manifest = z.object({
  departure,
  packageTitle: z.string(),
  /** The package's Bangla title (null: it has none). */
  packageTitleBn: z.string().nullable(),
  /** Seats sold (paid) and held (unpaid), and the travellers on the list. */
  seatsSold: z.number().int(),
  seatsHeld: z.number().int(),
  entries: z.array(manifestEntry),
});
export type Manifest = z.infer<typeof manifest>;

/** Problem details of a booking that found too few seats (409 `SOLD_OUT`). */
export const soldOutProblem = z.object({
  code: z.literal('SOLD_OUT'),
  /** Seats left on the asked (or next) departure; 0 when none of the package's has any. */
  seatsLeft: z.number().int(),
});
