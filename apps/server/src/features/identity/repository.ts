import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { authSessions, signInAttempts, users } from '#db/schema';

export function createIdentityRepository(db: Db) {
  const liveSession = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('id')), gt(authSessions.expiresAt, sql`now()`)))
    .prepare('auth_session_live');
  return {
    /** The directory id of the admin an identity account belongs to; undefined for anyone else. */
    async adminIdOf(authUserId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.authUserId, authUserId), eq(users.role, 'admin')));
      return row?.id;
    },

    /** The directory account of an identity account, if it has one yet (its id and role). */
    async accountOf(authUserId: string): Promise<{ id: string; role: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.authUserId, authUserId));
      return row;
    },

    /** Whether the identity session still exists (not signed out, revoked or expired). */
    async sessionIsLive(id: string): Promise<boolean> {
      const [row] = await liveSession.execute({ id });
      return Boolean(row);
    },

    /**
     * Counts an attempt against `key` unless the window already holds `max`: under a lock per key,
     * so simultaneous attempts cannot all be counted as the first. Answers the attempt's id, or
     * when the oldest counted attempt frees a place.
     */
    async reserveAttempt(input: {
      key: string;
      windowMs: number;
      max: number;
    }): Promise<{ id: number } | { freeAt: Date }> {
      const { key, windowMs, max } = input;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${key}`}))`);
        const cutoff = new Date(Date.now() - windowMs);
        await tx
          .delete(signInAttempts)
          .where(and(eq(signInAttempts.email, key), lte(signInAttempts.createdAt, cutoff)));
        const [held] = await tx
          .select({ n: count() })
          .from(signInAttempts)
          .where(eq(signInAttempts.email, key));
        if ((held?.n ?? 0) >= max) {
          const [oldest] = await tx
            .select({ createdAt: signInAttempts.createdAt })
            .from(signInAttempts)
            .where(eq(signInAttempts.email, key))
            .orderBy(asc(signInAttempts.createdAt))
            .limit(1);
          return { freeAt: new Date((oldest?.createdAt.getTime() ?? Date.now()) + windowMs) };
        }
        const [row] = await tx
          .insert(signInAttempts)
          .values({ email: key })
          .returning({ id: signInAttempts.id });
        return { id: row!.id };
      });
    },

    async releaseAttempt(id: number): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
    },

    /** Forgets attempts made before `before` (they no longer count anywhere). */
    async forgetAttemptsBefore(before: Date): Promise<void> {
      await db.delete(signInAttempts).where(lte(signInAttempts.createdAt, before));
    },

    /** Forgets every attempt on one key (a completed password reset lifts the account's pause). */
    async forgetAttemptsOf(key: string): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.email, key));
    },

    async countAttemptsSince(key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.email, key), gt(signInAttempts.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
