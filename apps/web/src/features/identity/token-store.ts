import { TOKEN_RENEW_BEFORE_SECONDS } from '@wayfare/contract/constants';
import { ApiError, TOKEN_KEY } from '@/lib/api-client';
import { isTransient } from '@/lib/query-client';

/** The API token in localStorage (docs/product.md §3), with what the app needs to know of it. */
export interface StoredToken {
  token: string;
  email: string;
  /** When it expires by this device's clock, in seconds since the epoch. */
  expiresAt: number;
  /** When the server issued it, by the server's clock (orders two tokens). */
  issuedAt: number;
}

/**
 * Beside the token (whose key and form docs/product.md §3 fixes), when it expires by this device's
 * clock: a device whose clock is off from the server's would otherwise find every new token near
 * expiry (and renew it again and again) or never.
 */
export const EXPIRY_KEY = 'wayfare:token-expiry';

/**
 * The token and its device-clock expiry from the note written last by storeToken: another tab's
 * `storage` event for this key carries the pair as one value, so it never sees the token with an
 * older note (tabs in other processes may see the two keys change at different moments).
 */
export function tokenFromNote(value: string | null): StoredToken | null {
  if (!value) return null;
  try {
    const note = JSON.parse(value) as { token?: unknown; expiresAt?: unknown };
    if (typeof note.token !== 'string' || typeof note.expiresAt !== 'number') return null;
    const described = describeToken(note.token);
    return described && { ...described, expiresAt: note.expiresAt };
  } catch {
    return null;
  }
}

/** Claims read from a token's payload, unverified: the server verifies; this only plans renewal. */
function claimsOf(token: string): { email: string; exp: number; iat: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = JSON.parse(json) as { email?: unknown; exp?: unknown; iat?: unknown };
    if (typeof claims.email !== 'string' || typeof claims.exp !== 'number') return null;
    const iat = typeof claims.iat === 'number' ? claims.iat : claims.exp;
    return { email: claims.email, exp: claims.exp, iat };
  } catch {
    return null;
  }
}

/** A token as this device sees it; `receivedAt` (device seconds) dates it by this device's clock. */
export function describeToken(token: string, receivedAt?: number): StoredToken | null {
  const claims = claimsOf(token);
  if (!claims) return null;
  const expiresAt = receivedAt === undefined ? claims.exp : receivedAt + (claims.exp - claims.iat);
  return { token, email: claims.email, expiresAt, issuedAt: claims.iat };
}

/** Stores a token just received from the server, with its expiry by this device's clock. */
export function storeToken(token: string): StoredToken | null {
  const described = describeToken(token, Math.floor(Date.now() / 1000));
  localStorage.setItem(TOKEN_KEY, token);
  if (described) {
    localStorage.setItem(EXPIRY_KEY, JSON.stringify({ token, expiresAt: described.expiresAt }));
  }
  return described;
}

export function forgetToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(EXPIRY_KEY);
}

export function readStoredToken(): StoredToken | null {
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const described = describeToken(token);
  if (!described) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(EXPIRY_KEY) ?? 'null') as {
      token?: unknown;
      expiresAt?: unknown;
    } | null;
    if (kept?.token === token && typeof kept.expiresAt === 'number') {
      return { ...described, expiresAt: kept.expiresAt };
    }
  } catch {
    // An unreadable note: the token's own expiry stands.
  }
  return described;
}

/** Good for this person for longer than the renewal margin (5 minutes): no exchange needed. */
export function isFreshFor(
  stored: StoredToken | null,
  email: string,
  nowSeconds = Date.now() / 1000,
): stored is StoredToken {
  return (
    stored !== null &&
    stored.email === email &&
    stored.expiresAt - nowSeconds > TOKEN_RENEW_BEFORE_SECONDS
  );
}

/**
 * A failed token exchange: `refused` when the identity provider says the session is gone or is not
 * this person's (401, 403), `transient` for a 429, a 5xx, a timeout or no answer, which never
 * signs anyone out.
 */
export function exchangeFailure(error: unknown): 'refused' | 'transient' {
  return isTransient(error) ? 'transient' : 'refused';
}

/** Waits before the next try of a transient failure: 1 s doubling to 30 s, or Retry-After. */
export function reconnectDelay(attempt: number, error: unknown): number {
  const backoff = Math.min(1000 * 2 ** attempt, 30_000);
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined) {
    return Math.min(Math.max(error.retryAfterSeconds * 1000, 1000), 30_000);
  }
  return backoff;
}

/**
 * Runs `work` while holding the renewal lock shared by every tab of this site (Web Locks), so
 * that tabs renewing together make one exchange: the first renews, the others find the fresh
 * token in localStorage. Without Web Locks, runs `work` as it is.
 */
export function hasRenewalLock(): boolean {
  return typeof navigator !== 'undefined' && navigator.locks !== undefined;
}

export function withRenewalLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request('wayfare-token-renewal', () => work()) as Promise<T>;
}

/**
 * How long a tab that finds the token unrenewed, once it holds the renewal lock, waits for news of
 * another tab's renewal. Tabs live in separate processes: the lock can pass to the next tab a
 * moment before the token that the previous holder stored reaches it.
 */
export const RENEWAL_NEWS_WAIT_MS = 500;

/**
 * Resolves with the token of the next expiry note another tab writes (its `storage` event), or
 * with null after `ms`.
 */
export function nextTokenNote(ms: number): Promise<StoredToken | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (value: StoredToken | null) => {
      window.clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(value);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === EXPIRY_KEY) done(tokenFromNote(event.newValue));
    };
    const timer = window.setTimeout(() => done(null), ms);
    window.addEventListener('storage', onStorage);
  });
}

/**
 * Account-level refusals: a 403 whose code says the account itself may not act (docs/product.md §8). A 403
 * for an object or a role keeps the session.
 */
export const ACCOUNT_REFUSED_CODES: readonly string[] = ['ACCOUNT_DISABLED', 'ACCOUNT_DELETED'];
