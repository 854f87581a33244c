import { useMemo, useState } from 'react';
import { BREAK_ANYWHERE, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage, errorToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatInstant, tripZoneWithOffset } from '@/lib/trip-time';
import { downloadReceipt } from '@/features/payments/api/download-receipt';
import { usePayments } from '@/features/payments/api/get-payments';
import { useBookedTrips } from '@/features/payments/api/get-booked-trips';
import { PaidTrips } from './paid-trips';

/**
 * Payment History (docs/product.md §2): #, Name, Email, Date (in the agency's zone, which the
 * page names), Transaction Id.
 */
export function PaymentHistory({ email }: { email: string }) {
  const payments = usePayments(email);
  const trips = useBookedTrips(email);
  const bookingsById = useMemo(
    () => new Map((trips.data ?? []).map((booking) => [booking._id, booking])),
    [trips.data],
  );
  const [downloading, setDownloading] = useState<string | null>(null);

  async function receipt(paymentId: string) {
    setDownloading(paymentId);
    try {
      await downloadReceipt(paymentId);
    } catch (error) {
      void errorToast(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  }
  return (
    <QueryState
      isPending={payments.isPending}
      error={payments.error}
      onRetry={() => void payments.refetch()}
    >
      <p className="mb-2 text-sm text-base-content/75" data-testid="payments-zone">
        Times are in {tripZoneWithOffset()}.
      </p>
      <DataTable
        caption={`Payment history, times in ${tripZoneWithOffset()}`}
        rows={payments.data ?? []}
        rowKey={(p) => p._id}
        empty="No payment history found."
        columns={[
          { id: 'n', header: '#', cell: (_, index) => index + 1 },
          { id: 'name', header: 'Name', cell: (p) => p.name },
          { id: 'email', header: 'Email', className: BREAK_ANYWHERE, cell: (p) => p.email },
          {
            id: 'date',
            header: 'Date',
            key: true,
            cell: (p) => <time dateTime={p.date}>{formatInstant(p.date)}</time>,
          },
          {
            id: 'transaction',
            header: 'Transaction Id',
            key: true,
            className: `font-mono text-xs ${BREAK_ANYWHERE}`,
            cell: (p) => p.transactionId ?? 'N/A',
          },
          {
            id: 'amount',
            header: 'Amount',
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (p) => formatUsd(p.price),
          },
          {
            id: 'refunded',
            header: 'Refunded',
            key: true,
            cell: (p) => (p.refunded > 0 ? formatUsd(p.refunded) : '—'),
          },
          {
            // Ours: the departures and travellers paid for.
            id: 'trips',
            header: 'Trips',
            key: true,
            stackOnPhone: true,
            cell: (p) => <PaidTrips bookingIds={p.bookingIds} bookings={bookingsById} />,
          },
          {
            // Ours (decision 008): the PDF receipt that was e-mailed with the payment.
            id: 'receipt',
            header: 'Receipt',
            key: true,
            cell: (p) => (
              <button
                type="button"
                className="btn btn-link btn-sm h-auto min-h-8 px-0 text-left"
                disabled={downloading === p._id}
                aria-label={`Receipt (PDF) for the payment of ${formatUsd(p.price)} on ${formatInstant(p.date)}`}
                onClick={() => void receipt(p._id)}
              >
                Receipt (PDF)
              </button>
            ),
          },
        ]}
      />
    </QueryState>
  );
}
