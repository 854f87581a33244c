import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingRequest, CreateBookingResponse } from '@wayfare/contract/bookings';
import { api } from '@/lib/api-client';

export function createBooking(input: CreateBookingRequest): Promise<CreateBookingResponse> {
  return api<CreateBookingResponse>('/booking', { method: 'POST', body: input });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // A booking takes seats: the package's departures (seats left) change with the bookings.
    onSettled: (_answer, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['packages', 'departures', input.packageId] }),
      ]),
  });
}
