import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCountResponse } from '@wayfare/contract/common';
import { api } from '@/lib/api-client';

export function deleteBooking(id: string): Promise<DeletedCountResponse> {
  return api<DeletedCountResponse>(`/booking/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
