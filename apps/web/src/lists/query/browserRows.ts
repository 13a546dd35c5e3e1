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
interface BrowserPage<Row> {
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
  const searched = filterRows(rows, view.search, searchTextsOf(columns));
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

/** Each row's texts as the search reads them (lower case), kept per set of columns and row. */
const searchTexts = new WeakMap<object, WeakMap<object, readonly string[]>>();

/**
 * A row's texts for the search, made the first time the row is searched and kept while the row
 * object lives: a list of 10,000 rows with dates would otherwise format 20,000 dates again at
 * every keystroke. Rows are never changed in place (a save or refresh brings new row objects).
 */
function searchTextsOf<Row>(
  columns: readonly DisplayColumn<Row>[],
): (row: Row) => readonly string[] {
  let byRow = searchTexts.get(columns);
  if (!byRow) {
    byRow = new WeakMap();
    searchTexts.set(columns, byRow);
  }
  const kept = byRow;
  const make = (row: Row) => columns.map((c) => textOf(c, row).toLocaleLowerCase('en'));
  return (row) => {
    if (typeof row !== 'object' || row === null) return make(row);
    let texts = kept.get(row);
    if (!texts) {
      texts = make(row);
      kept.set(row, texts);
    }
    return texts;
  };
}
