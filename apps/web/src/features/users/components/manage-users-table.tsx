import { useState } from 'react';
import { DataTable, Pager, SearchBox, SearchForm, useDebounced } from '@/components/ui/data-table';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import type { User } from '@wayfare/contract/users';
import { QueryState } from '@/components/ui/query-state';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUsers } from '@/features/users/api/get-users';
import { useMakeAdmin } from '@/features/users/api/make-admin';

/**
 * Manage User (docs/product.md §2, §4 and §8, admin): everyone with their role; Make Admin for
 * normal users, an Admin label for admins, and removal after a confirmation. The list refreshes
 * after each action.
 */
export function ManageUsersTable({ currentEmail }: { currentEmail: string }) {
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const query = useUsers(q, offset);
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  /** Admin rights are asked about first: only an operator can take them back. */
  async function promote(user: User) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Make this user an admin?',
      text: `${user.name || user.email} will be able to change the catalogue, see every booking and payment, and manage users and messages. Only an operator can take admin rights back (npm run admin -- revoke).`,
      showCancelButton: true,
      confirmButtonText: 'Make admin',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await makeAdmin.mutateAsync(user._id);
      void successToast('User made admin successfully');
    } catch (error) {
      void dialog.fire({
        icon: 'error',
        title: 'Oops... Something went wrong while making user admin!',
        text: errorMessage(error),
      });
    }
  }

  async function remove(user: User) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Remove this user?',
      text: `${user.name || user.email} will be removed and signed out everywhere. Their bookings and payments stay on record.`,
      showCancelButton: true,
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await deleteUser.mutateAsync(user._id);
      void successToast('User removed successfully');
    } catch (error) {
      void dialog.fire({
        icon: 'error',
        title: 'Oops... Something went wrong while removing user!',
        text: errorMessage(error),
      });
    }
  }

  const busyId =
    (makeAdmin.isPending && makeAdmin.variables) ||
    (deleteUser.isPending && deleteUser.variables) ||
    null;

  return (
    <>
      <SearchForm label="Users" className="mb-4">
        <SearchBox
          label="Search users"
          placeholder="Name or e-mail"
          value={text}
          onChange={(value) => {
            setText(value);
            setOffset(0);
          }}
        />
      </SearchForm>
      <div className="mb-4">
        <DownloadCsvButton kind="users" filters={{ q }} what="these users" />
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable
          caption="Users"
          testId="users-table"
          rows={rows}
          rowKey={(user) => user._id}
          rowProps={(user) => ({ 'data-email': user.email })}
          empty="No users found."
          columns={[
            {
              id: 'n',
              header: '#',
              rowHeader: true,
              className: 'w-8',
              cell: (_, index) => (query.data?.offset ?? 0) + index + 1,
            },
            {
              id: 'name',
              header: 'Name',
              key: true,
              className: 'min-w-36',
              cell: (user) => (
                <>
                  <span className="font-medium">
                    {user.name || <span className="text-base-content/70">No name yet</span>}
                  </span>
                  {user.email === currentEmail ? (
                    <span className="badge badge-ghost badge-sm ml-2 align-middle">you</span>
                  ) : null}
                </>
              ),
            },
            {
              id: 'email',
              header: 'Email',
              key: true,
              className: 'sm:whitespace-nowrap',
              cell: (user) => user.email,
            },
            {
              id: 'role',
              header: 'Role',
              key: true,
              cell: (user) =>
                user.role === 'admin' ? (
                  <span className="badge badge-primary badge-sm md:badge-md">Admin</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline btn-primary btn-xs whitespace-nowrap md:btn-sm"
                    disabled={busyId === user._id}
                    aria-label={`Make Admin: ${user.name || user.email}`}
                    onClick={() => void promote(user)}
                  >
                    Make Admin
                  </button>
                ),
            },
            {
              id: 'actions',
              header: 'Actions',
              hideHeader: true,
              key: true,
              className: 'w-10 text-right',
              cell: (user) => {
                const label = user.name || user.email;
                const isSelf = user.email === currentEmail;
                return (
                  <button
                    type="button"
                    className="btn btn-square btn-ghost btn-sm text-error"
                    // An admin does not remove their own account from the list.
                    disabled={busyId === user._id || isSelf}
                    aria-label={
                      isSelf ? `Remove ${label} (not your own account)` : `Remove ${label}`
                    }
                    title={isSelf ? 'Your own account cannot be removed here' : 'Remove user'}
                    onClick={() => void remove(user)}
                  >
                    <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true">
                      <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z" />
                    </svg>
                  </button>
                );
              },
            },
          ]}
        />
        {total > 0 ? (
          <Pager
            label="Users pages"
            offset={query.data?.offset ?? 0}
            busy={query.isPlaceholderData}
            pageSize={ADMIN_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffset={setOffset}
          />
        ) : null}
      </QueryState>
    </>
  );
}
