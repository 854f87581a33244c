import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedCountResponse } from '@wayfare/contract/common';
import { api } from '@/lib/api-client';

/** `PATCH /users/admin/:id` (docs/product.md §7), no body: makes the user an admin. */
export function makeAdmin(userId: string): Promise<ModifiedCountResponse> {
  return api<ModifiedCountResponse>(`/users/admin/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
  });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    // The list and every cached admin status ('users', 'admin', email) may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
