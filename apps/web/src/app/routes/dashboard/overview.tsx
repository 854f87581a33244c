import { PageHeading } from '@/components/ui/page-heading';
import { MailDeliveryNotice } from '@/features/mail/components/mail-delivery-notice';
import { OverviewReport } from '@/features/reports/components/overview';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

/** Overview (admin; docs/architecture.md, "Reports"): how the business is going over a chosen period. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  return (
    <section>
      <PageHeading title={t('dashboardPages.overview.title')}>
        {t('dashboardPages.overview.intro')}
      </PageHeading>
      <MailDeliveryNotice place="overview" />
      <OverviewReport />
    </section>
  );
}
