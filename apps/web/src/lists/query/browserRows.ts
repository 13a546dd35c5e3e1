import { clampPage, filterRows, pageCount, type SortKey, sortRows } from '@quaybook/domain';
import { type DisplayColumn, sortValueOf, textOf } from '../table/columns';

/** The search, sort and page a list is shown with. */
export interface ListView {
  search: string;
  sorts: readonly SortKey[];
  page: number;
  pageSize: number;
}

/** The rows found by the search, in the order shown, and the page of them shown. */
export interface BrowserPage<Row> {
  found: Row[];
  pageRows: Row[];
  page: number;
  pages: number;
}

/**
 * Searches, sorts and pages rows the browser holds: the search looks in every column's shown
 * text, the sort follows the columns in the order clicked, and a page past the end shows the last.
 */
export function browserPage<Row>(
  rows: readonly Row[],
  columns: readonly DisplayColumn<Row>[],
  view: ListView,
): BrowserPage<Row> {
  const byKey = new Map(columns.map((c) => [c.key as string, c]));
  const searched = filterRows(rows, view.search, (row) => columns.map((c) => textOf(c, row)));
  const found = sortRows(searched, view.sorts, (row, key) => {
    const column = byKey.get(key);
    return column ? sortValueOf(column, row) : null;
  });
  const pages = pageCount(found.length, view.pageSize);
  const page = clampPage(view.page, pages);
  return {
    found,
    pageRows: found.slice((page - 1) * view.pageSize, page * view.pageSize),
    page,
    pages,
  };
}
