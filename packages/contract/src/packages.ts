import { z } from 'zod';
import { calendarDay, hostedImageUrl, pageQuery } from './common';
import {
  DURATION_BUCKETS,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_DURATION_MAX,
  PACKAGE_OFFER_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_SORTS,
  PACKAGE_TITLE_MAX,
} from './constants';

export {
  DURATION_BUCKET_DAYS,
  DURATION_BUCKETS,
  PACKAGE_SORTS,
  type DurationBucket,
  type PackageSort,
} from './constants';

/**
 * A package's texts in Bangla (docs/i18n.md, "The agency's texts"): each null when the package
 * has none, and a Bangla page then shows the English one.
 */
export const packageTextsBn = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  duration: z.string().nullable(),
  offer: z.string().nullable(),
});
export type PackageTextsBn = z.infer<typeof packageTextsBn>;

/** A travel package as the API shows it (docs/product.md §3): price in whole dollars. */
export const travelPackage = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number(),
  duration: z.string(),
  offer: z.string().nullable(),
  /** Ours: the texts in Bangla, beside the specification's English fields. */
  bn: packageTextsBn,
});
export type TravelPackage = z.infer<typeof travelPackage>;

export const packageList = z.array(travelPackage);

export {
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_DURATION_MAX,
  PACKAGE_OFFER_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_TITLE_MAX,
} from './constants';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** A decimal number as text, what an HTML number input sends (`120`, ` 99.00 `, `1e3`, `-5`). */
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A price as a form sends it: a number or a decimal numeric string; an empty string or null is
 * "not given". Anything else (a boolean, an array, an object, `0x10`, `Infinity`) stays what it
 * is and is refused as not a number, never coerced into one.
 */
function priceInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : value;
}
const wholeDollars = z.preprocess(
  priceInput,
  z
    .number({ error: 'must be a number' })
    .int('must be whole dollars')
    .min(0, 'cannot be negative')
    .max(PACKAGE_PRICE_MAX, `must be at most ${PACKAGE_PRICE_MAX}`)
    .optional(),
);
/** An empty offer means "no offer". */
const offerText = text(PACKAGE_OFFER_MAX).transform((v) => (v === '' ? null : v));

/** A Bangla text: null or empty means "none" (the page shows the English one). */
const bnText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/**
 * The Bangla texts in `POST /addPackages` and `PATCH /updatePackage/:id`: each optional, with the
 * English field's length limit. In a PATCH a text left out keeps its value, and `bn` left out
 * keeps all four (the specification's body changes none of them).
 */
const packageTextsBnInput = z.strictObject({
  title: bnText(PACKAGE_TITLE_MAX).optional(),
  description: bnText(PACKAGE_DESCRIPTION_MAX).optional(),
  duration: bnText(PACKAGE_DURATION_MAX).optional(),
  offer: bnText(PACKAGE_OFFER_MAX).optional(),
});

/**
 * `POST /addPackages`. The specification's form requires nothing, but a package must at least have
 * a title to be listed (docs/product.md §5); every other field has a sensible empty default.
 */
export const createPackageRequest = z.object({
  title: text(PACKAGE_TITLE_MAX).min(1, 'is required'),
  description: text(PACKAGE_DESCRIPTION_MAX).default(''),
  /** Not given (left out, empty or null): 0. */
  price: wholeDollars.transform((v) => v ?? 0),
  duration: text(PACKAGE_DURATION_MAX).default(''),
  image: z.union([hostedImageUrl, z.literal('')]).default(''),
  offer: offerText.nullable().default(null),
  bn: packageTextsBnInput.optional(),
});
export type CreatePackageRequest = z.input<typeof createPackageRequest>;

/** `PATCH /updatePackage/:id`: fields left out keep their value (an offer is never lost by omission). */
export const updatePackageRequest = z.object({
  title: text(PACKAGE_TITLE_MAX).min(1, 'cannot be empty').optional(),
  description: text(PACKAGE_DESCRIPTION_MAX).optional(),
  /** Not given (left out, empty or null): unchanged. */
  price: wholeDollars,
  duration: text(PACKAGE_DURATION_MAX).optional(),
  image: z.union([hostedImageUrl, z.literal('')]).optional(),
  offer: offerText.nullable().optional(),
  bn: packageTextsBnInput.optional(),
});
export type UpdatePackageRequest = z.input<typeof updatePackageRequest>;

/** `GET /packages` with optional search and filters; the total count comes in `X-Total-Count`. */
export const packageSearchQuery = pageQuery
  .extend({
    q: z.string().trim().max(200).optional(),
    minPrice: z.coerce.number().min(0).max(PACKAGE_PRICE_MAX).optional(),
    maxPrice: z.coerce.number().min(0).max(PACKAGE_PRICE_MAX).optional(),
    duration: z.enum(DURATION_BUCKETS).optional(),
    sort: z.enum(PACKAGE_SORTS).optional(),
    /**
     * Ours (departures): only packages with an open departure starting between these days (trip
     * zone, both included) that has at least `travellers` seats left (1 when only dates are
     * given; with only `travellers`, any upcoming departure).
     */
    departFrom: calendarDay.optional(),
    departTo: calendarDay.optional(),
    travellers: z.coerce.number().int().min(1).max(20).optional(),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: 'must not be below the minimum price', path: ['maxPrice'] },
  )
  .refine((query) => !query.departFrom || !query.departTo || query.departFrom <= query.departTo, {
    message: 'must not be before departFrom',
    path: ['departTo'],
  });
export type PackageSearchQuery = z.infer<typeof packageSearchQuery>;

/**
 * `DELETE /packages/:id` (admin): `deletedCount` as docs/product.md §7 has it (1: the package left
 * the catalogue). `archived` says it was kept for its bookings and payments instead of deleted.
 */
export const removePackageResponse = z.object({
  deletedCount: z.number().int(),
  archived: z.boolean(),
});
export type RemovePackageResponse = z.infer<typeof removePackageResponse>;

/** `GET /packages/:id/booking-counts` (admin): the package's bookings by status. */
export const packageBookingCounts = z.object({
  unpaid: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  /** Cancelled by an admin (kept with their reason): they too keep the package on record. */
  cancelled: z.number().int(),
  /** Unpaid bookings of a departure whose seat hold ran out. */
  expired: z.number().int(),
});
export type PackageBookingCounts = z.infer<typeof packageBookingCounts>;
