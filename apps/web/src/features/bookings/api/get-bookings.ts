import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingSummary } from '@wayfare/contract/bookings';
import { api } from '@/lib/api-client';

/** `GET /booking?email=`: the signed-in traveller's bookings, newest first. */
export function getBookings(email: string): Promise<Booking[]> {
  return api<Booking[]>(`/booking?email=${encodeURIComponent(email)}&limit=100`);
}

export function getBookingSummary(email: string): Promise<BookingSummary> {
  return api<BookingSummary>(`/booking/summary?email=${encodeURIComponent(email)}`);
}

export const bookingsQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['bookings', 'mine', email], queryFn: () => getBookings(email) });

export const bookingSummaryQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['bookings', 'mine', email, 'summary'],
    queryFn: () => getBookingSummary(email),
  });

export function useBookings(email: string) {
  return useQuery({ ...bookingsQueryOptions(email), enabled: Boolean(email) });
}

export function useBookingSummary(email: string) {
  return useQuery({ ...bookingSummaryQueryOptions(email), enabled: Boolean(email) });
}
