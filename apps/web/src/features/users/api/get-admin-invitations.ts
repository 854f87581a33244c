import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingAdminInvitation } from '@wayfare/contract/users';
import { getListPage } from '@/lib/list-page';

/**
 * `GET /admin-invitations` (admin): the admin links that still work, newest first, a page at a
 * time; never the link itself. Kept under 'users': making someone admin or removing an admin
 * (whose invitations then die) refreshes it with the users list.
 */
export function getAdminInvitations(offset: number) {
  return getListPage<PendingAdminInvitation>('/admin-invitations', offset, {});
}

export const getAdminInvitationsQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: ['users', 'admin-invitations', offset],
    queryFn: () => getAdminInvitations(offset),
  });

export function useAdminInvitations(offset: number) {
  return useQuery({
    ...getAdminInvitationsQueryOptions(offset),
    placeholderData: keepPreviousData,
  });
}
