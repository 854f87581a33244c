import { EmptyState } from '@/components/ui/empty-state';
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
      {payments.data?.length ? (
        <div className="overflow-x-auto rounded-box bg-base-100 ring-1 ring-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Name</th>
                <th>Email</th>
                <th>Date</th>
                <th>Transaction Id</th>
                <th>Amount</th>
                <th>Refunded</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.map((p, index) => (
                <tr key={p._id}>
                  <td>{index + 1}</td>
                  <td>{p.name}</td>
                  <td>{p.email}</td>
                  <td>{dateFormat.format(new Date(p.date))}</td>
                  <td className="font-mono text-xs">{p.transactionId ?? 'N/A'}</td>
                  <td>{formatUsd(p.price)}</td>
                  <td>{p.refunded > 0 ? formatUsd(p.refunded) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>No payment history found.</EmptyState>
      )}
    </QueryState>
  );
}
