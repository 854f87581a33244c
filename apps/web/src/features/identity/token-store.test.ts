import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  describeToken,
  exchangeFailure,
  isFreshFor,
  reconnectDelay,
  tokenFromNote,
} from './token-store';

function tokenFor(claims: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '');
  return `${part({ alg: 'EdDSA' })}.${part(claims)}.signature`;
}

describe('the stored token', () => {
  const now = 1_800_000_000;

  it('is kept across page loads while good for more than 5 minutes, for the same person', () => {
    const stored = describeToken(tokenFor({ email: 'nadia@example.com', exp: now + 600 }));
    expect(isFreshFor(stored, 'nadia@example.com', now)).toBe(true);
    expect(isFreshFor(stored, 'someone@example.com', now)).toBe(false);
    expect(isFreshFor(stored, 'nadia@example.com', now + 301)).toBe(false);
  });

  it('is dated by this device’s clock, so a device 10 minutes fast does not renew it again and again', () => {
    const serverNow = now;
    const deviceNow = now + 600;
    const token = tokenFor({ email: 'nadia@example.com', iat: serverNow, exp: serverNow + 900 });
    // By the server's clock it has 15 minutes; by the device's, it would seem to have 5.
    expect(isFreshFor(describeToken(token), 'nadia@example.com', deviceNow)).toBe(false);
    const received = describeToken(token, deviceNow);
    expect(received?.expiresAt).toBe(deviceNow + 900);
    expect(isFreshFor(received, 'nadia@example.com', deviceNow + 1)).toBe(true);
  });

  it('comes with its expiry as one value from another tab’s note', () => {
    const token = tokenFor({ email: 'nadia@example.com', iat: now, exp: now + 900 });
    const note = JSON.stringify({ token, expiresAt: now + 1500 });
    expect(tokenFromNote(note)).toMatchObject({ token, expiresAt: now + 1500, issuedAt: now });
    expect(tokenFromNote('not json')).toBeNull();
    expect(tokenFromNote(null)).toBeNull();
  });

  it('is not understood when it is not a token', () => {
    expect(describeToken('garbage')).toBeNull();
    expect(describeToken('a.b.c')).toBeNull();
    expect(describeToken(tokenFor({ email: 'x@example.com' }))).toBeNull();
  });
});

describe('a failed token exchange', () => {
  it('signs out only when the identity provider refuses; faults are tried again', () => {
    expect(exchangeFailure(new ApiError(401, { code: 'IDENTITY_REQUIRED' }))).toBe('refused');
    expect(exchangeFailure(new ApiError(403, { code: 'EMAIL_MISMATCH' }))).toBe('refused');
    for (const status of [0, 429, 500, 502, 503, 504]) {
      expect(exchangeFailure(new ApiError(status, {}))).toBe('transient');
    }
    expect(exchangeFailure(new TypeError('Failed to fetch'))).toBe('transient');
  });

  it('waits 1 s doubling to 30 s between tries, or what Retry-After says', () => {
    expect([0, 1, 2, 5, 9].map((n) => reconnectDelay(n, new ApiError(503, {})))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, new ApiError(429, {}, 12))).toBe(12_000);
  });
});
