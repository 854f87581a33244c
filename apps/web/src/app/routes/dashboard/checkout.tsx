import { Link, useNavigate } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useBookingSummary } from '@/features/bookings/api/get-bookings';
import { useAuth } from '@/features/identity/use-auth';
import { Checkout } from '@/features/payments/components/checkout';

export function Component() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const summary = useBookingSummary(user?.email ?? '');
  const total = summary.data?.outstanding ?? 0;
  return (
    <section>
      <PageHeading title="Checkout">
        {summary.data
          ? `${summary.data.unpaidCount} unpaid booking${summary.data.unpaidCount === 1 ? '' : 's'}`
          : null}
      </PageHeading>
      <QueryState
        isPending={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      >
        {total > 0 ? (
          <Checkout
            key={total}
            total={total}
            billingName={user?.name}
            billingEmail={user?.email}
            onPaid={() => void navigate('/dashboard/paymentHistory')}
          />
        ) : (
          <div className="rounded-box bg-base-200 p-8 text-center">
            <p className="text-base-content/70">You have nothing to pay right now.</p>
            <Link to="/" className="btn btn-primary mt-4">
              Find a trip
            </Link>
          </div>
        )}
      </QueryState>
    </section>
  );
}
