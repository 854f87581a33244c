import { useSearchParams } from 'react-router';
import { Link, useNavigate } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useBookings, useBookingSummary } from '@/features/bookings/api/get-bookings';
import { useAuth } from '@/features/identity/use-auth';
import { Checkout } from '@/features/payments/components/checkout';
import { CheckoutSummary } from '@/features/payments/components/checkout-summary';
import { useT } from '@/lib/i18n/catalog';
import { composeMessages } from '@/app/compose/messages';

export function Component() {
  const t = useT(composeMessages);
  const { user } = useAuth();
  const navigate = useNavigate();
  // Come from a booking's Pay now: that booking is marked among the ones paid for.
  const [params] = useSearchParams();
  const summary = useBookingSummary(user?.email ?? '');
  const bookings = useBookings(user?.email ?? '');
  const total = summary.data?.outstanding ?? 0;
  const unpaid = bookings.data?.filter((booking) => booking.status === 'unpaid') ?? [];
  return (
    <section>
      <PageHeading title={t('compose.checkout.title')}>
        {summary.data ? t('compose.checkout.unpaid', { count: summary.data.unpaidCount }) : null}
      </PageHeading>
      <QueryState
        isPending={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      >
        {total > 0 && unpaid.length ? (
          <CheckoutSummary bookings={unpaid} total={total} highlight={params.get('booking')} />
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
            <p className="text-base-content/70">{t('compose.checkout.nothing')}</p>
            <Link to="/" className="btn btn-primary mt-4">
              {t('compose.checkout.findTrip')}
            </Link>
          </div>
        )}
      </QueryState>
    </section>
  );
}
