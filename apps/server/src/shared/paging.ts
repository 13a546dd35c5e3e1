import { type PageInfo, type PageQuery, TOO_MANY_ROWS, UNPAGED_ROWS } from '@quaybook/contract';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';

/** Rows a page holds when the caller names a page but not its size. */
export const DEFAULT_PAGE_SIZE = 10;

/** The rows of the page asked for, as LIMIT and OFFSET; undefined when no page was asked for. */
export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/**
 * The window of the page a list call names; without `page` the call answers every row (the
 * spec's shape), so there is no window.
 * @example pageWindow({ page: 3, pageSize: 20 }) // { page: 3, pageSize: 20, limit: 20, offset: 40 }
 */
export function pageWindow(query: PageQuery): PageWindow | undefined {
  if (query.page === undefined) return undefined;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page: query.page, pageSize, limit: pageSize, offset: (query.page - 1) * pageSize };
}

/** The fourth element of a paged answer: how many rows match on every page, and which page this is. */
export const pageInfoOf = (window: PageWindow, total: number): PageInfo => ({
  total,
  page: window.page,
  pageSize: window.pageSize,
});

/** A list call's answer: the rows, and with a page the page's info (the fourth element). */
export interface Listed<Row, Info extends PageInfo = PageInfo> {
  rows: Row[];
  info?: Info;
}

/** How many rows of `table` meet `where`: one aggregate on the table alone, without joins. */
export async function countOf(db: Database, table: PgTable, where: SQL | undefined) {
  const [found] = await db.select({ total: count() }).from(table).where(where);
  return Number(found?.total ?? 0);
}

/**
 * The window an unpaged list reads: every row up to UNPAGED_ROWS, and one more to tell a search
 * that has more, which `withinCeiling` refuses.
 */
export const UNPAGED_WINDOW: PageWindow = {
  page: 1,
  pageSize: UNPAGED_ROWS + 1,
  limit: UNPAGED_ROWS + 1,
  offset: 0,
};

/** The rows of an unpaged list read through UNPAGED_WINDOW; a search with more is refused. */
export function withinCeiling<Row>(rows: Row[]): Row[] {
  if (rows.length > UNPAGED_ROWS) throw badRequest(TOO_MANY_ROWS);
  return rows;
}
