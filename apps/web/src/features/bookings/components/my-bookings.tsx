import { DataTable } from '@/components/ui/data-table';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { dialog, errorMessage, errorToast, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { useDeleteBooking } from '@/features/bookings/api/delete-booking';
import { useBookings, useBookingSummary } from '@/features/bookings/api/get-bookings';
import { useRefundBooking } from '@/features/bookings/api/refund-booking';
import { BookingTotals } from './booking-totals';

const STATUS_BADGE = {
  unpaid: 'badge-warning',
  paid: 'badge-success',
  refunded: 'badge-ghost',
  cancelled: 'badge-neutral',
} as const;

/** My Bookings (docs/product.md §2): the traveller's bookings, count and sum, cancel, pay link. */
export function MyBookings({ email }: { email: string }) {
  const bookings = useBookings(email);
  const summary = useBookingSummary(email);
  const cancel = useDeleteBooking();
  const refund = useRefundBooking();

  /** A paid booking is refunded through the card processor, after the traveller confirms. */
  async function onRefund(id: string, title: string, price: number) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Cancel this paid booking?',
      text: `${title} will be cancelled and ${formatUsd(price)} refunded to your card.`,
      showCancelButton: true,
      confirmButtonText: 'Cancel and refund',
      cancelButtonText: 'Keep booking',
    });
    if (!answer.isConfirmed) return;
    try {
      await refund.mutateAsync(id);
      void successToast('Booking cancelled and refunded');
    } catch (error) {
      void errorToast(errorMessage(error));
    }
  }

  /** An unpaid booking is removed after the traveller confirms (nothing was paid for it). */
  async function onCancel(id: string, title: string) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Cancel this booking?',
      text: `Your booking of ${title} will be removed. Nothing was paid for it.`,
      showCancelButton: true,
      confirmButtonText: 'Cancel booking',
      cancelButtonText: 'Keep booking',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await cancel.mutateAsync(id);
      void successToast('Booking removed successfully');
    } catch (error) {
      void errorToast(errorMessage(error));
    }
  }

  return (
    <QueryState
      isPending={bookings.isPending}
      error={bookings.error}
      onRetry={() => void bookings.refetch()}
    >
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <BookingTotals
          summary={summary.data}
          countLabel="Bookings"
          totalLabel="Total price"
          testIdPrefix="booking"
        />
        {summary.data && summary.data.unpaidCount > 0 ? (
          <Link to="/dashboard/payment" className="btn btn-primary">
            Pay {formatUsd(summary.data.outstanding)}
          </Link>
        ) : (
          <Link to="/dashboard/payment" className="btn btn-outline" aria-disabled="true">
            Payment
          </Link>
        )}
      </div>
      <DataTable
        caption="My bookings"
        rows={bookings.data ?? []}
        rowKey={(booking) => booking._id}
        empty="No bookings found."
        columns={[
          { id: 'n', header: '#', cell: (_, index) => index + 1 },
          {
            id: 'package',
            header: 'Package',
            key: true,
            className: 'font-medium',
            cell: (booking) => booking.packageTitle,
          },
          { id: 'name', header: 'Name', cell: (booking) => booking.name },
          { id: 'email', header: 'Email', cell: (booking) => booking.email },
          { id: 'price', header: 'Price', key: true, cell: (booking) => formatUsd(booking.price) },
          {
            id: 'status',
            header: 'Status',
            key: true,
            cell: (booking) => (
              <div className="flex flex-col items-end gap-1 sm:items-start">
                <span className={`badge ${STATUS_BADGE[booking.status]}`}>{booking.status}</span>
                {booking.cancelReason ? (
                  <span className="max-w-64 text-sm text-base-content/80">
                    Cancelled by Wayfare: {booking.cancelReason}
                  </span>
                ) : null}
              </div>
            ),
          },
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            key: true,
            cell: (booking) =>
              booking.status === 'unpaid' ? (
                <button
                  type="button"
                  className="btn btn-error btn-outline btn-sm"
                  disabled={cancel.isPending}
                  onClick={() => void onCancel(booking._id, booking.packageTitle)}
                  aria-label={`Cancel booking of ${booking.packageTitle}`}
                >
                  Cancel
                </button>
              ) : booking.status === 'paid' ? (
                <button
                  type="button"
                  className="btn btn-warning btn-outline btn-sm"
                  disabled={refund.isPending}
                  onClick={() => void onRefund(booking._id, booking.packageTitle, booking.price)}
                  aria-label={`Cancel and refund ${booking.packageTitle}`}
                >
                  Cancel
                </button>
              ) : null,
          },
        ]}
      />
    </QueryState>
  );
}
