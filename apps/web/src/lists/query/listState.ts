import { formatSort, parseSort, type SortKey, toggleSort } from '@quaybook/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 30] as const;

/**
 * Search, sort, page and page size of a list, kept in the URL so that back, reload and a shared
 * link show the same rows. Changing the search or page size goes back to page 1.
 */
export function useListState(sortableKeys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sizeParam = Number(params.get('size'));
  const pageSize: number = (PAGE_SIZES as readonly number[]).includes(sizeParam)
    ? sizeParam
    : PAGE_SIZES[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortText = params.get('sort');
  const sorts = useMemo(() => parseSort(sortText, sortableKeys), [sortText, sortableKeys]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    search,
    sorts,
    page,
    pageSize,
    setSearch: (text: string) => update({ q: text, page: null }, true),
    setPage: (next: number) => update({ page: next === 1 ? null : next }),
    setPageSize: (size: number) =>
      update({ size: size === PAGE_SIZES[0] ? null : size, page: null }),
    toggleSort: (column: string) => update({ sort: formatSort(toggleSort(sorts, column)) }),
    clearSort: () => update({ sort: null }),
  } satisfies Record<string, unknown> & { sorts: SortKey[] };
}
