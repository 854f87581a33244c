import { z } from 'zod';

export { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_SIDE, IMAGE_UPLOAD_FIELD } from './constants';

/** Where Wayfare serves a hosted image: `/api/images/<sha-256 of the WebP>.webp`. */
export const HOSTED_IMAGE_PATH = /^\/api\/images\/[a-f0-9]{64}\.webp$/;

/**
 * `POST /api/images` answers like the image host of docs/product.md §7: the URL is read from
 * `data.url` (`res.data.data.url` with the specification's HTTP client). The URL is a path on
 * Wayfare itself.
 */
export const imageUploadResponse = z.object({
  data: z.object({
    url: z.string().regex(HOSTED_IMAGE_PATH),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;
