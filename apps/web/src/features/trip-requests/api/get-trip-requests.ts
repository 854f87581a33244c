import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TripRequest } from '@wayfare/contract/trip-requests';
import { api } from '@/lib/api-client';

export const TRIP_REQUESTS_PAGE_SIZE = 50;

/**
 * `GET /destination?email=` (docs/product.md §7): the traveller's own trip requests, newest first.
 */
export function getTripRequests(email: string, offset = 0): Promise<TripRequest[]> {
  const query = new URLSearchParams({
    email,
    limit: String(TRIP_REQUESTS_PAGE_SIZE),
    offset: String(offset),
  });
  return api<TripRequest[]>(`/destination?${query.toString()}`);
}

export const getTripRequestsQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: ['trip-requests', email],
    queryFn: ({ pageParam }) => getTripRequests(email, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < TRIP_REQUESTS_PAGE_SIZE ? undefined : pages.length * TRIP_REQUESTS_PAGE_SIZE,
  });

export function useTripRequests(email: string) {
  return useInfiniteQuery({ ...getTripRequestsQueryOptions(email), enabled: Boolean(email) });
}
