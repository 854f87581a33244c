import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { InviteAdminForm } from '@/features/users/components/invite-admin-form';
import { ManageUsersTable } from '@/features/users/components/manage-users-table';
import { PendingInvitations } from '@/features/users/components/pending-invitations';

export function Component() {
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title="Manage User" />
      <ManageUsersTable currentEmail={user?.email ?? ''} />
      <InviteAdminForm />
      <PendingInvitations />
    </section>
  );
}
