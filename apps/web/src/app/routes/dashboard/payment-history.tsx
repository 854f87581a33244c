import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { PaymentHistory } from '@/features/payments/components/payment-history';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title={t('dashboardPages.paymentHistory.title')} />
      <PaymentHistory email={user?.email ?? ''} />
    </section>
  );
}
