import { apiWithHeaders } from '@/lib/api-client';

/** One page of an admin list and how many rows match (X-Total-Count; docs/product.md §7). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** Where this page starts (while the next page loads, the shown page is still this one). */
  offset: number;
}

/** Admin lists show this many rows a page. */
export const ADMIN_PAGE_SIZE = 50;

/** `GET path?limit&offset&...filters`: one page of an admin list with its total. */
export async function getListPage<T>(
  path: string,
  offset: number,
  filters: Record<string, string | undefined>,
): Promise<ListPage<T>> {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(offset) });
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  const { data, headers } = await apiWithHeaders<T[]>(`${path}?${params.toString()}`);
  return { rows: data, total: Number(headers.get('x-total-count') ?? data.length), offset };
}
