import { queryOptions } from '@tanstack/react-query';
import type { TravelPackage } from '@wayfare/contract/packages';
import { api } from '@/lib/api-client';

export function getPackage(id: string): Promise<TravelPackage> {
  return api<TravelPackage>(`/packages/${encodeURIComponent(id)}`);
}

export const packageQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['packages', 'one', id], queryFn: () => getPackage(id) });
