import { PageHeading } from '@/components/ui/page-heading';
import { AuditTrail } from '@/features/audit/components/audit-trail';

/** Audit Trail (admin): what admins changed, and their sign-ins; read-only. */
export function Component() {
  return (
    <section>
      <PageHeading title="Audit Trail">
        Every change an admin made and every admin sign-in: who, when, from where and what.
      </PageHeading>
      <AuditTrail />
    </section>
  );
}
