import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListPage } from '#lib/list-page';
import type { Db } from './client';

/**
 * One page of an admin list (or, without a page, all of it) and how many rows match `where`: a
 * page that is not full, or the whole list, is its own count; otherwise the database counts (or,
 * unfiltered, answers from its running total).
 * `select` reads the rows of the page it is given (all of them for none).
 */
export async function listWithTotal<R>(options: {
  db: Db;
  table: PgTable;
  where: SQL | undefined;
  page: ListPage | undefined;
  select: (page: ListPage | undefined) => Promise<R[]>;
  /**
   * How many rows the whole table has, from a count the database keeps (a running total), for a
   * list with no filter: then nothing is counted row by row, however big the table.
   */
  countAll?: () => Promise<number>;
}): Promise<{ rows: R[]; total: number }> {
  const { db, table, where, page } = options;
  const rows = await options.select(page);
  if (!page) return { rows, total: rows.length };
  if (rows.length > 0 && rows.length < page.limit)
    return { rows, total: page.offset + rows.length };
  if (!where && options.countAll) return { rows, total: await options.countAll() };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}
