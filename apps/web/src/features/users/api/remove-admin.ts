import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveAdminResponse } from '@wayfare/contract/users';
import { api } from '@/lib/api-client';

/**
 * `DELETE /users/admin/:id` (admin): takes the person's admin rights away (never the last
 * admin's: 409 LAST_ADMIN); they are e-mailed and their pending admin invitations die.
 */
export function removeAdmin(userId: string): Promise<RemoveAdminResponse> {
  return api<RemoveAdminResponse>(`/users/admin/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    // The list, the pending invitations and every cached admin status live under 'users'. Not
    // awaited: an admin who gave up their own rights is taken off the admin page first, before
    // the admin guard sees the new status.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
