import { EmptyState } from '@/components/ui/empty-state';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { formatUsd } from '@/lib/format';
import {
  ALL_BOOKINGS_PAGE_SIZE,
  useAllBookings,
  useAllBookingsSummary,
} from '@/features/bookings/api/get-all-bookings';
import { BookingTotals } from './booking-totals';

/** All Bookings (admin, docs/product.md §2): totals computed by the server over every booking. */
export function AllBookings() {
  const [page, setPage] = useState(0);
  const bookings = useAllBookings(page);
  const summary = useAllBookingsSummary();
  const pages = Math.max(1, Math.ceil((summary.data?.count ?? 0) / ALL_BOOKINGS_PAGE_SIZE));

  return (
    <>
      <div className="mb-6">
        <BookingTotals
          summary={summary.data}
          countLabel="Total Bookings"
          totalLabel="Total Price"
          testIdPrefix="all-booking"
        />
      </div>
      <QueryState
        isPending={bookings.isPending}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
      >
        {bookings.data?.length ? (
          <>
            <div className="overflow-x-auto rounded-box bg-base-100 ring-1 ring-base-300">
              <table className="table">
                <thead>
                  <tr>
                    <th>#</th>
                    <th>Name</th>
                    <th>Email</th>
                    <th>Package</th>
                    <th>Price</th>
                    <th>Status</th>
                  </tr>
                </thead>
                <tbody>
                  {bookings.data.map((booking, index) => (
                    <tr key={booking._id}>
                      <td>{page * ALL_BOOKINGS_PAGE_SIZE + index + 1}</td>
                      <td>{booking.name}</td>
                      <td>{booking.email}</td>
                      <td>{booking.packageTitle}</td>
                      <td>{formatUsd(booking.price)}</td>
                      <td>{booking.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 ? (
              <div className="join mt-4">
                <button
                  type="button"
                  className="btn join-item"
                  disabled={page === 0}
                  onClick={() => setPage((p) => p - 1)}
                >
                  Previous
                </button>
                <span className="btn join-item pointer-events-none">
                  Page {page + 1} of {pages}
                </span>
                <button
                  type="button"
                  className="btn join-item"
                  disabled={page + 1 >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next
                </button>
              </div>
            ) : null}
          </>
        ) : (
          <EmptyState>No bookings found.</EmptyState>
        )}
      </QueryState>
    </>
  );
}
