// Plain constants shared by web and server; no zod here, so the browser can import them cheaply.

/** Seconds before expiry at which the web app asks for a fresh API token (docs/product.md §9). */
export const TOKEN_RENEW_BEFORE_SECONDS = 5 * 60;

export const PAGE_DEFAULT_LIMIT = 50;
export const PAGE_MAX_LIMIT = 100;

/** The multipart field that carries the file of `POST /api/images` (docs/product.md §7). */
export const IMAGE_UPLOAD_FIELD = 'image';

/** Image types the server accepts, judged by content; every upload is re-encoded to WebP. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Longest side, in pixels, of a hosted image; larger uploads are scaled down to it. */
export const IMAGE_MAX_SIDE = 2000;

/** Longest review name or designation, and review quote, the API accepts. */
export const REVIEW_TEXT_MAX = 100;
export const REVIEW_QUOTE_MAX = 2000;

/** Longest contact message and sender name the API accepts. */
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 120;

export const DURATION_BUCKETS = ['short', 'medium', 'long'] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];
/** Days covered by each duration filter (inclusive). */
export const DURATION_BUCKET_DAYS: Record<DurationBucket, [number, number]> = {
  short: [0, 3],
  medium: [4, 7],
  long: [8, 10_000],
};

export const PACKAGE_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

/** Stripe's documented test cards that the built-in processor honours. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds (Visa)' },
  { number: '5555 5555 5555 4444', outcome: 'Succeeds (Mastercard)' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'Expired card' },
  { number: '4000 0000 0000 0127', outcome: 'Incorrect CVC' },
] as const;

/*
 * Limits the web app's public pages need, kept here, in a module without zod, so that importing a
 * limit does not bring the schema library and the building of every schema into the app shell
 * (decision 009: that is module evaluation on a phone's main thread before the page is live). The
 * modules of the schemas re-export them.
 */

/** The longest e-mail address (RFC 5321) and the longest name of a person the API keeps. */
export const EMAIL_ADDRESS_MAX = 254;
export const PERSON_NAME_MAX = 120;

/** Travellers on one booking of a departure. */
export const TRAVELLERS_MIN = 1;
export const TRAVELLERS_MAX = 20;

/*
 * Limits and lists the dashboard's screens need, here for the same reason: a screen that imports
 * one from its schemas' module loads zod and every schema with it (25 KB gzip, against the budget
 * of a screen's JavaScript, decision 009). The schemas' modules re-export them.
 */

/**
 * The longest display name of an account, the one limit wherever it is set: sign-up and
 * `update-user` (the identity service), `PATCH /account`, `POST /users` (docs/product.md §7), and
 * names a social provider or an ID token brings (cut to it).
 */
export const ACCOUNT_NAME_MAX = 120;

export const PACKAGE_PRICE_MAX = 1_000_000;
/** Longest texts of a package, so that forms can stop at what the server accepts. */
export const PACKAGE_TITLE_MAX = 120;
export const PACKAGE_DESCRIPTION_MAX = 4000;
export const PACKAGE_DURATION_MAX = 60;
export const PACKAGE_OFFER_MAX = 120;

/** Seats of one departure (travellers of one booking: TRAVELLERS_MIN/MAX, above). */
export const DEPARTURE_SEATS_MAX = 1000;

/** The longest answer an admin may write to a trip request (a few paragraphs, prices, a plan). */
export const TRIP_REQUEST_ANSWER_MAX = 2000;

/**
 * `cancelled` (ours): an unpaid booking an admin cancelled (or whose departure was cancelled),
 * kept to show the traveller why. `expired` (ours): an unpaid booking of a departure whose seat
 * hold ran out; its seats went back. Neither is owed any more.
 */
export const BOOKING_STATUSES = ['unpaid', 'paid', 'refunded', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A message's delivery: `queued`: waiting for (another) try; `sent`: accepted by the SMTP server;
 * `delivered`: kept in the embedded outbox (no SMTP_URL); `failed`: given up, with the reason.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The days the admins' "e-mail is not being delivered" notice counts the messages of. */
export const MAIL_KEPT_DAYS = 7;
