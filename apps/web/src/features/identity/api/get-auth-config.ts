import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfigResponse } from '@wayfare/contract/identity';
import { api } from '@/lib/api-client';

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: () => api<AuthConfigResponse>('/auth-config'),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
