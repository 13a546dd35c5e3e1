import { pageInfo } from '@quaybook/contract';
import { pageCount } from '@quaybook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Reply } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import type { FilterBarSpec } from '../filters/filterSpec';
import type { FilterValues } from '../filters/filterValues';
import { useFilters } from '../filters/useFilters';
import { type BodyRows, queryState } from '../screen/ListBody';
import { PAGE_SIZES, useListState } from './listState';

/** What a list call found: its rows, how many match on every page, and the rest of its answer. */
export interface FoundRows<Row, Extra = unknown> {
  rows: readonly Row[];
  /** Rows on every page, for a list the server pages; the rows' count otherwise. */
  total?: number;
  /** What else the answer carries (a count row, totals), for the screen's own table. */
  extra?: Extra;
}

/** A paged answer: its rows, and the total its fourth element counts. */
export function pagedRows<Row>(reply: Reply<Row[]>): FoundRows<Row> {
  const info = pageInfo.safeParse(reply.extra);
  return { rows: reply.data, total: info.success ? info.data.total : reply.data.length };
}

interface FilteredListOptions<Row, Extra> {
  /** The filters, declared as data; the list is asked for once they are applied. */
  filters: FilterBarSpec;
  /** The list call's path, under which its rows are cached (`queryKeys.list`). */
  path: string;
  /** Asks the list call with the applied filters, and the page for a list the server pages. */
  fetch(ask: Record<string, unknown>): Promise<FoundRows<Row, Extra>>;
  /**
   * Where the rows are paged: on the server (only the page shown is asked for), in the browser
   * (every row is asked for, a page shown at a time), or not at all (one table of every row).
   */
  paging: 'server' | 'browser' | 'none';
  /** Rows per page offered, the first the default unless `firstSize` says otherwise. */
  sizes?: readonly number[];
  firstSize?: number;
  /** Rows that change only when asked for again or edited on the screen are never refetched. */
  keepUntilAsked?: boolean;
}

const NO_SORT: readonly string[] = [];

/**
 * A filter-then-table list: its filters, page and page size in the URL (back, reload and a
 * shared link show the same rows), the list call asked with them, and the rows for the list body.
 * Applying the filters already shown asks the call again.
 * @example const list = useFilteredList({ filters: misBillFilters, path: api.misBill.list.path, paging: 'server', fetch: async (ask) => pagedRows(await call(api.misBill.list, { query: ask })) })
 */
export function useFilteredList<Row, Extra = unknown>({
  filters: spec,
  path,
  fetch,
  paging,
  sizes = PAGE_SIZES,
  firstSize,
  keepUntilAsked = false,
}: FilteredListOptions<Row, Extra>) {
  const filters = useFilters(spec);
  const state = useListState(NO_SORT, sizes, firstSize);
  const { page, pageSize, setPage } = state;
  const server = paging === 'server';
  const ask = filters.query && (server ? { ...filters.query, page, pageSize } : filters.query);
  const query = useQuery({
    queryKey: queryKeys.list(path, ask),
    queryFn: () => fetch(ask ?? {}),
    enabled: ask !== undefined,
    // The rows of the last page stay while the next is asked for, so the table does not flash.
    ...(server ? { placeholderData: keepPreviousData } : {}),
    ...(keepUntilAsked ? { retry: false, staleTime: Number.POSITIVE_INFINITY } : {}),
  });
  const found = query.data;
  const all = found?.rows ?? [];
  const total = found?.total ?? all.length;
  const pages = paging === 'none' ? 1 : pageCount(total, pageSize);
  const shownPage = Math.min(page, pages);
  const gone = server && found !== undefined && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (gone) setPage(pages);
  }, [gone, pages, setPage]);

  const firstSerial = (shownPage - 1) * pageSize + 1;
  const rows: BodyRows<Row> = {
    ...queryState(query),
    pageRows:
      paging === 'browser' ? all.slice((shownPage - 1) * pageSize, shownPage * pageSize) : all,
    page: shownPage,
    pages,
    total,
  };
  const { refetch } = query;
  const { values, apply } = filters;
  const show = useCallback(
    (next: FilterValues) => {
      if (JSON.stringify(next) === JSON.stringify(values)) void refetch();
      else apply(next);
    },
    [values, apply, refetch],
  );
  return {
    filters,
    state,
    query,
    /** What the call found, with its own extra; undefined until the filters are applied. */
    found,
    rows,
    /** The filter bar's apply: the rows of these filters, asked again when they are those shown. */
    show,
    /** The serial number of the first row shown. */
    firstSerial,
    /** A row's place in the list, across pages (S.No). */
    serialOf: (row: Row) => {
      const index = rows.pageRows.indexOf(row);
      return index < 0 ? undefined : firstSerial + index;
    },
    /** The key every page of the list is cached under: a save refreshes it. */
    queryKey: queryKeys.list(path),
    footer: {
      pageSize,
      sizes,
      onPage: setPage,
      onPageSize: state.setPageSize,
    },
  };
}
