import { PageHeading } from '@/components/ui/page-heading';
import { MailDeliveryNotice } from '@/features/mail/components/mail-delivery-notice';
import { OverviewReport } from '@/features/reports/components/overview';

/** Overview (admin; docs/architecture.md, "Reports"): how the business is going over a chosen period. */
export function Component() {
  return (
    <section>
      <PageHeading title="Overview">
        Revenue, bookings, cancellations and refunds, occupancy and the top packages of a period.
      </PageHeading>
      <MailDeliveryNotice place="overview" />
      <OverviewReport />
    </section>
  );
}
