import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { InviteAdminForm } from '@/features/users/components/invite-admin-form';
import { ManageUsersTable } from '@/features/users/components/manage-users-table';
import { PendingInvitations } from '@/features/users/components/pending-invitations';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title={t('dashboardPages.users.title')} />
      <ManageUsersTable currentEmail={user?.email ?? ''} />
      <InviteAdminForm />
      <PendingInvitations />
    </section>
  );
}
