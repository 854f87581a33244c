import type { TokenResponse } from '@wayfare/contract/identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, TOKEN_KEY } from '@/lib/api-client';
import {
  createTokenKeeper,
  needsToken,
  renewalDelay,
  startingToken,
  unauthorizedAction,
  type HeldToken,
} from './token-keeper';
import { EXPIRY_KEY, storeToken } from './token-store';

const EMAIL = 'nadia@example.com';

function tokenFor(claims: { email: string; iat?: number; exp: number }): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '');
  return `${part({ alg: 'EdDSA' })}.${part(claims)}.signature`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token the server would issue now, good for 15 minutes. */
function issued(email = EMAIL, issuedAt = nowSeconds()): TokenResponse {
  const expiresAt = issuedAt + 900;
  return { token: tokenFor({ email, iat: issuedAt, exp: expiresAt }), expiresAt };
}

/** A keeper whose exchange answers from `answers` in turn, with every event it reports. */
function keeperWith(answers: (TokenResponse | Error)[], heldToken: string | null = null) {
  const seen = {
    exchanges: 0,
    held: [] as HeldToken[],
    refused: [] as string[],
    reconnecting: 0,
    sessionReads: 0,
  };
  const keeper = createTokenKeeper({
    heldToken,
    exchange: (email) => {
      seen.exchanges += 1;
      const next = answers.shift() ?? new Error(`no answer left for ${email}`);
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    events: {
      held: (token) => seen.held.push(token),
      refused: (email) => seen.refused.push(email),
      reconnecting: () => (seen.reconnecting += 1),
      refreshSession: () => {
        seen.sessionReads += 1;
        return Promise.resolve();
      },
    },
  });
  return { keeper, seen };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the token keeper', () => {
  it('keeps a stored token good for more than 5 minutes, with no exchange', async () => {
    const stored = storeToken(issued().token);
    const { keeper, seen } = keeperWith([]);
    await keeper.fetch(EMAIL);
    expect(seen.exchanges).toBe(0);
    expect(seen.held).toEqual([{ email: EMAIL, expiresAt: stored?.expiresAt }]);
    expect(keeper.heldToken()).toBe(stored?.token);
  });

  it('exchanges the session once for calls made while one is under way, and stores the answer', async () => {
    const answer = issued();
    const { keeper, seen } = keeperWith([answer]);
    await Promise.all([keeper.fetch(EMAIL), keeper.fetch(EMAIL), keeper.fetch(EMAIL)]);
    expect(seen.exchanges).toBe(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(answer.token);
    expect(keeper.heldToken()).toBe(answer.token);
    expect(seen.held).toHaveLength(1);
  });

  it('exchanges again for a token near its end, or another person’s', async () => {
    storeToken(tokenFor({ email: EMAIL, exp: nowSeconds() + 200 }));
    const { keeper, seen } = keeperWith([issued(), issued('other@example.com')]);
    await keeper.fetch(EMAIL);
    await keeper.fetch('other@example.com');
    expect(seen.exchanges).toBe(2);
  });

  it('never takes again a token the API refused, however fresh it looks', async () => {
    const refused = storeToken(issued().token);
    const fresh = issued(EMAIL, nowSeconds() + 1);
    const { keeper, seen } = keeperWith([fresh], refused?.token);
    await keeper.fetch(EMAIL, refused?.token);
    expect(seen.exchanges).toBe(1);
    expect(keeper.heldToken()).toBe(fresh.token);
  });

  it('takes a newer token another tab stored a moment ago instead of exchanging', async () => {
    const mine = issued(EMAIL, nowSeconds() - 700);
    const { keeper, seen } = keeperWith([], mine.token);
    // The other tab's token, its expiry note not written yet: only the token key changed.
    const theirs = issued(EMAIL, nowSeconds());
    localStorage.setItem(TOKEN_KEY, theirs.token);
    await keeper.fetch(EMAIL, mine.token);
    expect(seen.exchanges).toBe(0);
    expect(keeper.heldToken()).toBe(theirs.token);
  });

  it('forgets the token and reads the session again when the exchange is refused', async () => {
    storeToken(tokenFor({ email: EMAIL, exp: nowSeconds() + 100 }));
    const { keeper, seen } = keeperWith([new ApiError(401, { code: 'IDENTITY_REQUIRED' })]);
    await expect(keeper.fetch(EMAIL)).rejects.toBeInstanceOf(ApiError);
    expect(seen.refused).toEqual([EMAIL]);
    expect(seen.sessionReads).toBe(1);
    expect(seen.reconnecting).toBe(0);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(keeper.heldToken()).toBeNull();
  });

  it('keeps the token through a fault and tries again by itself, backing off', async () => {
    vi.useFakeTimers();
    const stored = storeToken(tokenFor({ email: EMAIL, exp: nowSeconds() + 100 }));
    const answer = issued();
    const { keeper, seen } = keeperWith(
      [new ApiError(503, {}), new ApiError(429, {}, 3), answer],
      stored?.token,
    );
    await expect(keeper.fetch(EMAIL)).rejects.toBeInstanceOf(ApiError);
    expect(seen.reconnecting).toBe(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(stored?.token);
    // 1 s after the 503; then what the 429's Retry-After says (3 s).
    await vi.advanceTimersByTimeAsync(999);
    expect(seen.exchanges).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.exchanges).toBe(2);
    expect(seen.reconnecting).toBe(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen.exchanges).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.exchanges).toBe(3);
    // Dated by this device's clock as it arrived, 4 s after the first try.
    const note = JSON.parse(localStorage.getItem(EXPIRY_KEY) ?? '{}') as { expiresAt?: number };
    expect(note.expiresAt).toBe(nowSeconds() + 900);
    expect(seen.held).toEqual([{ email: EMAIL, expiresAt: note.expiresAt }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(answer.token);
    expect(seen.refused).toEqual([]);
  });

  it('stops a pending retry when disposed', async () => {
    vi.useFakeTimers();
    const { keeper, seen } = keeperWith([new ApiError(503, {}), issued()]);
    await expect(keeper.fetch(EMAIL)).rejects.toBeInstanceOf(ApiError);
    keeper.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.exchanges).toBe(1);
  });

  it('takes another tab’s renewal for this person, and hears another tab sign out', () => {
    const { keeper } = keeperWith([]);
    const theirs = issued();
    const note = JSON.stringify({ token: theirs.token, expiresAt: theirs.expiresAt + 5 });
    expect(keeper.storageChange(EXPIRY_KEY, note, EMAIL)).toEqual({
      email: EMAIL,
      expiresAt: theirs.expiresAt + 5,
    });
    expect(keeper.heldToken()).toBe(theirs.token);
    expect(keeper.storageChange(EXPIRY_KEY, note, 'other@example.com')).toBeNull();
    expect(keeper.storageChange(EXPIRY_KEY, note, undefined)).toBeNull();
    expect(keeper.storageChange(TOKEN_KEY, null, EMAIL)).toBe('signed-out');
    expect(keeper.storageChange(TOKEN_KEY, theirs.token, EMAIL)).toBeNull();
    expect(keeper.storageChange('something-else', 'x', EMAIL)).toBeNull();
  });
});

describe('when a tab asks for a token', () => {
  it('asks when a user holds none, or storage lost it, unless their last exchange was refused', () => {
    const base = { email: EMAIL, heldFor: EMAIL, stored: true, refusedFor: null };
    expect(needsToken(base)).toBe(false);
    expect(needsToken({ ...base, heldFor: undefined })).toBe(true);
    expect(needsToken({ ...base, stored: false })).toBe(true);
    expect(needsToken({ ...base, heldFor: undefined, refusedFor: EMAIL })).toBe(false);
    expect(needsToken({ ...base, heldFor: undefined, refusedFor: 'other@example.com' })).toBe(true);
    expect(needsToken({ ...base, email: undefined })).toBe(false);
  });

  it('renews 5 minutes before expiry, at once when that moment has passed', () => {
    const now = 1_800_000_000_000;
    expect(renewalDelay({ email: EMAIL, expiresAt: now / 1000 + 900 }, now)).toBe(600_000);
    expect(renewalDelay({ email: EMAIL, expiresAt: now / 1000 + 60 }, now)).toBe(0);
  });

  it('renews on a 401, signs out on an account refusal, keeps the session on other 403s', () => {
    expect(unauthorizedAction(401)).toBe('renew');
    expect(unauthorizedAction(403, 'ACCOUNT_DISABLED')).toBe('sign-out');
    expect(unauthorizedAction(403, 'ACCOUNT_DELETED')).toBe('sign-out');
    expect(unauthorizedAction(403, 'FORBIDDEN')).toBe('keep');
    expect(unauthorizedAction(403)).toBe('keep');
  });

  it('starts with the stored token only while it is good for the signed-in person', () => {
    expect(startingToken(EMAIL)).toBeNull();
    const stored = storeToken(issued().token);
    expect(startingToken(EMAIL)?.token).toBe(stored?.token);
    expect(startingToken('other@example.com')).toBeNull();
    expect(startingToken(undefined)).toBeNull();
  });
});
