import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MailList, MailMessage, MailStatus } from '@wayfare/contract/mail';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';

export interface MailFilter {
  q?: string;
  status?: MailStatus;
}

/** `GET /mail` (admin): one page of the outbox, newest first, and how mail leaves the server. */
export function getMailList(filter: MailFilter, offset: number): Promise<MailList> {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(offset) });
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  return api<MailList>(`/mail?${params.toString()}`);
}

export const getMailListQueryOptions = (filter: MailFilter, offset: number) =>
  queryOptions({
    queryKey: ['mail', 'list', filter, offset],
    queryFn: () => getMailList(filter, offset),
  });

export function useMailList(filter: MailFilter, offset: number) {
  return useQuery({
    ...getMailListQueryOptions(filter, offset),
    placeholderData: keepPreviousData,
  });
}

/** `GET /mail/:id` (admin): one message as sent, links that grant access redacted. */
export function getMailMessage(id: string): Promise<MailMessage> {
  return api<MailMessage>(`/mail/${encodeURIComponent(id)}`);
}

export const getMailMessageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['mail', 'message', id], queryFn: () => getMailMessage(id) });

export function useMailMessage(id: string) {
  return useQuery(getMailMessageQueryOptions(id));
}
