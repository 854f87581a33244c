import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingRequest } from '@wayfare/contract/bookings';
import type { InsertedIdResponse } from '@wayfare/contract/common';
import { api } from '@/lib/api-client';

export function createBooking(input: CreateBookingRequest): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>('/booking', { method: 'POST', body: input });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
