import { pageInfo } from '@quaybook/contract';
import { pageCount } from '@quaybook/domain';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Reply } from '../../api/client';
import { PAGE_SIZES, useListState } from './listState';

/** The page a paged call is asked for. */
interface PageAsk {
  page: number;
  pageSize: number;
}

interface PagedCallOptions<Row> {
  /** The list's key without its page: a refresh of it refreshes every page. */
  queryKey: QueryKey;
  enabled: boolean;
  /** Asks the list call for this page; its answer's fourth element counts every page. */
  fetchPage(page: PageAsk): Promise<Reply<Row[]>>;
  sizes?: readonly number[];
  /** Rows that change only when asked for again or edited on the screen are never refetched. */
  keepUntilAsked?: boolean;
}

/**
 * A hand-built screen's server-paged rows: the page and its size kept in the URL (back, reload
 * and a shared link show the same page), the call asked for that page only, and the total read
 * from the answer's fourth element. A page past the end goes to the last one.
 * @example const paged = usePagedCall({ queryKey, enabled, fetchPage: (page) => call(api.misBill.list, { query: { ...filters, ...page } }) })
 */
export function usePagedCall<Row>({
  queryKey,
  enabled,
  fetchPage,
  sizes = PAGE_SIZES,
  keepUntilAsked = false,
}: PagedCallOptions<Row>) {
  const state = useListState([], sizes);
  const { page, pageSize, setPage, setPageSize } = state;
  const query = useQuery({
    queryKey: [...queryKey, { page, pageSize }],
    enabled,
    // The rows of the last page stay while the next is asked for, so the table does not flash.
    placeholderData: keepPreviousData,
    ...(keepUntilAsked ? { retry: false, staleTime: Number.POSITIVE_INFINITY } : {}),
    queryFn: async () => {
      const reply = await fetchPage({ page, pageSize });
      const info = pageInfo.safeParse(reply.extra);
      return { rows: reply.data, total: info.success ? info.data.total : reply.data.length };
    },
  });
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, pageSize);
  const gone = query.data !== undefined && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (gone) setPage(pages);
  }, [gone, pages, setPage]);
  return {
    query,
    rows: query.data?.rows,
    /** What the table's footer shows and changes. */
    footer: {
      page: Math.min(page, pages),
      pages,
      total,
      pageSize,
      sizes,
      onPage: setPage,
      onPageSize: setPageSize,
    },
  };
}
