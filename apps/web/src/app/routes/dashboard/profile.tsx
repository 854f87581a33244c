import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useAccount } from '@/features/identity/api/account';
import { AccountProfileForm } from '@/features/identity/components/account-profile-form';
import { ChangePasswordForm, OtherSessions } from '@/features/identity/components/account-security';
import { DeleteAccountForm } from '@/features/identity/components/delete-account-form';

function Panel(props: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-box bg-base-100 p-5 shadow-sm ring-1 ring-base-300"
    >
      <h2 id={props.id} className="mb-4 text-lg font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** My Account: name, e-mail, password, other sessions and deleting the account. */
export function Component() {
  const account = useAccount();
  return (
    <section className="max-w-2xl">
      <PageHeading title="My Account" />
      <QueryState
        isPending={account.isPending}
        error={account.error}
        onRetry={() => void account.refetch()}
      >
        {account.data ? (
          <div className="grid gap-6">
            <Panel title="Profile" id="account-profile">
              <AccountProfileForm account={account.data} />
            </Panel>
            {account.data.hasPassword ? (
              <Panel title="Password" id="account-password">
                <ChangePasswordForm />
              </Panel>
            ) : null}
            <Panel title="Sessions" id="account-sessions">
              <OtherSessions />
            </Panel>
            <Panel title="Delete account" id="account-delete">
              <DeleteAccountForm hasPassword={account.data.hasPassword} />
            </Panel>
          </div>
        ) : null}
      </QueryState>
    </section>
  );
}
