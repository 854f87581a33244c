import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useAccount } from '@/features/identity/api/account';
import { AccountLanguageForm } from '@/features/identity/components/account-language-form';
import { AccountProfileForm } from '@/features/identity/components/account-profile-form';
import { ChangePasswordForm, OtherSessions } from '@/features/identity/components/account-security';
import { DeleteAccountForm } from '@/features/identity/components/delete-account-form';
import { accountLanguageMessages } from '@/features/identity/language-messages';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

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

/** My Account: name, e-mail, language, password, other sessions and deleting the account. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  const languageT = useT(accountLanguageMessages);
  const account = useAccount();
  return (
    <section className="max-w-2xl">
      <PageHeading title={t('dashboardPages.account.title')} />
      <QueryState
        isPending={account.isPending}
        error={account.error}
        onRetry={() => void account.refetch()}
      >
        {account.data ? (
          <div className="grid gap-6">
            <Panel title={t('dashboardPages.account.profile')} id="account-profile">
              <AccountProfileForm account={account.data} />
            </Panel>
            <Panel title={languageT('accountLanguage.title')} id="account-language">
              <AccountLanguageForm account={account.data} />
            </Panel>
            {account.data.hasPassword ? (
              <Panel title={t('dashboardPages.account.password')} id="account-password">
                <ChangePasswordForm />
              </Panel>
            ) : null}
            <Panel title={t('dashboardPages.account.sessions')} id="account-sessions">
              <OtherSessions />
            </Panel>
            <Panel title={t('dashboardPages.account.delete')} id="account-delete">
              <DeleteAccountForm hasPassword={account.data.hasPassword} />
            </Panel>
          </div>
        ) : null}
      </QueryState>
    </section>
  );
}
