import { z } from 'zod';
import { emailAddress, pageQuery } from './common';
import { TRIP_REQUEST_ANSWER_MAX } from './constants';
import { parseDateTimeText } from './date-time-text';
import { DISTRICTS, DIVISIONS } from './places';

export { DISTRICTS, DIVISIONS, type District, type Division } from './places';

export const TRIP_REQUEST_STATUSES = ['new', 'answered'] as const;
export type TripRequestStatus = (typeof TRIP_REQUEST_STATUSES)[number];

export { parseDateTimeText } from './date-time-text';

/**
 * A trip's start or end as sent: see parseDateTimeText. Without an offset it is a local time
 * where the trip happens (the server's trip zone, Asia/Dhaka unless configured), so the server
 * turns it into an instant; it answers times with the trip zone's offset.
 */
export const tripDateTime = z
  .string({ error: 'must be a date and time' })
  .trim()
  .max(40, { error: 'must be a date and time' })
  .refine((v) => parseDateTimeText(v) !== null, {
    error:
      'must be a date and time such as 2026-12-24T10:30 (local time of the trip) or 2026-12-24T10:30:00+06:00',
  });

/**
 * `POST /destination` (docs/product.md §7): a trip request. The server also checks, in the trip's
 * time zone, that the start is not in the past and the end comes after the start.
 */
export const createTripRequestRequest = z.object({
  /** The traveller's e-mail: the caller's own (an admin may name another account's). */
  email: emailAddress,
  origin: z.enum(DIVISIONS, { error: 'must be one of the 8 divisions of Bangladesh' }),
  destination: z.enum(DISTRICTS, { error: 'must be one of the 64 districts of Bangladesh' }),
  startDateTime: tripDateTime,
  endDateTime: tripDateTime,
});
export type CreateTripRequestRequest = z.input<typeof createTripRequestRequest>;

/** `GET /destination?email=` with the page window; a user may only ask for their own e-mail. */
export const tripRequestsQuery = pageQuery.extend({ email: emailAddress });
export type TripRequestsQuery = z.input<typeof tripRequestsQuery>;

export const tripRequest = z.object({
  _id: z.string(),
  email: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** ISO 8601 with the trip zone's offset (`2026-12-24T10:30:00+06:00`): local time as it comes. */
  startDateTime: z.string(),
  endDateTime: z.string(),
  /** The trip zone the times are local to (IANA name, e.g. `Asia/Dhaka`). */
  timeZone: z.string(),
  createdAt: z.string(),
  /** `new` until the agency answers, then `answered` (beyond docs/product.md §3; optional). */
  status: z.enum(TRIP_REQUEST_STATUSES).optional(),
  /** The agency's answer, null while the request waits. */
  answer: z.string().nullable().optional(),
  answeredAt: z.string().nullable().optional(),
});
export type TripRequest = z.infer<typeof tripRequest>;

export const tripRequestList = z.array(tripRequest);

export { TRIP_REQUEST_ANSWER_MAX } from './constants';

/** `PUT /trip-requests/:id/answer` (admin): the agency's answer; writing again replaces it. */
export const answerTripRequestRequest = z.object({
  answer: z
    .string()
    .trim()
    .min(1, { error: 'write an answer before sending' })
    .max(TRIP_REQUEST_ANSWER_MAX),
});
export type AnswerTripRequestRequest = z.input<typeof answerTripRequestRequest>;

/** `GET /trip-requests` (admin): the inbox of every traveller's requests, newest first. */
export const tripRequestsInboxQuery = pageQuery.extend({
  status: z.enum([...TRIP_REQUEST_STATUSES, 'all']).default('new'),
});
export type TripRequestsInboxQuery = z.input<typeof tripRequestsInboxQuery>;

export const tripRequestsInbox = z.object({
  items: z.array(
    tripRequest.extend({
      /** The traveller's name as the account has it (null once the account is deleted). */
      travellerName: z.string().nullable(),
    }),
  ),
  /** How many requests match the status, across all pages. */
  total: z.number().int(),
  /** How many requests wait for an answer (the menu's and the filter's count). */
  waiting: z.number().int(),
});
export type TripRequestsInbox = z.infer<typeof tripRequestsInbox>;
export type InboxTripRequest = TripRequestsInbox['items'][number];
