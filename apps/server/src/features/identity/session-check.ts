import type { IdentityRepository } from './repository';

/** How long one instance may believe a session is live without asking the database again. */
export const SESSION_CHECK_TTL_MS = 5000;
const REMEMBERED_MAX = 10_000;

/**
 * Whether the identity session behind an API token is still live. A token names its session
 * (`sid`); signing out (or "sign out everywhere", or removing the user) deletes the session in the
 * database that every instance reads, and each instance remembers an answer for at most
 * SESSION_CHECK_TTL_MS, so a signed-out token stops working everywhere within that time.
 */
export function createSessionCheck(repo: IdentityRepository, now = () => Date.now()) {
  const remembered = new Map<string, { live: boolean; until: number }>();
  const pending = new Map<string, Promise<boolean>>();
  return {
    async isLive(sid: string): Promise<boolean> {
      const known = remembered.get(sid);
      if (known && known.until > now()) return known.live;
      // Concurrent requests with one token ask the database once.
      const asked = pending.get(sid);
      if (asked) return asked;
      const ask = repo
        .sessionIsLive(sid)
        .then((live) => {
          if (remembered.size >= REMEMBERED_MAX && !remembered.has(sid)) {
            remembered.delete(remembered.keys().next().value!);
          }
          remembered.set(sid, { live, until: now() + SESSION_CHECK_TTL_MS });
          return live;
        })
        .finally(() => pending.delete(sid));
      pending.set(sid, ask);
      return ask;
    },
  };
}
