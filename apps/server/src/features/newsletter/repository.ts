import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { newsletterSubscribers } from '#db/schema';

/** The newsletter list, with double opt-in: an address counts once confirmed, until it leaves. */
export function createNewsletterRepository(db: Db) {
  const subscriber = (email: string) => eq(newsletterSubscribers.email, email);
  return {
    /**
     * Adds the address (a known one is kept as it is). An address not yet confirmed (or gone)
     * gets a confirmation e-mail, written by `confirm` in the same transaction: at most one per
     * 10 minutes, so the box cannot be used to flood someone's mailbox. The confirmation's
     * page's language (`language`) becomes the address's.
     */
    async subscribe(
      email: string,
      language: 'en' | 'bn',
      confirm: (tx: Db) => Promise<unknown>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(newsletterSubscribers).values({ email, language }).onConflictDoNothing();
        const [due] = await tx
          .update(newsletterSubscribers)
          .set({ confirmationSentAt: sql`now()`, language })
          .where(
            and(
              subscriber(email),
              or(
                isNull(newsletterSubscribers.confirmedAt),
                isNotNull(newsletterSubscribers.unsubscribedAt),
              ),
              or(
                isNull(newsletterSubscribers.confirmationSentAt),
                lt(newsletterSubscribers.confirmationSentAt, sql`now() - interval '10 minutes'`),
              ),
            ),
          )
          .returning({ email: newsletterSubscribers.email });
        if (due) await confirm(tx);
      });
    },

    /**
     * Confirms the address (its link proved it); the first confirmation (or one after leaving)
     * writes the welcome e-mail with `welcome`, in the same transaction.
     */
    async confirm(email: string, welcome: (tx: Db) => Promise<unknown>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
        const [confirmed] = await tx
          .update(newsletterSubscribers)
          .set({ confirmedAt: sql`now()`, unsubscribedAt: null })
          .where(
            and(
              subscriber(email),
              or(
                isNull(newsletterSubscribers.confirmedAt),
                isNotNull(newsletterSubscribers.unsubscribedAt),
              ),
            ),
          )
          .returning({ email: newsletterSubscribers.email });
        if (confirmed) await welcome(tx);
      });
    },

    /** The address leaves the list (nothing happens for one not on it). */
    async unsubscribe(email: string): Promise<void> {
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: sql`now()` })
        .where(and(subscriber(email), isNull(newsletterSubscribers.unsubscribedAt)));
    },

    /** The language recorded with the address (`language`, migration 0027); null: not known. */
    async languageOf(email: string): Promise<'en' | 'bn' | null> {
      const [row] = await db
        .select({ language: newsletterSubscribers.language })
        .from(newsletterSubscribers)
        .where(subscriber(email));
      return row?.language ?? null;
    },

    /** Whether the address receives newsletters: confirmed and not gone. */
    async isSubscribed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(
          and(
            subscriber(email),
            isNotNull(newsletterSubscribers.confirmedAt),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        );
      return Boolean(row);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
