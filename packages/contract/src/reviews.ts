import { z } from 'zod';
import { hostedImageUrl } from './common';
import { REVIEW_QUOTE_MAX, REVIEW_TEXT_MAX } from './constants';

/** Stars are 0 to 5 in half steps; 0 means "not rated" (docs/product.md §3). */
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

/** A review as the home carousel shows it (docs/product.md §3). */
export const review = z.object({
  _id: z.string(),
  name: z.string(),
  designation: z.string(),
  rating: z.number(),
  /** A path on Wayfare itself (see `hostedImageUrl`). */
  image: z.string(),
  quote: z.string(),
  createdAt: z.string(),
  /**
   * Ours, optional: the author has a paid booking (not refunded) of the package the review is
   * about, or of any package when the review names none. Worked out by the server on every read.
   */
  isVerifiedTraveller: z.boolean().optional(),
});
export type Review = z.infer<typeof review>;

export const reviewList = z.array(review);

/**
 * `POST /reviews` (docs/product.md §7). The image must be one Wayfare hosts: a site-relative URL
 * under `/uploads/`, `/api/images/` (what `POST /api/images` answers) or `/images/` (demo images);
 * a URL on any other host is refused. The author is the signed-in caller, recorded by the server.
 */
export const createReviewRequest = z.object({
  name: z.string().trim().min(1, 'enter your name').max(REVIEW_TEXT_MAX),
  designation: z.string().trim().min(1, 'enter your designation').max(REVIEW_TEXT_MAX),
  rating: z
    .number()
    .min(0)
    .max(RATING_MAX)
    .multipleOf(RATING_STEP, 'must be a whole or half star')
    .default(0),
  image: hostedImageUrl,
  quote: z.string().trim().min(1, 'write your review').max(REVIEW_QUOTE_MAX),
  /** Ours, optional: the package the review is about (its author is verified by a paid booking of it). */
  packageId: z.uuid('must be a package id').optional(),
});
export type CreateReviewRequest = z.input<typeof createReviewRequest>;

/**
 * `POST /reviews` answers `{ insertedId }` as the spec says; `pending` (ours) is true when
 * reviews wait for an admin's approval (REVIEWS_REQUIRE_APPROVAL) and this one is not public yet.
 */
export const createReviewResponse = z.object({
  insertedId: z.string().nullable(),
  pending: z.boolean().optional(),
});
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;

/** Where a review stands: public, waiting for approval, or hidden by an admin. */
export const REVIEW_STATUSES = ['published', 'held', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as the moderation page (admin) sees it, hidden and held ones included. */
export const moderatedReview = review.extend({
  isVerifiedTraveller: z.boolean(),
  packageId: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** The last moderation (hide, restore or approve): when, and the admin's name or e-mail. */
  moderatedAt: z.string().nullable(),
  moderatedBy: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReview>;
export const moderatedReviewList = z.array(moderatedReview);

/**
 * `PATCH /reviews/:id` (admin): `hidden: true` hides a review from the public lists, `false`
 * restores it; `approved: true` publishes a review held for approval.
 */
export const moderateReviewRequest = z
  .strictObject({ hidden: z.boolean().optional(), approved: z.literal(true).optional() })
  .refine((v) => v.hidden !== undefined || v.approved !== undefined, {
    message: 'say hidden (true or false) or approved (true)',
  });
export type ModerateReviewRequest = z.infer<typeof moderateReviewRequest>;
