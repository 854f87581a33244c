import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from './constants';

/** Identifiers travel as strings (the `_id` of docs/product.md §3). */
export const idParam = z.object({ id: z.string().min(1).max(64) });
export type IdParam = z.infer<typeof idParam>;

/** The longest e-mail address (RFC 5321) and the longest name of a person the API keeps. */
export const EMAIL_ADDRESS_MAX = 254;
export const PERSON_NAME_MAX = 120;

export const emailAddress = z.string().trim().toLowerCase().max(EMAIL_ADDRESS_MAX).pipe(z.email());

export const insertedIdResponse = z.object({ insertedId: z.string().nullable() });
export type InsertedIdResponse = z.infer<typeof insertedIdResponse>;

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(PAGE_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const deletedCountResponse = z.object({ deletedCount: z.number().int() });
export type DeletedCountResponse = z.infer<typeof deletedCountResponse>;

export const modifiedCountResponse = z.object({ modifiedCount: z.number().int() });
export type ModifiedCountResponse = z.infer<typeof modifiedCountResponse>;

/**
 * An image URL that Wayfare itself serves: demo images under /images/, uploads under /uploads/ or
 * /api/images/. Never another host (no hot-linking, no tracking pixels, no mixed content).
 */
export const hostedImageUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(images|uploads|api\/images)\/[\w./-]+$/, 'must be an image hosted by Wayfare')
  .refine((v) => !v.includes('..'), 'must be an image hosted by Wayfare');
