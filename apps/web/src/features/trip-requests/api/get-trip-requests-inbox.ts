import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TripRequestsInbox } from '@wayfare/contract/trip-requests';
import { api } from '@/lib/api-client';

export const INBOX_PAGE_SIZE = 20;
export type InboxFilter = 'new' | 'answered' | 'all';

/** `GET /trip-requests` (admin): every traveller's requests of a status, one page, newest first. */
export function getTripRequestsInbox(status: InboxFilter, offset = 0): Promise<TripRequestsInbox> {
  const query = new URLSearchParams({
    status,
    limit: String(INBOX_PAGE_SIZE),
    offset: String(offset),
  });
  return api<TripRequestsInbox>(`/trip-requests?${query.toString()}`);
}

export const getTripRequestsInboxQueryOptions = (status: InboxFilter, offset: number) =>
  queryOptions({
    queryKey: ['trip-requests-inbox', status, offset],
    queryFn: () => getTripRequestsInbox(status, offset),
  });

export function useTripRequestsInbox(status: InboxFilter, offset: number) {
  // The page on screen stays while the next one loads (no jump to a spinner between pages).
  return useQuery({
    ...getTripRequestsInboxQueryOptions(status, offset),
    placeholderData: keepPreviousData,
  });
}
