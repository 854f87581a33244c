import type { Db } from '#db/client';
import { newsletterSubscribers } from '#db/schema';

export function createNewsletterRepository(db: Db) {
  return {
    /** Adds the address once; a known address is left as it is. */
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
