import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactRequest } from '@wayfare/contract/contacts';
import { api } from '@/lib/api-client';

export const CONTACTS_PAGE_SIZE = 50;

/** `GET /contacts` (docs/product.md §7, admin): contact requests, newest first. */
export function getContacts(offset = 0): Promise<ContactRequest[]> {
  return api<ContactRequest[]>(`/contacts?limit=${CONTACTS_PAGE_SIZE}&offset=${offset}`);
}

export const getContactsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['contacts'],
    queryFn: ({ pageParam }) => getContacts(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < CONTACTS_PAGE_SIZE ? undefined : pages.length * CONTACTS_PAGE_SIZE,
  });

export function useContacts() {
  return useInfiniteQuery(getContactsQueryOptions());
}
