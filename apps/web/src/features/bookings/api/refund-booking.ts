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
    // A refund frees the booking's seats: the departures' counts are read again too.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['departures'] }),
      ]);
    },
  });
}
