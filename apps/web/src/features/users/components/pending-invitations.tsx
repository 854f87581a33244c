import { useState } from 'react';
import type { PendingAdminInvitation } from '@wayfare/contract/users';
import { DataTable, Pager } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import { formatTripDateTime, formatTripDateTimeZoned, tripZoneLabel } from '@/lib/trip-time';
import { useAdminInvitations } from '@/features/users/api/get-admin-invitations';
import { useRevokeAdminInvitation } from '@/features/users/api/revoke-admin-invitation';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { usersMessages } from '@/features/users/messages';

type UsersT = Translate<(typeof usersMessages.keys)[number]>;

/** Who issued a link: the admin by name (or e-mail), or the operator at the server's shell. */
function issuerText(invitation: PendingAdminInvitation, t: UsersT): string {
  if (invitation.issuedBy) return invitation.issuedBy.name || invitation.issuedBy.email;
  // The operator as the audit trail names them (OPERATOR_ACTOR_LABEL in English).
  return t(
    invitation.kind === 'setup'
      ? 'users.invitations.setupIssuer'
      : 'users.invitations.operatorIssuer',
  );
}

/**
 * Manage User's pending admin invitations: for whom, by whom and until when (the trip zone's
 * time, as the API answers it), each with Revoke after a confirmation. The links themselves are
 * not shown: the server keeps only a hash of their secret. An admin's invitation leaves the list
 * when it is used, expires, is revoked, or its issuer stops being an admin.
 */
export function PendingInvitations() {
  const t = useT(usersMessages);
  const [offset, setOffset] = useState(0);
  const query = useAdminInvitations(offset);
  const revoke = useRevokeAdminInvitation();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const zone = tripZoneLabel(rows[0]?.expiresAt, t.numbers);

  async function confirmRevoke(invitation: PendingAdminInvitation) {
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('users.invitations.revokeTitle'),
        text: t('users.invitations.revokeText', { email: invitation.email }),
        showCancelButton: true,
        confirmButtonText: t('users.invitations.revoke'),
        focusCancel: true,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return;
    try {
      await revoke.mutateAsync(invitation._id);
      void successToast(t('users.invitations.revoked'));
    } catch (error) {
      void dialog.fire(
        {
          icon: 'error',
          title: t('users.invitations.revokeFailed'),
          text: errorMessage(error, t.locale),
        },
        t.locale,
      );
    }
  }

  return (
    <section aria-labelledby="pending-invitations-heading" className="mt-10">
      <h2 id="pending-invitations-heading" className="text-xl font-bold">
        {t('users.invitations.heading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-base-content/75">
        {t('users.invitations.intro', { zone })}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable<PendingAdminInvitation>
          caption={t('users.invitations.caption', { zone })}
          testId="invitations-table"
          rows={rows}
          rowKey={(invitation) => invitation._id}
          rowProps={(invitation) => ({ 'data-invitee': invitation.email })}
          empty={t('users.invitations.empty')}
          columns={[
            {
              id: 'for',
              header: t('users.invitations.for'),
              key: true,
              rowHeader: true,
              className: '[overflow-wrap:anywhere]',
              cell: (invitation) => invitation.email,
            },
            {
              id: 'by',
              header: t('users.invitations.by'),
              key: true,
              className: '[overflow-wrap:anywhere]',
              cell: (invitation) => issuerText(invitation, t),
            },
            {
              id: 'until',
              header: t('users.invitations.until', { zone }),
              key: true,
              className: 'sm:whitespace-nowrap',
              cell: (invitation) => (
                <time
                  dateTime={invitation.expiresAt}
                  title={formatTripDateTimeZoned(invitation.expiresAt, t.numbers)}
                >
                  {formatTripDateTime(invitation.expiresAt, t.numbers)}
                </time>
              ),
            },
            {
              id: 'actions',
              header: t('users.actions'),
              hideHeader: true,
              key: true,
              className: 'w-24 text-right',
              cell: (invitation) => (
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-xs md:btn-sm"
                  disabled={revoke.isPending && revoke.variables === invitation._id}
                  aria-label={t('users.invitations.revokeLabel', { email: invitation.email })}
                  onClick={() => void confirmRevoke(invitation)}
                >
                  {t('users.invitations.revoke')}
                </button>
              ),
            },
          ]}
        />
        {total > ADMIN_PAGE_SIZE ? (
          <Pager
            label={t('users.invitations.pages')}
            offset={query.data?.offset ?? 0}
            busy={query.isPlaceholderData}
            pageSize={ADMIN_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffset={setOffset}
          />
        ) : null}
      </QueryState>
    </section>
  );
}
