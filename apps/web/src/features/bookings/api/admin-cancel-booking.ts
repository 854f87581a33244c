import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCancelResponse, Booking } from '@wayfare/contract/bookings';
import { api } from '@/lib/api-client';
import type { ListPage } from '@/lib/list-page';

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

/**
 * After the server's answer, the booking's row says so at once (its status, its cancel button
 * gone), and everything it changed is read again: the bookings and their totals, the payments,
 * and the departures' seats (All Bookings shows how full each booking's departure is; the seats
 * a cancelled booking held are free again).
 */
export function useAdminCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCancelBooking,
    onSuccess: (answer, input) => {
      queryClient.setQueriesData<ListPage<Booking>>({ queryKey: ['bookings', 'all'] }, (page) =>
        page && Array.isArray(page.rows)
          ? {
              ...page,
              rows: page.rows.map((booking) =>
                booking._id === answer.bookingId
                  ? {
                      ...booking,
                      status: answer.status,
                      cancelReason: input.reason,
                      cancelledAt: booking.cancelledAt ?? new Date().toISOString(),
                    }
                  : booking,
              ),
            }
          : page,
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['departures'] }),
      ]);
    },
  });
}
