import { TOKEN_RENEW_BEFORE_SECONDS } from '@wayfare/contract/constants';
import type { TokenResponse } from '@wayfare/contract/identity';
import { TOKEN_KEY } from '@/lib/api-client';
import {
  ACCOUNT_REFUSED_CODES,
  describeToken,
  EXPIRY_KEY,
  exchangeFailure,
  forgetToken,
  hasRenewalLock,
  isFreshFor,
  nextTokenNote,
  readStoredToken,
  reconnectDelay,
  RENEWAL_NEWS_WAIT_MS,
  storeToken,
  tokenFromNote,
  withRenewalLock,
  type StoredToken,
} from './token-store';

/*
 * The API token's life in one tab, without React: which token to hold, when to exchange the
 * identity session for a new one, what a refused or failed exchange does, and what a 401, a 403 or
 * another tab's news means. AuthProvider holds the state a render needs and calls this.
 */

/** The token this tab holds, as a render needs it. */
export interface HeldToken {
  email: string;
  /** Seconds since the epoch, by this device's clock. */
  expiresAt: number;
}

/** What the keeper reports as an exchange ends. */
export interface TokenKeeperEvents {
  /** A token for `email` is held (stored, or taken from another tab). */
  held(token: HeldToken): void;
  /** The exchange for `email` was refused: the token is forgotten and not asked for again. */
  refused(email: string): void;
  /** The exchange failed for a fault (429, 5xx, no answer) and will be tried again by itself. */
  reconnecting(): void;
  /** Reads the identity session again (it may be gone after a refusal). */
  refreshSession(): Promise<void>;
}

export interface TokenKeeperOptions {
  /** `POST /jwt`: the identity session proves who asks. */
  exchange: (email: string) => Promise<TokenResponse>;
  events: TokenKeeperEvents;
  /** The token already held as the page starts (see startingToken), if any. */
  heldToken?: string | null;
}

export interface TokenKeeper {
  /**
   * Gets a token for `email`: the stored one while it is good for more than 5 minutes (kept
   * across page loads, and renewed by any tab), else a new one. `rejected` is a token the API
   * refused (a 401): never taken again, however fresh it looks. Tabs do this under one lock, so
   * one exchange serves them all; calls while one runs share it. A refused exchange (the identity
   * session is gone) forgets the token; a transient one keeps it and tries again, backing off.
   */
  fetch: (email: string, rejected?: string) => Promise<void>;
  /** The raw token this tab holds, or null. */
  heldToken: () => string | null;
  /** Forgets the token here and in storage (signed out). */
  forget(): void;
  /**
   * Another tab's storage change, as this tab takes it: the token it renewed for `email` (now
   * held here), `signed-out` when it removed the token, or null when it is none of this tab's.
   */
  storageChange(
    key: string | null,
    newValue: string | null,
    email: string | undefined,
  ): HeldToken | 'signed-out' | null;
  /** Stops a pending retry. */
  dispose(): void;
}

/** Milliseconds until a held token is renewed: 5 minutes before it expires (docs/product.md §9). */
export function renewalDelay(token: HeldToken, nowMs = Date.now()): number {
  return Math.max((token.expiresAt - TOKEN_RENEW_BEFORE_SECONDS) * 1000 - nowMs, 0);
}

/**
 * Whether a tab whose identity session is known should exchange it for a token now: a user is
 * present, this tab holds no token for them (or storage lost it), and their last exchange was not
 * refused (not retried on its own, so a fault cannot loop).
 */
export function needsToken(input: {
  email: string | undefined;
  heldFor: string | undefined;
  stored: boolean;
  refusedFor: string | null;
}): boolean {
  if (input.email === undefined) return false;
  return (input.heldFor !== input.email || !input.stored) && input.refusedFor !== input.email;
}

/**
 * The 401/403 rule of docs/product.md §8: a 401 gets one token renewal, and signs out only when
 * that renewal is refused (the identity session is gone); a 403 signs out only when its code says
 * the account itself is refused. A 403 for an object or a role keeps the session (the caller shows
 * its message).
 */
export function unauthorizedAction(status: number, code?: string): 'renew' | 'sign-out' | 'keep' {
  if (status === 403) return code && ACCOUNT_REFUSED_CODES.includes(code) ? 'sign-out' : 'keep';
  return 'renew';
}

/**
 * The stored token as the page starts, when the identity session is already known for `email`:
 * kept only while it is good for that person.
 */
export function startingToken(email: string | undefined): StoredToken | null {
  if (!email) return null;
  const stored = readStoredToken();
  return isFreshFor(stored, email) ? stored : null;
}

export function createTokenKeeper({
  exchange,
  events,
  heldToken: initial = null,
}: TokenKeeperOptions): TokenKeeper {
  let held: string | null = initial;
  let inFlight: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryAttempt = 0;

  /** The token to hold for `email`, under the renewal lock every tab shares. */
  const obtain = (
    email: string,
    rejected?: string,
  ): Promise<Pick<StoredToken, 'token' | 'expiresAt'>> =>
    withRenewalLock(async () => {
      const stored = readStoredToken();
      if (isFreshFor(stored, email) && stored.token !== rejected) return stored;
      // Renewed by another tab a moment ago, its expiry note not yet seen from here: a newer
      // token than ours, just issued, so good for its whole life from now.
      const mine = held ? describeToken(held) : null;
      if (
        stored &&
        mine &&
        stored.email === email &&
        stored.token !== rejected &&
        stored.issuedAt > mine.issuedAt
      ) {
        return describeToken(stored.token, Math.floor(Date.now() / 1000)) ?? stored;
      }
      // A renewal that fell due here (a good token near its end) fell due in the other tabs too,
      // and one of them may have renewed just before this tab got the lock, its token still on
      // its way here: wait a moment for that news before asking the server again.
      const dueHere =
        stored !== null &&
        stored.email === email &&
        stored.token !== rejected &&
        stored.expiresAt > Date.now() / 1000;
      if (dueHere && hasRenewalLock()) {
        const news = await nextTokenNote(RENEWAL_NEWS_WAIT_MS);
        if (isFreshFor(news, email)) return news;
      }
      const answer = await exchange(email);
      return (
        storeToken(answer.token) ?? { token: answer.token, email, expiresAt: answer.expiresAt }
      );
    });

  const fetch = (email: string, rejected?: string): Promise<void> => {
    if (inFlight) return inFlight;
    const work = (async () => {
      clearTimeout(retryTimer);
      try {
        const got = await obtain(email, rejected);
        held = got.token;
        retryAttempt = 0;
        events.held({ email, expiresAt: got.expiresAt });
      } catch (error) {
        if (exchangeFailure(error) === 'refused') {
          forgetToken();
          held = null;
          events.refused(email);
          await events.refreshSession();
        } else {
          events.reconnecting();
          const delay = reconnectDelay(retryAttempt, error);
          retryAttempt += 1;
          retryTimer = setTimeout(() => void fetch(email, rejected).catch(() => undefined), delay);
        }
        throw error;
      } finally {
        inFlight = null;
      }
    })();
    inFlight = work;
    return work;
  };

  return {
    fetch,
    heldToken: () => held,
    forget() {
      forgetToken();
      held = null;
    },
    storageChange(key, newValue, email) {
      if (key === TOKEN_KEY && !newValue) return 'signed-out';
      // Another tab renewed the token: take it, with the expiry note written last, as one value.
      if (key !== EXPIRY_KEY) return null;
      const next = tokenFromNote(newValue);
      if (!next || !email || next.email !== email) return null;
      held = next.token;
      return { email: next.email, expiresAt: next.expiresAt };
    },
    dispose() {
      clearTimeout(retryTimer);
    },
  };
}
