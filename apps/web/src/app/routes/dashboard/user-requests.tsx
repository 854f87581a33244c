import { PageHeading } from '@/components/ui/page-heading';
import { ContactRequestsTable } from '@/features/contacts/components/contact-requests-table';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  return (
    <section>
      <PageHeading title={t('dashboardPages.userRequests.title')} />
      <ContactRequestsTable />
    </section>
  );
}
