import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingSummary } from '@wayfare/contract/bookings';
import { api } from '@/lib/api-client';

export const ALL_BOOKINGS_PAGE_SIZE = 50;

export function getAllBookings(page: number): Promise<Booking[]> {
  return api<Booking[]>(
    `/allBooking?limit=${ALL_BOOKINGS_PAGE_SIZE}&offset=${page * ALL_BOOKINGS_PAGE_SIZE}`,
  );
}

export function getAllBookingsSummary(): Promise<BookingSummary> {
  return api<BookingSummary>('/allBooking/summary');
}

export const allBookingsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['bookings', 'all', page], queryFn: () => getAllBookings(page) });

export function useAllBookings(page: number) {
  return useQuery({ ...allBookingsQueryOptions(page), placeholderData: keepPreviousData });
}

export function useAllBookingsSummary() {
  return useQuery({ queryKey: ['bookings', 'all', 'summary'], queryFn: getAllBookingsSummary });
}
