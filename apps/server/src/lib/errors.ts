import type { ErrorCode } from '@wayfare/contract/errors';

/** HTTP status and human title for each stable error code: the one table of the API's failures. */
export const ERROR_TABLE: Record<ErrorCode, { status: number; title: string }> = {
  VALIDATION_FAILED: { status: 400, title: 'The request is not valid' },
  NOT_FOUND: { status: 404, title: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, title: 'No such API route' },
  UNAUTHENTICATED: { status: 401, title: 'Sign-in required' },
  TOKEN_INVALID: { status: 401, title: 'Access token not accepted' },
  FORBIDDEN: { status: 403, title: 'Not allowed' },
  IDENTITY_REQUIRED: { status: 401, title: 'Identity not proven' },
  EMAIL_MISMATCH: { status: 403, title: 'E-mail does not match the signed-in identity' },
  PACKAGE_NOT_FOUND: { status: 404, title: 'Package not found' },
  TRIP_REQUEST_NOT_FOUND: { status: 404, title: 'Trip request not found' },
  BOOKING_NOT_FOUND: { status: 404, title: 'Booking not found' },
  BOOKING_NOT_CANCELLABLE: { status: 409, title: 'Booking cannot be cancelled' },
  SOLD_OUT: { status: 409, title: 'Not enough seats left' },
  DEPARTURE_NOT_FOUND: { status: 404, title: 'Departure not found' },
  DEPARTURE_NOT_OPEN: { status: 409, title: 'This departure takes no bookings' },
  DEPARTURE_STARTED: { status: 409, title: 'The departure has started' },
  SEATS_TAKEN: { status: 409, title: 'More seats are taken than that' },
  HOLD_EXPIRED: { status: 409, title: 'The seat hold has expired' },
  HOLD_NOT_RELEASABLE: { status: 409, title: 'This seat hold cannot be released' },
  HOLD_LIMIT: { status: 409, title: 'Too many seats held unpaid' },
  NOTHING_TO_PAY: { status: 409, title: 'Nothing to pay' },
  PRICE_CHANGED: { status: 409, title: 'The amount to pay has changed' },
  PACKAGE_WITHDRAWN: { status: 409, title: 'A booked package is no longer offered' },
  PAYMENT_NOT_FOUND: { status: 404, title: 'Payment not found' },
  PAYMENT_NOT_SUCCEEDED: { status: 409, title: 'The payment has not succeeded' },
  PAYMENT_MISMATCH: { status: 409, title: 'The payment does not match its bookings' },
  PROCESSOR_UNAVAILABLE: { status: 503, title: 'Card processor unavailable' },
  PROCESSOR_REJECTED: { status: 502, title: 'Card processor refused the request' },
  REFUND_NOT_POSSIBLE: { status: 409, title: 'Refund not possible' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, title: 'Webhook signature invalid' },
  USER_NOT_FOUND: { status: 404, title: 'User not found' },
  LAST_ADMIN: { status: 409, title: 'The last administrator cannot be removed' },
  USER_NOT_SIGNED_UP: { status: 409, title: 'This person has not signed up yet' },
  INVITATION_NOT_VALID: { status: 404, title: 'Invitation not valid' },
  INVITATION_NOT_FOUND: { status: 404, title: 'No such pending invitation' },
  INVITATION_FOR_ANOTHER_EMAIL: { status: 403, title: 'Invitation for another e-mail' },
  PASSWORD_INCORRECT: { status: 400, title: 'Password incorrect' },
  ACCOUNT_CONFLICT: { status: 409, title: 'This e-mail belongs to another sign-in method' },
  INVALID_CALLBACK_URL: { status: 400, title: 'Redirect target not allowed' },
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Request too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'File type not accepted' },
  IMAGE_TOO_LARGE: { status: 413, title: 'Image too large' },
  IMAGE_UNREADABLE: { status: 422, title: 'Image cannot be read' },
  STORAGE_UNAVAILABLE: { status: 503, title: 'Image storage temporarily unavailable' },
  IDENTITY_PROVIDER_UNAVAILABLE: { status: 503, title: 'Identity provider unavailable' },
  DATABASE_UNAVAILABLE: { status: 503, title: 'Service temporarily unavailable' },
  INTERNAL_ERROR: { status: 500, title: 'Internal error' },
  MAIL_NOT_FOUND: { status: 404, title: 'Message not found' },
  NEWSLETTER_LINK_INVALID: { status: 400, title: 'Newsletter link not valid' },
};

/** A failure a service expects and a client can act on; the error handler renders it. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly fieldErrors?: { path: string; message: string }[],
    /** Members added to the problem details (e.g. `seatsLeft` of SOLD_OUT). */
    readonly extensions?: Record<string, string | number | boolean>,
  ) {
    super(detail ?? ERROR_TABLE[code].title);
    this.name = 'AppError';
    this.status = ERROR_TABLE[code].status;
  }
}
