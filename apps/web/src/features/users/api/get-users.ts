import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '@wayfare/contract/users';
import { api } from '@/lib/api-client';

export const USERS_PAGE_SIZE = 50;

/** `GET /users` (docs/product.md §7, admin): everyone, newest first. */
export function getUsers(offset = 0): Promise<User[]> {
  return api<User[]>(`/users?limit=${USERS_PAGE_SIZE}&offset=${offset}`);
}

export const getUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['users', 'list'],
    queryFn: ({ pageParam }) => getUsers(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < USERS_PAGE_SIZE ? undefined : pages.length * USERS_PAGE_SIZE,
  });

export function useUsers() {
  return useInfiniteQuery(getUsersQueryOptions());
}
