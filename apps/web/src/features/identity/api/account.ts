import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse, UpdateAccountRequest } from '@wayfare/contract/account';
import { api } from '@/lib/api-client';

/** `GET /account`: the signed-in person's own account. */
export function getAccount(): Promise<AccountResponse> {
  return api<AccountResponse>('/account');
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: getAccount });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/**
 * `PATCH /account`: the display name (in the directory and the identity service alike), the
 * language and the digits; what is left out stays as it is.
 */
export function updateAccount(input: UpdateAccountRequest): Promise<AccountResponse> {
  return api<AccountResponse>('/account', { method: 'PATCH', body: input });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => queryClient.setQueryData(['account'], account),
    // Lists that show the person's name (Manage User) read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** `DELETE /account`: the person deletes their own account (the password asked again). */
export function deleteAccount(input: { password?: string }): Promise<null> {
  return api<null>('/account', { method: 'DELETE', body: input });
}
