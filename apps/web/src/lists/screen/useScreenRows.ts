import type { EntityEndpoints } from '@quaybook/contract';
import { useCallback, useMemo } from 'react';
import { useFilters } from '../filters/useFilters';
import type { ListRow, ListScreen } from '../listScreen';
import { useListState } from '../query/listState';
import { useListRows } from '../query/useListRows';
import type { DisplayColumn } from '../table/columns';

/**
 * A list screen's applied filters, its search, sort and page (all in the URL), and the rows they
 * find: what the declared list screen and a hand-built one (View Inspection) both start from.
 */
export function useScreenRows<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  columns: readonly DisplayColumn<ListRow<E>>[],
  sortable: readonly string[],
) {
  const state = useListState(sortable, screen.pageSizes);
  const filters = useFilters(screen.filters);
  const view = useMemo(
    () => ({
      search: state.search,
      sorts: state.sorts,
      page: state.page,
      pageSize: state.pageSize,
    }),
    [state.search, state.sorts, state.page, state.pageSize],
  );
  const { setPage } = state;
  const toFirstPage = useCallback(() => setPage(1), [setPage]);
  const rows = useListRows(screen, {
    columns,
    view,
    filters: filters.query,
    onLookup: toFirstPage,
    onPageGone: setPage,
  });
  return { state, filters, view, rows };
}
