import { useMemo, useState } from 'react';
import { BREAK_ANYWHERE, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage, errorToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatInstant, tripZoneWithOffset } from '@/lib/trip-time';
import { downloadReceipt } from '@/features/payments/api/download-receipt';
import { usePayments } from '@/features/payments/api/get-payments';
import { useBookedTrips } from '@/features/payments/api/get-booked-trips';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { paymentsMessages } from '../messages';
import { PaidTrips } from './paid-trips';

/**
 * Payment History (docs/product.md §2): #, Name, Email, Date (in the agency's zone, which the
 * page names), Transaction Id.
 */
export function PaymentHistory({ email }: { email: string }) {
  const t = useT(paymentsMessages);
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
      void errorToast(errorMessage(error, t.locale));
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
        {t('payments.history.zone', { zone: tripZoneWithOffset(undefined, t.numbers) })}
      </p>
      <DataTable
        caption={t('payments.history.caption', {
          zone: tripZoneWithOffset(undefined, t.numbers),
        })}
        rows={payments.data ?? []}
        rowKey={(p) => p._id}
        empty={t('payments.history.empty')}
        columns={[
          { id: 'n', header: '#', cell: (_, index) => localDigits(String(index + 1), t.numbers) },
          { id: 'name', header: t('payments.history.name'), cell: (p) => p.name },
          {
            id: 'email',
            header: t('payments.history.email'),
            className: BREAK_ANYWHERE,
            cell: (p) => p.email,
          },
          {
            id: 'date',
            header: t('payments.history.date'),
            key: true,
            cell: (p) => (
              <time dateTime={p.date}>{formatInstant(p.date, undefined, t.numbers)}</time>
            ),
          },
          {
            id: 'transaction',
            header: t('payments.history.transaction'),
            key: true,
            className: `font-mono text-xs ${BREAK_ANYWHERE}`,
            cell: (p) => p.transactionId ?? t('payments.history.notApplicable'),
          },
          {
            id: 'amount',
            header: t('payments.history.amount'),
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (p) => formatUsd(p.price, t.numbers),
          },
          {
            id: 'refunded',
            header: t('payments.history.refunded'),
            key: true,
            cell: (p) => (p.refunded > 0 ? formatUsd(p.refunded, t.numbers) : '—'),
          },
          {
            // Ours: the departures and travellers paid for.
            id: 'trips',
            header: t('payments.history.trips'),
            key: true,
            stackOnPhone: true,
            cell: (p) => <PaidTrips bookingIds={p.bookingIds} bookings={bookingsById} />,
          },
          {
            // Ours (decision 008): the PDF receipt that was e-mailed with the payment.
            id: 'receipt',
            header: t('payments.history.receipt'),
            key: true,
            cell: (p) => (
              <button
                type="button"
                className="btn btn-link btn-sm h-auto min-h-8 px-0 text-left"
                disabled={downloading === p._id}
                aria-label={t('payments.history.receiptLabel', {
                  amount: formatUsd(p.price, t.numbers),
                  date: formatInstant(p.date, undefined, t.numbers),
                })}
                onClick={() => void receipt(p._id)}
              >
                {t('payments.history.receiptPdf')}
              </button>
            ),
          },
        ]}
      />
    </QueryState>
  );
}
