import { z } from 'zod';
import { emailAddress, pageQuery } from './common';
import { DISTRICTS, DIVISIONS } from './places';

export { DISTRICTS, DIVISIONS, type District, type Division } from './places';

/**
 * A moment in time, written as ISO 8601 with seconds and a UTC offset: `2026-03-01T09:00:00+06:00`
 * or `2026-03-01T03:00:00Z` (fractions of a second allowed). A time without an offset is refused:
 * it would mean different instants in different time zones. The server stores the instant
 * (timestamptz) and answers it in UTC (`...Z`), which every client shows in its own zone.
 */
export const instant = z.iso
  .datetime({
    offset: true,
    error: 'must be an ISO 8601 date-time with an offset, e.g. 2026-03-01T09:00:00+06:00',
  })
  .transform((v) => new Date(v));

/** `POST /destination` (spec section 7): a trip request. The end must come after the start. */
export const createTripRequestRequest = z
  .object({
    /** The traveller's e-mail: the caller's own (an admin may name another account's). */
    email: emailAddress,
    origin: z.enum(DIVISIONS, { error: 'must be one of the 8 divisions of Bangladesh' }),
    destination: z.enum(DISTRICTS, { error: 'must be one of the 64 districts of Bangladesh' }),
    startDateTime: instant,
    endDateTime: instant,
  })
  // zod runs this even when a field above failed; only two real instants can be compared.
  .refine(
    (r) =>
      !(r.startDateTime instanceof Date && r.endDateTime instanceof Date) ||
      r.endDateTime.getTime() > r.startDateTime.getTime(),
    { path: ['endDateTime'], message: 'must be after the start' },
  );
export type CreateTripRequestRequest = z.input<typeof createTripRequestRequest>;

/** `GET /destination?email=` with the page window; a user may only ask for their own e-mail. */
export const tripRequestsQuery = pageQuery.extend({ email: emailAddress });
export type TripRequestsQuery = z.input<typeof tripRequestsQuery>;

export const tripRequest = z.object({
  _id: z.string(),
  email: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** UTC instants, ISO 8601 (`...Z`). */
  startDateTime: z.string(),
  endDateTime: z.string(),
  createdAt: z.string(),
});
export type TripRequest = z.infer<typeof tripRequest>;

export const tripRequestList = z.array(tripRequest);
