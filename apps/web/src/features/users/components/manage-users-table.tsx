import { useState } from 'react';
import { Link, useNavigate } from '@/lib/i18n/router';
import { DataTable, Pager, SearchBox, SearchForm, useDebounced } from '@/components/ui/data-table';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import type { User } from '@wayfare/contract/users';
import { QueryState } from '@/components/ui/query-state';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUsers } from '@/features/users/api/get-users';
import { useMakeAdmin } from '@/features/users/api/make-admin';
import { useRemoveAdmin } from '@/features/users/api/remove-admin';
import { ApiError } from '@/lib/api-client';

/**
 * Manage User (docs/product.md §2, §4 and §8, admin): everyone with their role; Make Admin for
 * normal users, an Admin label for admins, and removal after a confirmation. In Actions, an
 * admin's rights can be removed (decision 011), their own too while another admin remains; an
 * admin's own account is not removed here but from My Account. The list refreshes after each
 * action.
 */
export function ManageUsersTable({ currentEmail }: { currentEmail: string }) {
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const query = useUsers(q, offset);
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const deleteUser = useDeleteUser();
  const navigate = useNavigate();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  /** Admin rights are asked about first: they reach the whole agency's data at once. */
  async function promote(user: User) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Make this user an admin?',
      text: `${user.name || user.email} will be able to change the catalogue, see every booking and payment, and manage users and messages. Any admin can take these rights back here, with Remove admin.`,
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

  /**
   * Another admin's rights, or one's own (the admin pages close at once): confirmed first. The
   * last admin's are refused by the server, whose answer says why.
   */
  async function demote(user: User) {
    const self = user.email === currentEmail;
    const answer = await dialog.fire({
      icon: 'warning',
      title: self ? 'Remove your own admin rights?' : 'Remove admin rights?',
      text: self
        ? 'You will no longer be an administrator: the admin pages close to you at once, and the admin invitations you issued that nobody has used stop working. Only another admin can make you one again.'
        : `${user.name || user.email} will no longer be an administrator: the admin pages close to them at once, and the admin invitations they issued that nobody has used stop working. They are told by e-mail; their account and bookings stay.`,
      showCancelButton: true,
      confirmButtonText: self ? 'Remove my admin rights' : 'Remove admin rights',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await removeAdmin.mutateAsync(user._id);
      if (self) {
        void successToast('You are no longer an admin');
        void navigate('/dashboard/booking', { replace: true });
        return;
      }
      void successToast('Admin rights removed successfully');
    } catch (error) {
      const lastAdmin = error instanceof ApiError && error.problem.code === 'LAST_ADMIN';
      void dialog.fire({
        icon: lastAdmin ? 'info' : 'error',
        title: lastAdmin
          ? 'The last admin keeps their rights'
          : 'Oops... Something went wrong while removing admin rights!',
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
    (removeAdmin.isPending && removeAdmin.variables) ||
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
              className: '[overflow-wrap:anywhere]',
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
              className: 'text-right',
              cell: (user) => {
                const label = user.name || user.email;
                const isSelf = user.email === currentEmail;
                return (
                  <div className="flex items-center justify-end gap-2">
                    {user.role === 'admin' ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-xs whitespace-nowrap md:btn-sm"
                        disabled={busyId === user._id}
                        aria-label={
                          isSelf
                            ? `Remove admin rights: ${label} (you)`
                            : `Remove admin rights: ${label}`
                        }
                        onClick={() => void demote(user)}
                      >
                        Remove admin
                      </button>
                    ) : null}
                    {isSelf ? (
                      // An admin's own account is deleted from My Account (with their password),
                      // not from the list: no dead button here, a way there instead.
                      <Link
                        to="/dashboard/profile"
                        className="link whitespace-nowrap text-sm"
                        // The name says why the link is here; it keeps the words it shows.
                        aria-label="Delete your own account from My Account"
                      >
                        My Account
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-square btn-ghost btn-sm text-error"
                        disabled={busyId === user._id}
                        aria-label={`Remove ${label}`}
                        title="Remove user"
                        onClick={() => void remove(user)}
                      >
                        <svg
                          viewBox="0 0 24 24"
                          className="h-5 w-5 fill-current"
                          aria-hidden="true"
                        >
                          <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z" />
                        </svg>
                      </button>
                    )}
                  </div>
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
