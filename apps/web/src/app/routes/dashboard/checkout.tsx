import { Link, useNavigate } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useBookings, useBookingSummary } from '@/features/bookings/api/get-bookings';
import { formatUsd } from '@/lib/format';
import { useAuth } from '@/features/identity/use-auth';
import { Checkout } from '@/features/payments/components/checkout';
import { countText } from '@wayfare/contract/counts';

export function Component() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const summary = useBookingSummary(user?.email ?? '');
  const bookings = useBookings(user?.email ?? '');
  const total = summary.data?.outstanding ?? 0;
  const unpaid = bookings.data?.filter((booking) => booking.status === 'unpaid') ?? [];
  return (
    <section>
      <PageHeading title="Checkout">
        {summary.data ? countText(summary.data.unpaidCount, 'unpaid booking') : null}
      </PageHeading>
      <QueryState
        isPending={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      >
        {total > 0 && unpaid.length ? (
          <section aria-labelledby="paying-for" className="mb-6 max-w-xl">
            <h2 id="paying-for" className="mb-2 text-lg font-semibold">
              You are paying for
            </h2>
            <ul className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300">
              {unpaid.map((booking) => (
                <li key={booking._id} className="flex justify-between gap-4 px-4 py-3">
                  <span>
                    <span className="font-medium">{booking.packageTitle}</span>
                    <span className="block text-sm text-base-content/70">
                      {booking.duration} · for {booking.name}
                    </span>
                  </span>
                  <span className="font-semibold">{formatUsd(booking.price)}</span>
                </li>
              ))}
              <li className="flex justify-between gap-4 px-4 py-3 font-bold">
                <span>Total</span>
                <span data-testid="checkout-total">{formatUsd(total)}</span>
              </li>
            </ul>
          </section>
        ) : null}
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
