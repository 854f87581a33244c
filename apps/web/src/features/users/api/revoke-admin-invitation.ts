import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `DELETE /admin-invitations/:id` (admin): the invitation's link never works again. */
export function revokeAdminInvitation(invitationId: string): Promise<null> {
  return api<null>(`/admin-invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

export function useRevokeAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAdminInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users', 'admin-invitations'] }),
  });
}
