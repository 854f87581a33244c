import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { signInAttempts } from '#db/schema';

export interface SignInGuardOptions {
  /** Most password attempts that may reach one account per window (failures; successes are given back). */
  maxFailures: number;
  windowSeconds: number;
}

export type SignInReservation =
  { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts password sign-in attempts per account, whatever address they come from (the identity
 * service's own limit is per address, which a botnet of many addresses walks past).
 *
 * An attempt is reserved before the password is checked, under a per-account lock, so a burst of
 * simultaneous guesses cannot all slip in before the first failure is counted. A successful
 * sign-in gives its reservation back; a failure keeps it for one sliding window. Once the window
 * holds `maxFailures`, further attempts are refused until the oldest ages out: the account is never
 * locked for longer than one window after the guessing stops.
 */
export function createSignInGuard(db: Db, options: SignInGuardOptions) {
  const windowMs = options.windowSeconds * 1000;
  let calls = 0;

  async function pruneExpired() {
    await db
      .delete(signInAttempts)
      .where(lte(signInAttempts.createdAt, new Date(Date.now() - windowMs)));
  }

  return {
    async reserve(rawEmail: string): Promise<SignInReservation> {
      const email = rawEmail.trim().toLowerCase();
      // Now and then, forget attempts on other accounts that stopped counting.
      if (++calls % 50 === 0) await pruneExpired();
      const outcome = await db.transaction(
        async (tx): Promise<{ id: number } | { retryAfterSeconds: number }> => {
          // One attempt at a time per account: the count below cannot be read by two at once.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
          const cutoff = new Date(Date.now() - windowMs);
          await tx
            .delete(signInAttempts)
            .where(and(eq(signInAttempts.email, email), lte(signInAttempts.createdAt, cutoff)));
          const [held] = await tx
            .select({ n: count() })
            .from(signInAttempts)
            .where(eq(signInAttempts.email, email));
          if ((held?.n ?? 0) >= options.maxFailures) {
            const [oldest] = await tx
              .select({ createdAt: signInAttempts.createdAt })
              .from(signInAttempts)
              .where(eq(signInAttempts.email, email))
              .orderBy(asc(signInAttempts.createdAt))
              .limit(1);
            const freeAt = (oldest?.createdAt.getTime() ?? Date.now()) + windowMs;
            return { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
          }
          const [row] = await tx
            .insert(signInAttempts)
            .values({ email })
            .returning({ id: signInAttempts.id });
          return { id: row!.id };
        },
      );
      if ('retryAfterSeconds' in outcome)
        return { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds };
      return {
        allowed: true,
        release: async () => {
          await db.delete(signInAttempts).where(eq(signInAttempts.id, outcome.id));
        },
      };
    },

    /** Attempts on the account still counting (tests and operators). */
    async failuresOf(rawEmail: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(signInAttempts)
        .where(
          and(
            eq(signInAttempts.email, rawEmail.trim().toLowerCase()),
            gt(signInAttempts.createdAt, new Date(Date.now() - windowMs)),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
