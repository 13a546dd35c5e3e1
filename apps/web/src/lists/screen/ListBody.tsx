import { Stack, Text } from '@mantine/core';
import type { PagerRule } from '@quaybook/domain';
import type { ReactNode } from 'react';
import { CallError } from '../../api/client';
import { ListTable, type ListTableProps } from '../table/ListTable';
import { Pager } from '../table/Pager';
import { SelectAllFound } from '../table/SelectAllFound';
import { type FooterCount, TableFooter } from '../table/TableFooter';
import type { RowSelection } from '../table/useSelection';
import { isForbidden, ListForbidden, ListLoadError, ListLoading } from './ListStatus';

/** The rows a list body shows: their state, the page shown, and how many were found. */
export interface BodyRows<Row> {
  status: 'pending' | 'error' | 'ready';
  error: Error | null;
  retry(): void;
  pageRows: readonly Row[];
  page: number;
  pages: number;
  /** How many rows the filters (and search) found, on every page. */
  total: number;
}

/** The state of the rows a query asks for, as a list body reads it. */
export const queryState = (query: {
  isPending: boolean;
  error: Error | null;
  refetch(): unknown;
}): Pick<BodyRows<unknown>, 'status' | 'error' | 'retry'> => ({
  status: query.isPending ? 'pending' : query.error ? 'error' : 'ready',
  error: query.error,
  retry: () => void query.refetch(),
});

/** Under the table: rows per page, which rows are shown, counts and the pages. */
interface BodyFooter {
  pageSize: number;
  sizes?: readonly number[] | undefined;
  rule?: PagerRule | undefined;
  selected?: number | undefined;
  counts?: readonly FooterCount[] | undefined;
  onPage(page: number): void;
  onPageSize(size: number): void;
  /** Only the pages, and only when there is more than one (a log read a fixed page at a time). */
  pagesOnly?: boolean;
}

interface ListBodyProps<Row> {
  rows: BodyRows<Row>;
  /** What shows while the rows load: 'Loading MIS bills…'. */
  loading: string;
  /** The heading and line of a failed load, from its error. */
  loadError(error: Error): { title: string; message: string };
  /** The shared table of the rows, or a screen's own (a grid, a table with a totals row). */
  table: Omit<ListTableProps<Row>, 'records'> | ((rows: readonly Row[]) => ReactNode);
  /** The rows drawn, when they are more than the page's (the row being added, on top). */
  records?: readonly Row[];
  /** Said in place of the table and its footer when nothing was found (a table without an empty row). */
  empty?: string;
  /** The ticks of every row found, offered once every row shown is ticked. */
  selectAll?: {
    selection: RowSelection;
    idOf(row: Row): string;
    everyRow(): Promise<readonly Row[]>;
  };
  footer?: BodyFooter;
}

/**
 * The one body of a list: loading, not allowed, failed (with Try again), nothing found, the
 * offer to tick every row found, the table, and the footer with its pages.
 */
export function ListBody<Row>({
  rows,
  loading,
  loadError,
  table,
  records = rows.pageRows,
  empty,
  selectAll,
  footer,
}: ListBodyProps<Row>) {
  if (rows.status === 'pending') return <ListLoading text={loading} />;
  if (isForbidden(rows.error)) return <ListForbidden message={rows.error?.message ?? ''} />;
  if (rows.error) {
    const { title, message } = loadError(rows.error);
    return <ListLoadError title={title} message={message} onRetry={rows.retry} />;
  }
  if (empty !== undefined && rows.total === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  const shownIds = selectAll ? rows.pageRows.map(selectAll.idOf) : [];
  return (
    <Stack gap="xs">
      {selectAll && (
        <SelectAllFound
          allShownTicked={selectAll.selection.shownState(shownIds) === 'all'}
          shown={shownIds.length}
          total={rows.total}
          selected={selectAll.selection.count}
          everyId={async () => (await selectAll.everyRow()).map(selectAll.idOf)}
          onAdd={selectAll.selection.add}
          onClear={selectAll.selection.clear}
        />
      )}
      {typeof table === 'function' ? (
        table(records)
      ) : (
        <ListTable<Row> records={records} {...table} />
      )}
      {footer?.pagesOnly
        ? rows.pages > 1 && <Pager page={rows.page} pages={rows.pages} onPage={footer.onPage} />
        : footer && (
            <TableFooter
              page={rows.page}
              pages={rows.pages}
              total={rows.total}
              pageSize={footer.pageSize}
              rule={footer.rule}
              sizes={footer.sizes}
              selected={footer.selected}
              counts={footer.counts}
              onPage={footer.onPage}
              onPageSize={footer.onPageSize}
            />
          )}
    </Stack>
  );
}

/**
 * A declared entity's failed load: the server's reason, or the entity's own message when the
 * server gave none (the network failed).
 */
export const entityLoadError =
  (label: string, fallback: string) =>
  (error: Error): { title: string; message: string } => {
    const reason = error instanceof CallError && error.status > 0 ? error.message : fallback;
    return {
      title: `Error loading ${label} list`,
      message: `Error loading ${label} list: ${reason}`,
    };
  };
