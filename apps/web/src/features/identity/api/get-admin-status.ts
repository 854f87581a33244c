import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatusResponse } from '@wayfare/contract/users';
import { api } from '@/lib/api-client';
import { useAuth } from '@/features/identity/use-auth';

export function getAdminStatus(email: string): Promise<AdminStatusResponse> {
  return api<AdminStatusResponse>(`/users/admin/${encodeURIComponent(email)}`);
}

export const adminStatusQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['users', 'admin', email], queryFn: () => getAdminStatus(email) });

/** Admin status per user e-mail with its own loading flag (docs/product.md §4). */
export function useAdminStatus(): { isAdmin: boolean; isAdminLoading: boolean } {
  const { user, hasToken } = useAuth();
  const email = user?.email ?? '';
  const query = useQuery({ ...adminStatusQueryOptions(email), enabled: Boolean(user) && hasToken });
  return {
    isAdmin: query.data?.admin ?? false,
    isAdminLoading: Boolean(user) && (!hasToken || query.isPending),
  };
}
