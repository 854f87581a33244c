import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per hosted image (`/api/images/<key>`): when it was first and last uploaded. The sweep
 * of unreferenced images (features/images/sweep.ts) removes an image only when no package, review
 * or account refers to it and its last upload is older than IMAGE_SWEEP_GRACE_HOURS, so a form
 * that has just uploaded it keeps it. Uploading the same image again refreshes `last_uploaded_at`.
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    /** `<sha-256 of the WebP bytes>.webp`, the name in the image store. */
    key: text('key').primaryKey(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    lastUploadedAt: timestamp('last_uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_uploads_last_uploaded_at_idx').on(t.lastUploadedAt)],
);
