import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatUsd } from '@/lib/format';
import { usePayments } from '@/features/payments/api/get-payments';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Payment History (docs/product.md §2): #, Name, Email, Date (the traveller's locale),
 * Transaction Id.
 */
export function PaymentHistory({ email }: { email: string }) {
  const payments = usePayments(email);
  return (
    <QueryState
      isPending={payments.isPending}
      error={payments.error}
      onRetry={() => void payments.refetch()}
    >
      <DataTable
        caption="Payment history"
        rows={payments.data ?? []}
        rowKey={(p) => p._id}
        empty="No payment history found."
        columns={[
          { id: 'n', header: '#', cell: (_, index) => index + 1 },
          { id: 'name', header: 'Name', cell: (p) => p.name },
          { id: 'email', header: 'Email', cell: (p) => p.email },
          {
            id: 'date',
            header: 'Date',
            key: true,
            cell: (p) => dateFormat.format(new Date(p.date)),
          },
          {
            id: 'transaction',
            header: 'Transaction Id',
            key: true,
            className: 'font-mono text-xs',
            cell: (p) => p.transactionId ?? 'N/A',
          },
          { id: 'amount', header: 'Amount', key: true, cell: (p) => formatUsd(p.price) },
          {
            id: 'refunded',
            header: 'Refunded',
            key: true,
            cell: (p) => (p.refunded > 0 ? formatUsd(p.refunded) : '—'),
          },
        ]}
      />
    </QueryState>
  );
}
