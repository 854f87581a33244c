import type { IdentityRepository } from './repository';

export interface SignInGuardOptions {
  /** Most password attempts that may reach one account per window (failures; successes are given back). */
  maxFailures: number;
  windowSeconds: number;
  /**
   * How long the longest window of any guard sharing the attempts table lasts. Now and then a
   * guard forgets every attempt older than that, whichever guard counted it: forgetting only
   * what is older than its own window would erase the counts of guards with longer windows (a
   * one-minute address window wiped the hour of an account's failures and of mail limits).
   */
  keepSeconds: number;
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
export function createSignInGuard(attempts: IdentityRepository, options: SignInGuardOptions) {
  const windowMs = options.windowSeconds * 1000;
  const keepMs = Math.max(options.keepSeconds, options.windowSeconds) * 1000;
  let calls = 0;

  return {
    async reserve(rawEmail: string): Promise<SignInReservation> {
      const email = rawEmail.trim().toLowerCase();
      // Now and then, forget attempts on other keys that no guard counts any more.
      if (++calls % 50 === 0) await attempts.forgetAttemptsBefore(new Date(Date.now() - keepMs));
      const outcome = await attempts.reserveAttempt({
        key: email,
        windowMs,
        max: options.maxFailures,
      });
      if ('freeAt' in outcome) {
        const seconds = Math.ceil((outcome.freeAt.getTime() - Date.now()) / 1000);
        return { allowed: false, retryAfterSeconds: Math.max(1, seconds) };
      }
      return { allowed: true, release: () => attempts.releaseAttempt(outcome.id) };
    },

    /** Attempts on the account still counting (tests and operators). */
    async failuresOf(rawEmail: string): Promise<number> {
      return attempts.countAttemptsSince(
        rawEmail.trim().toLowerCase(),
        new Date(Date.now() - windowMs),
      );
    },
  };
}
