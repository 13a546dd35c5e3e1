import type { EntityEndpoints } from '@quaybook/contract';
import { formatSort, pageCount } from '@quaybook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { ListRow, ListScreen } from '../listScreen';
import type { BodyRows } from '../screen/ListBody';
import type { DisplayColumn } from '../table/columns';
import { browserPage, type ListView } from './browserRows';
import { allRowsQuery, fetchRows, type ListAsk, refreshKey, rowsQuery } from './listQuery';
import { useServerSearch } from './serverSearch';
import { useDebounced } from './useDebounced';

/** Typing pauses this long before a server-paged list is asked again. */
const SEARCH_PAUSE_MS = 300;

/** The rows a list screen shows, wherever they are searched, sorted and paged. */
export interface ListRows<Row> extends BodyRows<Row> {
  /** A server-paged answer's fourth element (a screen's own counts); undefined in the browser. */
  extra: unknown;
  /** How many rows the list has before any search, once known. */
  count: number | undefined;
  /** A row's place in the order shown, across pages (Sl. No). */
  serialOf(row: Row): number | undefined;
  /** Every row the browser holds, for live duplicate checks; none for a server-paged list. */
  held: readonly Row[] | undefined;
  /** The rows found on every page when the browser holds them (counts under the table). */
  found: readonly Row[] | undefined;
  /** Every row found, in the order shown: the exports' rows. */
  everyRow(): Promise<readonly Row[]>;
  /** The key a save or delete refreshes. */
  queryKey: readonly unknown[];
  /** The Search button of a list with a server look-up. */
  lookupControl: ReactNode;
}

interface ListRowsOptions<Row> {
  columns: readonly DisplayColumn<Row>[];
  view: ListView;
  /** What the applied filters ask for; undefined until they are applied. */
  filters: ListAsk | undefined;
  onLookup(): void;
  /** A page past the end (after a delete, or from an old link) goes to the last one. */
  onPageGone(last: number): void;
}

/**
 * The rows of a list screen. A browser-paged list loads every row once and searches, sorts and
 * pages them here; a server-paged one asks for the page shown, with the search (after a pause in
 * typing) and the sort in the order clicked, and reads the total from the answer's fourth element.
 */
export function useListRows<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  { columns, view, filters, onLookup, onPageGone }: ListRowsOptions<ListRow<E>>,
): ListRows<ListRow<E>> {
  const server = screen.paging === 'server';
  const lookup = useServerSearch(screen, view.search, onLookup);
  const inBrowser = !server || lookup.rows !== undefined;
  const ready = filters !== undefined;
  const asked: ListAsk = filters ?? {};

  const all = useQuery({ ...allRowsQuery(screen, asked), enabled: ready && !server });
  const browser = useMemo(
    () => browserPage(lookup.rows ?? all.data ?? [], columns, view),
    [lookup.rows, all.data, columns, view],
  );

  const search = useDebounced(view.search.trim(), SEARCH_PAUSE_MS);
  const sort = formatSort(view.sorts) || undefined;
  const pageAsk: ListAsk = {
    ...asked,
    search: search || undefined,
    sort,
    page: view.page,
    pageSize: view.pageSize,
  };
  const paged = useQuery({
    ...rowsQuery(screen, pageAsk),
    enabled: ready && server,
    // The rows of the last page stay while the next is asked for, as a browser list would not flash.
    placeholderData: keepPreviousData,
  });
  const counted = useQuery({
    ...rowsQuery(screen, { ...asked, page: 1, pageSize: 1 }),
    enabled: ready && server,
  });
  const serverPages = pageCount(paged.data?.total ?? 0, view.pageSize);
  const gone = server && !paged.isPlaceholderData && paged.data && view.page > serverPages;
  useEffect(() => {
    if (gone) onPageGone(serverPages);
  }, [gone, serverPages, onPageGone]);

  const source = server ? paged : all;
  const status = source.isPending ? 'pending' : source.error ? 'error' : 'ready';
  const common = {
    status,
    error: source.error,
    retry: () => void source.refetch(),
    queryKey: refreshKey(screen),
    lookupControl: lookup.control,
  } as const;

  if (inBrowser) {
    const serials = new Map(browser.found.map((row, index) => [row, index + 1]));
    return {
      ...common,
      ...(lookup.rows && server ? { status: 'ready', error: null } : {}),
      pageRows: browser.pageRows,
      page: browser.page,
      pages: browser.pages,
      total: browser.found.length,
      extra: undefined,
      count: all.data?.length ?? counted.data?.total,
      serialOf: (row) => serials.get(row),
      held: lookup.rows ?? all.data,
      found: browser.found,
      everyRow: () => Promise.resolve(browser.found),
    };
  }
  const rows = paged.data?.rows ?? [];
  const first = (Math.min(view.page, serverPages) - 1) * view.pageSize;
  return {
    ...common,
    pageRows: rows,
    page: Math.min(view.page, serverPages),
    pages: serverPages,
    total: paged.data?.total ?? 0,
    extra: paged.data?.extra,
    count: counted.data?.total,
    serialOf: (row) => {
      const index = rows.indexOf(row);
      return index < 0 ? undefined : first + index + 1;
    },
    held: undefined,
    found: undefined,
    // Exports write every row found, so they ask for them all, searched and sorted as shown.
    everyRow: async () =>
      (await fetchRows(screen, { ...asked, search: view.search.trim() || undefined, sort })).rows,
  };
}
