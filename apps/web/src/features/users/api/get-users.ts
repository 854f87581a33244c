import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@wayfare/contract/users';
import { getListPage } from '@/lib/list-page';

/** `GET /users` (docs/product.md §7, admin): one page, newest first, searched by name or e-mail. */
export function getUsers(q: string, offset: number) {
  return getListPage<User>('/users', offset, { q });
}

export const getUsersQueryOptions = (q: string, offset: number) =>
  queryOptions({ queryKey: ['users', 'list', q, offset], queryFn: () => getUsers(q, offset) });

export function useUsers(q: string, offset: number) {
  return useQuery({ ...getUsersQueryOptions(q, offset), placeholderData: keepPreviousData });
}
