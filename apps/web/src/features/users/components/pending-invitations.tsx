import { useState } from 'react';
import { OPERATOR_ACTOR_LABEL } from '@wayfare/contract/audit-actors';
import type { PendingAdminInvitation } from '@wayfare/contract/users';
import { DataTable, Pager } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import { formatTripDateTime, formatTripDateTimeZoned, tripZoneLabel } from '@/lib/trip-time';
import { useAdminInvitations } from '@/features/users/api/get-admin-invitations';
import { useRevokeAdminInvitation } from '@/features/users/api/revoke-admin-invitation';

/** Who issued a link: the admin by name (or e-mail), or the operator at the server's shell. */
function issuerText(invitation: PendingAdminInvitation): string {
  if (invitation.issuedBy) return invitation.issuedBy.name || invitation.issuedBy.email;
  return invitation.kind === 'setup' ? 'operator (setup link)' : OPERATOR_ACTOR_LABEL;
}

/**
 * Manage User's pending admin invitations: for whom, by whom and until when (the trip zone's
 * time, as the API answers it), each with Revoke after a confirmation. The links themselves are
 * not shown: the server keeps only a hash of their secret. An admin's invitation leaves the list
 * when it is used, expires, is revoked, or its issuer stops being an admin.
 */
export function PendingInvitations() {
  const [offset, setOffset] = useState(0);
  const query = useAdminInvitations(offset);
  const revoke = useRevokeAdminInvitation();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const zone = tripZoneLabel(rows[0]?.expiresAt);

  async function confirmRevoke(invitation: PendingAdminInvitation) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Revoke this invitation?',
      text: `The admin link for ${invitation.email} will stop working at once. To invite them again, create a new link.`,
      showCancelButton: true,
      confirmButtonText: 'Revoke',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await revoke.mutateAsync(invitation._id);
      void successToast('Invitation revoked');
    } catch (error) {
      void dialog.fire({
        icon: 'error',
        title: 'Oops... Something went wrong while revoking the invitation!',
        text: errorMessage(error),
      });
    }
  }

  return (
    <section aria-labelledby="pending-invitations-heading" className="mt-10">
      <h2 id="pending-invitations-heading" className="text-xl font-bold">
        Pending invitations
      </h2>
      <p className="mt-1 mb-4 text-sm text-base-content/75">
        Admin links not used yet. Times are in {zone}. The links themselves cannot be shown again:
        Wayfare keeps only a fingerprint of each.
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable<PendingAdminInvitation>
          caption={`Pending admin invitations, newest first, times in ${zone}`}
          testId="invitations-table"
          rows={rows}
          rowKey={(invitation) => invitation._id}
          rowProps={(invitation) => ({ 'data-invitee': invitation.email })}
          empty="No pending invitations."
          columns={[
            {
              id: 'for',
              header: 'For',
              key: true,
              rowHeader: true,
              className: '[overflow-wrap:anywhere]',
              cell: (invitation) => invitation.email,
            },
            {
              id: 'by',
              header: 'Invited by',
              key: true,
              className: '[overflow-wrap:anywhere]',
              cell: issuerText,
            },
            {
              id: 'until',
              header: `Valid until (${zone})`,
              key: true,
              className: 'sm:whitespace-nowrap',
              cell: (invitation) => (
                <time
                  dateTime={invitation.expiresAt}
                  title={formatTripDateTimeZoned(invitation.expiresAt)}
                >
                  {formatTripDateTime(invitation.expiresAt)}
                </time>
              ),
            },
            {
              id: 'actions',
              header: 'Actions',
              hideHeader: true,
              key: true,
              className: 'w-24 text-right',
              cell: (invitation) => (
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-xs md:btn-sm"
                  disabled={revoke.isPending && revoke.variables === invitation._id}
                  aria-label={`Revoke the invitation for ${invitation.email}`}
                  onClick={() => void confirmRevoke(invitation)}
                >
                  Revoke
                </button>
              ),
            },
          ]}
        />
        {total > ADMIN_PAGE_SIZE ? (
          <Pager
            label="Pending invitations pages"
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
