import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ContactRequest } from '@wayfare/contract/contacts';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/list-page';

export interface ContactsFilter {
  q?: string;
  handled?: 'true' | 'false';
}

/** `GET /contacts` (docs/product.md §7, admin): one page of contact requests, newest first. */
export function getContacts(filter: ContactsFilter, offset: number) {
  return getListPage<ContactRequest>('/contacts', offset, { ...filter });
}

export const getContactsQueryOptions = (filter: ContactsFilter, offset: number) =>
  queryOptions({
    queryKey: ['contacts', filter, offset],
    queryFn: () => getContacts(filter, offset),
  });

export function useContacts(filter: ContactsFilter, offset: number) {
  return useQuery({
    ...getContactsQueryOptions(filter, offset),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /contacts/:id` (admin, ours): marks a message handled or not handled. */
export function setContactHandled(input: { id: string; handled: boolean }) {
  return api<ContactRequest>(`/contacts/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: { handled: input.handled },
  });
}

export function useSetContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactHandled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['contacts'] }),
  });
}
