import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingStatus, BookingSummary } from '@wayfare/contract/bookings';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/list-page';

/** All Bookings' search and filters (`from`, `to`: days, YYYY-MM-DD, in the trip zone). */
export interface AllBookingsFilter {
  q?: string;
  status?: BookingStatus;
  from?: string;
  to?: string;
}

/** `GET /allBooking` (admin): one page, newest first, with the number matching. */
export function getAllBookings(filter: AllBookingsFilter, offset: number) {
  return getListPage<Booking>('/allBooking', offset, { ...filter });
}

export function getAllBookingsSummary(): Promise<BookingSummary> {
  return api<BookingSummary>('/allBooking/summary');
}

export const allBookingsQueryOptions = (filter: AllBookingsFilter, offset: number) =>
  queryOptions({
    queryKey: ['bookings', 'all', filter, offset],
    queryFn: () => getAllBookings(filter, offset),
  });

export function useAllBookings(filter: AllBookingsFilter, offset: number) {
  return useQuery({
    ...allBookingsQueryOptions(filter, offset),
    placeholderData: keepPreviousData,
  });
}

export function useAllBookingsSummary() {
  return useQuery({ queryKey: ['bookings', 'all', 'summary'], queryFn: getAllBookingsSummary });
}
