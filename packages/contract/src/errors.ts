import { z } from 'zod';

/** Stable machine-readable error codes, one per failure a client may need to tell apart. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'UNAUTHENTICATED',
  'TOKEN_INVALID',
  'FORBIDDEN',
  'IDENTITY_REQUIRED',
  'EMAIL_MISMATCH',
  'PACKAGE_NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'BOOKING_NOT_CANCELLABLE',
  'SOLD_OUT',
  'DEPARTURE_NOT_FOUND',
  'DEPARTURE_NOT_OPEN',
  'DEPARTURE_STARTED',
  'SEATS_TAKEN',
  'HOLD_EXPIRED',
  'HOLD_NOT_RELEASABLE',
  'HOLD_LIMIT',
  'NOTHING_TO_PAY',
  'PRICE_CHANGED',
  'PACKAGE_WITHDRAWN',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_SUCCEEDED',
  'PAYMENT_MISMATCH',
  'PROCESSOR_UNAVAILABLE',
  'PROCESSOR_REJECTED',
  'REFUND_NOT_POSSIBLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'USER_NOT_FOUND',
  'TRIP_REQUEST_NOT_FOUND',
  'LAST_ADMIN',
  'USER_NOT_SIGNED_UP',
  'INVITATION_NOT_VALID',
  'INVITATION_NOT_FOUND',
  'INVITATION_FOR_ANOTHER_EMAIL',
  'ACCOUNT_CONFLICT',
  'PASSWORD_INCORRECT',
  'INVALID_CALLBACK_URL',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IMAGE_TOO_LARGE',
  'IMAGE_UNREADABLE',
  'STORAGE_UNAVAILABLE',
  'IDENTITY_PROVIDER_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'MAIL_NOT_FOUND',
  'NEWSLETTER_LINK_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** RFC 9457 problem details plus a stable `code`; every error answer of the API has this shape. */
export const problemDetails = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** SOLD_OUT: the seats left on the departure asked for (or the most on any of the package's). */
  seatsLeft: z.number().int().optional(),
  /**
   * HOLD_LIMIT (decision 010): the cap that refused the hold (`account`, `address`,
   * `address-departure`, or `returned`: seats a hold of this traveller's gave back, kept for
   * others for a while), its limit in seats, and when there is room again, if known.
   */
  holdScope: z.string().optional(),
  holdLimit: z.number().int().optional(),
  availableAt: z.string().optional(),
});
export type ProblemDetails = z.infer<typeof problemDetails>;

export function isProblemDetails(value: unknown): value is ProblemDetails {
  return problemDetails.safeParse(value).success;
}
