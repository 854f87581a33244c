import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCountResponse } from '@wayfare/contract/common';
import { api } from '@/lib/api-client';

/** `DELETE /users/:id` (docs/product.md §7): removes the user (and signs them out everywhere). */
export function deleteUser(userId: string): Promise<DeletedCountResponse> {
  return api<DeletedCountResponse>(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
