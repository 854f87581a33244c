import { PageHeading } from '@/components/ui/page-heading';
import { AuditTrail } from '@/features/audit/components/audit-trail';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

/** Audit Trail (admin): what admins changed, and their sign-ins; read-only. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  return (
    <section>
      <PageHeading title={t('dashboardPages.audit.title')}>
        {t('dashboardPages.audit.intro')}
      </PageHeading>
      <AuditTrail />
    </section>
  );
}
