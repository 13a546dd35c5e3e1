import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureMessage } from '../../inspections';
import type { ListRows } from '../../lists/query/useListRows';
import { ListBody } from '../../lists/screen/ListBody';
import type { FooterCount } from '../../lists/table/TableFooter';

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
  return (
    <ListBody<Row>
      rows={rows}
      loading={loading}
      loadError={(error) => ({ title: loadError, message: failureMessage(error, loadError) })}
      table={() => children}
      footer={{
        pageSize: state.pageSize,
        selected,
        counts,
        onPage: state.setPage,
        onPageSize: state.setPageSize,
      }}
    />
  );
}
