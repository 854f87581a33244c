import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * docs/product.md §9: retry 3 times, backoff from 1 s doubling to at most 30 s, cache 5 minutes. A
 * server that says when to come back (Retry-After) is believed, within the same 30 s.
 */
export function retryDelay(attempt: number, error?: unknown): number {
  const backoff = Math.min(1000 * 2 ** attempt, 30_000);
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined) {
    return Math.min(Math.max(error.retryAfterSeconds * 1000, backoff), 30_000);
  }
  return backoff;
}

/** Faults worth trying again: no answer, too many requests, or the server's own failure. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  // Any other 4xx will answer the same again.
  return isTransient(error) && failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
