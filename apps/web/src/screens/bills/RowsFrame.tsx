import { Badge, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureMessage } from '../../inspections';
import type { ListRows } from '../../lists/query/useListRows';
import { ListLoadError, ListLoading } from '../../lists/screen/ListStatus';
import type { FooterCount } from '../../lists/table/TableFooter';
import { TableFooter } from '../../lists/table/TableFooter';

/** A screen's title with the count of rows its filters found, once found. */
export function CountedTitle({ title, count }: { title: string; count: number | undefined }) {
  return (
    <Group gap="xs" align="baseline">
      <Title order={3}>{title}</Title>
      {count !== undefined && (
        <Badge variant="light" color="gray">
          {count}
        </Badge>
      )}
    </Group>
  );
}

interface RowsFrameProps<Row> {
  rows: ListRows<Row>;
  state: {
    pageSize: number;
    setPage(page: number): void;
    setPageSize(size: number): void;
  };
  loading: string;
  loadError: string;
  selected?: number;
  counts?: readonly FooterCount[];
  /** The table of the rows, once they are in. */
  children: ReactNode;
}

/** The rows' table while they load, fail or show, with the pages under it. */
export function RowsFrame<Row>({
  rows,
  state,
  loading,
  loadError,
  selected,
  counts,
  children,
}: RowsFrameProps<Row>) {
  if (rows.status === 'pending') return <ListLoading text={loading} />;
  if (rows.error)
    return (
      <ListLoadError
        title={loadError}
        message={failureMessage(rows.error, loadError)}
        onRetry={rows.retry}
      />
    );
  return (
    <Stack gap="xs">
      {children}
      <TableFooter
        page={rows.page}
        pages={rows.pages}
        total={rows.total}
        pageSize={state.pageSize}
        selected={selected}
        counts={counts}
        onPage={state.setPage}
        onPageSize={state.setPageSize}
      />
    </Stack>
  );
}
