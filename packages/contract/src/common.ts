import { z } from 'zod';
import { EMAIL_ADDRESS_MAX, PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from './constants';

/** Identifiers travel as strings (the `_id` of docs/product.md §3). */
export const idParam = z.object({ id: z.string().min(1).max(64) });
export type IdParam = z.infer<typeof idParam>;

export { EMAIL_ADDRESS_MAX, PERSON_NAME_MAX } from './constants';

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

/** A calendar day, `YYYY-MM-DD` (in the trip zone, TRIP_TIME_ZONE, wherever a day is a filter). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  // A day that exists: JavaScript's parser rolls 2025-02-30 over to 2 March, so the day must
  // read back as written.
  .refine((text) => {
    const time = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
  }, 'must be a real date');
