import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { PaymentHistory } from '@/features/payments/components/payment-history';

export function Component() {
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title="Payment History" />
      <PaymentHistory email={user?.email ?? ''} />
    </section>
  );
}
