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
import { localDigits } from '@/lib/i18n/digits';
import { useT } from '@/lib/i18n/catalog';
import { usersMessages } from '@/features/users/messages';

/**
 * Manage User (docs/product.md §2, §4 and §8, admin): everyone with their role; Make Admin for
 * normal users, an Admin label for admins, and removal after a confirmation. In Actions, an
 * admin's rights can be removed (decision 011), their own too while another admin remains; an
 * admin's own account is not removed here but from My Account. The list refreshes after each
 * action.
 */
export function ManageUsersTable({ currentEmail }: { currentEmail: string }) {
  const t = useT(usersMessages);
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
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('users.promote.title'),
        text: t('users.promote.text', { name: user.name || user.email }),
        showCancelButton: true,
        confirmButtonText: t('users.promote.confirm'),
        focusCancel: true,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return;
    try {
      await makeAdmin.mutateAsync(user._id);
      void successToast(t('users.promote.done'));
    } catch (error) {
      void dialog.fire(
        {
          icon: 'error',
          title: t('users.promote.failed'),
          text: errorMessage(error, t.locale),
        },
        t.locale,
      );
    }
  }

  /**
   * Another admin's rights, or one's own (the admin pages close at once): confirmed first. The
   * last admin's are refused by the server, whose answer says why.
   */
  async function demote(user: User) {
    const self = user.email === currentEmail;
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t(self ? 'users.demote.titleSelf' : 'users.demote.title'),
        text: self
          ? t('users.demote.textSelf')
          : t('users.demote.text', { name: user.name || user.email }),
        showCancelButton: true,
        confirmButtonText: t(self ? 'users.demote.confirmSelf' : 'users.demote.confirm'),
        focusCancel: true,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return;
    try {
      await removeAdmin.mutateAsync(user._id);
      if (self) {
        void successToast(t('users.demote.doneSelf'));
        void navigate('/dashboard/booking', { replace: true });
        return;
      }
      void successToast(t('users.demote.done'));
    } catch (error) {
      const lastAdmin = error instanceof ApiError && error.problem.code === 'LAST_ADMIN';
      void dialog.fire(
        {
          icon: lastAdmin ? 'info' : 'error',
          title: t(lastAdmin ? 'users.demote.lastAdmin' : 'users.demote.failed'),
          text: errorMessage(error, t.locale),
        },
        t.locale,
      );
    }
  }

  async function remove(user: User) {
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('users.remove.title'),
        text: t('users.remove.text', { name: user.name || user.email }),
        showCancelButton: true,
        focusCancel: true,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return;
    try {
      await deleteUser.mutateAsync(user._id);
      void successToast(t('users.remove.done'));
    } catch (error) {
      void dialog.fire(
        {
          icon: 'error',
          title: t('users.remove.failed'),
          text: errorMessage(error, t.locale),
        },
        t.locale,
      );
    }
  }

  const busyId =
    (makeAdmin.isPending && makeAdmin.variables) ||
    (removeAdmin.isPending && removeAdmin.variables) ||
    (deleteUser.isPending && deleteUser.variables) ||
    null;

  return (
    <>
      <SearchForm label={t('users.table.search')} className="mb-4">
        <SearchBox
          label={t('users.table.searchLabel')}
          placeholder={t('users.table.searchPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setOffset(0);
          }}
        />
      </SearchForm>
      <div className="mb-4">
        <DownloadCsvButton kind="users" filters={{ q }} what={t('users.table.csvWhat')} />
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable
          caption={t('users.table.caption')}
          testId="users-table"
          rows={rows}
          rowKey={(user) => user._id}
          rowProps={(user) => ({ 'data-email': user.email })}
          empty={t('users.table.empty')}
          columns={[
            {
              id: 'n',
              header: t('users.table.number'),
              rowHeader: true,
              className: 'w-8',
              cell: (_, index) =>
                localDigits(String((query.data?.offset ?? 0) + index + 1), t.numbers),
            },
            {
              id: 'name',
              header: t('users.table.name'),
              key: true,
              className: 'min-w-36',
              cell: (user) => (
                <>
                  <span className="font-medium">
                    {user.name || (
                      <span className="text-base-content/70">{t('users.table.noName')}</span>
                    )}
                  </span>
                  {user.email === currentEmail ? (
                    <span className="badge badge-ghost badge-sm ml-2 align-middle">
                      {t('users.table.you')}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              id: 'email',
              header: t('users.table.email'),
              key: true,
              className: '[overflow-wrap:anywhere]',
              cell: (user) => user.email,
            },
            {
              id: 'role',
              header: t('users.table.role'),
              key: true,
              cell: (user) =>
                user.role === 'admin' ? (
                  <span className="badge badge-primary badge-sm md:badge-md">
                    {t('users.table.admin')}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline btn-primary btn-xs whitespace-nowrap md:btn-sm"
                    disabled={busyId === user._id}
                    aria-label={t('users.table.makeAdminLabel', { name: user.name || user.email })}
                    onClick={() => void promote(user)}
                  >
                    {t('users.table.makeAdmin')}
                  </button>
                ),
            },
            {
              id: 'actions',
              header: t('users.actions'),
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
                        aria-label={t(
                          isSelf
                            ? 'users.table.removeAdminSelfLabel'
                            : 'users.table.removeAdminLabel',
                          { name: label },
                        )}
                        onClick={() => void demote(user)}
                      >
                        {t('users.table.removeAdmin')}
                      </button>
                    ) : null}
                    {isSelf ? (
                      // An admin's own account is deleted from My Account (with their password),
                      // not from the list: no dead button here, a way there instead.
                      <Link
                        to="/dashboard/profile"
                        className="link whitespace-nowrap text-sm"
                        // The name says why the link is here; it keeps the words it shows.
                        aria-label={t('users.table.myAccountLabel')}
                      >
                        {t('users.table.myAccount')}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-square btn-ghost btn-sm text-error"
                        disabled={busyId === user._id}
                        aria-label={t('users.table.removeLabel', { name: label })}
                        title={t('users.table.removeTitle')}
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
            label={t('users.table.pages')}
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
