import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { authSessions } from '#db/schema';

export function createIdentityRepository(db: Db) {
  const liveSession = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('id')), gt(authSessions.expiresAt, sql`now()`)))
    .prepare('auth_session_live');
  return {
    /** Whether the identity session still exists (not signed out, revoked or expired). */
    async sessionIsLive(id: string): Promise<boolean> {
      const [row] = await liveSession.execute({ id });
      return Boolean(row);
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
