import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditList } from '@wayfare/contract/audit';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';

export interface AuditFilter {
  action?: AuditAction;
  /** Words of the acting admin's name. */
  actor?: string;
  /** Days of the trip zone, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

/** `GET /audit` (admin): one page of the audit trail, newest first. */
export function getAuditEvents(filter: AuditFilter, offset: number): Promise<AuditList> {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(offset) });
  if (filter.action) params.set('action', filter.action);
  if (filter.actor) params.set('actor', filter.actor);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return api<AuditList>(`/audit?${params.toString()}`);
}

export const getAuditEventsQueryOptions = (filter: AuditFilter, offset: number) =>
  queryOptions({
    queryKey: ['audit', 'list', filter, offset],
    queryFn: () => getAuditEvents(filter, offset),
  });

export function useAuditEvents(filter: AuditFilter, offset: number) {
  return useQuery({
    ...getAuditEventsQueryOptions(filter, offset),
    placeholderData: keepPreviousData,
  });
}
