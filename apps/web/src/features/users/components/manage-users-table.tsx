import { EmptyState } from '@/components/ui/empty-state';
import { ShowMore } from '@/components/ui/show-more';
import type { User } from '@wayfare/contract/users';
import { QueryState } from '@/components/ui/query-state';
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
  const query = useUsers();
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const rows = query.data?.pages.flat() ?? [];

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
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {rows.length === 0 ? (
        <EmptyState>No users found.</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-base-content/70">
            {rows.length === 1 ? '1 user' : `${rows.length} users`}
            {query.hasNextPage ? ' shown' : ''}
          </p>
          <div className="overflow-x-auto rounded-box ring-1 ring-base-300">
            <table className="table table-zebra table-sm sm:table-md" data-testid="users-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col" className="hidden md:table-cell">
                    Email
                  </th>
                  <th scope="col">Role</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user, index) => {
                  const label = user.name || user.email;
                  const busy = busyId === user._id;
                  const isSelf = user.email === currentEmail;
                  return (
                    <tr key={user._id} data-email={user.email}>
                      <th scope="row" className="w-8">
                        {index + 1}
                      </th>
                      <td className="min-w-36">
                        <span className="font-medium">
                          {user.name || <span className="text-base-content/50">No name yet</span>}
                        </span>
                        {isSelf ? (
                          <span className="badge badge-ghost badge-sm ml-2 align-middle">you</span>
                        ) : null}
                        {/* On narrow screens the e-mail goes under the name instead of its own column. */}
                        <span className="block text-xs text-base-content/70 [overflow-wrap:anywhere] md:hidden">
                          {user.email}
                        </span>
                      </td>
                      <td className="hidden md:table-cell">{user.email}</td>
                      <td>
                        {user.role === 'admin' ? (
                          <span className="badge badge-primary badge-sm md:badge-md">Admin</span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-outline btn-primary btn-xs whitespace-nowrap md:btn-sm"
                            disabled={busy}
                            aria-label={`Make Admin: ${label}`}
                            onClick={() => void promote(user)}
                          >
                            Make Admin
                          </button>
                        )}
                      </td>
                      <td className="w-10 text-right">
                        <button
                          type="button"
                          className="btn btn-square btn-ghost btn-sm text-error"
                          // An admin does not remove their own account from the list.
                          disabled={busy || isSelf}
                          aria-label={
                            isSelf ? `Remove ${label} (not your own account)` : `Remove ${label}`
                          }
                          title={isSelf ? 'Your own account cannot be removed here' : 'Remove user'}
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
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ShowMore
            hasMore={Boolean(query.hasNextPage)}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
