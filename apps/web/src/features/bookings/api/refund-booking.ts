import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundResponse } from '@wayfare/contract/payments';
import { api } from '@/lib/api-client';

export function refundBooking(id: string): Promise<RefundResponse> {
  return api<RefundResponse>(`/booking/${encodeURIComponent(id)}/refund`, { method: 'POST' });
}

export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundBooking,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
