import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailDelivery } from '@wayfare/contract/mail';
import { api } from '@/lib/api-client';

/** `GET /mail/delivery` (admin): whether e-mail leaves the server, and what stayed only here. */
export function getMailDelivery(): Promise<MailDelivery> {
  return api<MailDelivery>('/mail/delivery');
}

export const getMailDeliveryQueryOptions = () =>
  queryOptions({ queryKey: ['mail', 'delivery'], queryFn: getMailDelivery });

export function useMailDelivery() {
  return useQuery(getMailDeliveryQueryOptions());
}
