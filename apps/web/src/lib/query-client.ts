import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec section 9: retry 3 times, backoff from 1 s doubling to at most 30 s, cache 5 minutes. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; only faults and timeouts are worth retrying.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
