import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@wayfare/contract/bookings';
import { api } from '@/lib/api-client';

/**
 * The traveller's bookings, for what each payment paid for (its departure and travellers). The
 * same call and key as My Bookings' list, so both screens share one answer and one refresh.
 */
export function useBookedTrips(email: string) {
  return useQuery({
    queryKey: ['bookings', 'mine', email],
    queryFn: () => api<Booking[]>(`/booking?email=${encodeURIComponent(email)}&limit=100`),
    enabled: Boolean(email),
  });
}
