import { formatSort, parseSort, type SortKey, toggleSort } from '@quaybook/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOwnEchoes } from './useOwnEchoes';

export const PAGE_SIZES = [10, 20, 30] as const;

/**
 * Search, sort, page and page size of a list, kept in the URL so that back, reload and a shared
 * link show the same rows. Changing the search or page size goes back to page 1.
 */
export function useListState(
  sortableKeys: readonly string[],
  sizes: readonly number[] = PAGE_SIZES,
  /** The page size a list opens with, when the URL names none: the first of `sizes` if unset. */
  firstSize: number = sizes[0] ?? PAGE_SIZES[0],
) {
  const [params, setParams] = useSearchParams();
  // The search box shows what was typed at once; the URL follows (see useOwnEchoes).
  const searchInUrl = params.get('q') ?? '';
  const [search, setTyped] = useState(searchInUrl);
  const typing = useOwnEchoes(searchInUrl, () => setTyped(searchInUrl));
  const sizeParam = Number(params.get('size'));
  const pageSize: number = sizes.includes(sizeParam) ? sizeParam : firstSize;
  // A search typed goes back to page 1, before the URL says so.
  const page = search === searchInUrl ? Math.max(1, Number(params.get('page')) || 1) : 1;
  const sortText = params.get('sort');
  const sorts = useMemo(() => parseSort(sortText, sortableKeys), [sortText, sortableKeys]);

  // The router applies a new URL later, and its setter reads the URL of the last render: two
  // clicks before the first lands (a header clicked twice quickly) would both start from the
  // same URL. Each change starts from the one before it instead, until the URL shows it.
  const intended = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (intended.current?.toString() === params.toString()) intended.current = null;
  }, [params]);

  type Changes = Record<string, string | number | null>;
  const update = useCallback(
    (changes: Changes | ((current: URLSearchParams) => Changes), replace = false) => {
      const current = intended.current ?? params;
      const next = new URLSearchParams(current);
      const changed = typeof changes === 'function' ? changes(current) : changes;
      for (const [key, value] of Object.entries(changed)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      intended.current = next;
      setParams(next, { replace });
    },
    [params, setParams],
  );

  return {
    search,
    sorts,
    page,
    pageSize,
    setSearch: (text: string) => {
      setTyped(text);
      typing(text);
      update({ q: text, page: null }, true);
    },
    setPage: (next: number) => update({ page: next === 1 ? null : next }),
    setPageSize: (size: number) => update({ size: size === firstSize ? null : size, page: null }),
    toggleSort: (column: string) =>
      update((current) => ({
        sort: formatSort(toggleSort(parseSort(current.get('sort'), sortableKeys), column)),
      })),
    clearSort: () => update({ sort: null }),
    /** Reads one of the screen's own URL values (a filter), as `update` sets it. */
    get: (name: string): string | null => params.get(name),
    /** Sets several of the screen's URL values at once (a filter, and back to page 1). */
    update,
  } satisfies Record<string, unknown> & { sorts: SortKey[] };
}
