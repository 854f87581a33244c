import { EmptyState } from '@/components/ui/empty-state';
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
      {bookings.data?.length ? (
        <div className="overflow-x-auto rounded-box bg-base-100 ring-1 ring-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Package</th>
                <th>Name</th>
                <th>Email</th>
                <th>Price</th>
                <th>Status</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.data.map((booking, index) => (
                <tr key={booking._id}>
                  <td>{index + 1}</td>
                  <td className="font-medium">{booking.packageTitle}</td>
                  <td>{booking.name}</td>
                  <td>{booking.email}</td>
                  <td>{formatUsd(booking.price)}</td>
                  <td>
                    <span className={`badge ${STATUS_BADGE[booking.status]}`}>
                      {booking.status}
                    </span>
                  </td>
                  <td>
                    {booking.status === 'unpaid' ? (
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
                        onClick={() =>
                          void onRefund(booking._id, booking.packageTitle, booking.price)
                        }
                        aria-label={`Cancel and refund ${booking.packageTitle}`}
                      >
                        Cancel
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>No bookings found.</EmptyState>
      )}
    </QueryState>
  );
}
