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
});
export type CreateReviewRequest = z.input<typeof createReviewRequest>;
