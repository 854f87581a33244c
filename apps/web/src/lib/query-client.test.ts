import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('data fetching defaults (docs/product.md §9)', () => {
  it('backs off from 1 s, doubling, to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries a fault 3 times but never a client error', () => {
    const fault = new ApiError(503, { detail: 'down' });
    expect([0, 1, 2].map((n) => shouldRetry(n, fault))).toEqual([true, true, true]);
    expect(shouldRetry(3, fault)).toBe(false);
    expect(shouldRetry(0, new ApiError(404, {}))).toBe(false);
    expect(shouldRetry(0, new TypeError('network'))).toBe(true);
  });

  it('keeps unused data 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});

describe('faults worth retrying', () => {
  it('retries 429, 5xx and no answer; believes Retry-After within 30 s', () => {
    expect(shouldRetry(0, new ApiError(429, {}))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, {}))).toBe(true);
    expect(shouldRetry(0, new ApiError(403, {}))).toBe(false);
    expect(retryDelay(0, new ApiError(429, {}, 7))).toBe(7000);
    expect(retryDelay(3, new ApiError(503, {}, 1))).toBe(8000);
    expect(retryDelay(0, new ApiError(429, {}, 120))).toBe(30_000);
  });
});
