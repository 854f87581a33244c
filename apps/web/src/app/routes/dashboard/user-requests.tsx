import { PageHeading } from '@/components/ui/page-heading';
import { ContactRequestsTable } from '@/features/contacts/components/contact-requests-table';

export function Component() {
  return (
    <section>
      <PageHeading title="User Requests" />
      <ContactRequestsTable />
    </section>
  );
}
