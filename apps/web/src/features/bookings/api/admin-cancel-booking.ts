import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCancelResponse } from '@wayfare/contract/bookings';
import { api } from '@/lib/api-client';

/**
 * `POST /allBooking/:id/cancel` (admin, ours): cancels any booking with a reason the traveller
 * sees; a paid one is refunded to the card.
 */
export function adminCancelBooking(input: {
  id: string;
  reason: string;
}): Promise<AdminCancelResponse> {
  return api<AdminCancelResponse>(`/allBooking/${encodeURIComponent(input.id)}/cancel`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useAdminCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCancelBooking,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
