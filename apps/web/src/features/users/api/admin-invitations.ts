import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvitationResponse } from '@wayfare/contract/users';
import { api } from '@/lib/api-client';

/** `POST /admin-invitations` (admin): a one-time link that makes `email` an admin. */
export function createAdminInvitation(email: string): Promise<AdminInvitationResponse> {
  return api<AdminInvitationResponse>('/admin-invitations', { method: 'POST', body: { email } });
}

export function useCreateAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminInvitation,
    // The new link joins the pending invitations.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'admin-invitations'] }),
  });
}

/**
 * `POST /admin-invitations/accept`: the signed-in holder of a link becomes admin. Its 403 says the
 * link is for another address, not that the account is refused: the page shows it and the person
 * stays signed in (docs/product.md §8: a 403 for an object keeps the session).
 */
export function acceptAdminInvitation(token: string): Promise<{ admin: true }> {
  return api<{ admin: true }>('/admin-invitations/accept', {
    method: 'POST',
    body: { token },
    skipUnauthorizedHandler: true,
  });
}

export function useAcceptAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAdminInvitation,
    // The caller's cached admin status ('users', 'admin', email) has changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
