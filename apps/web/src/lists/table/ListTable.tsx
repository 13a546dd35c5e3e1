import { Checkbox } from '@mantine/core';
import type { SortKey } from '@quaybook/domain';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import classes from './ListTable.module.css';
import { SortHeader } from './SortHeader';
import { OPEN_ROW_STYLE, TABLE_LOOK } from './tableLook';
import type { RowSelection } from './useSelection';

/** A column as the table draws it: its header, and each row's cell. */
export interface TableColumn<Row> {
  key: string;
  title: string;
  /** A shorter header for a long title, which then shows on hover. */
  short?: string | undefined;
  hint?: string | undefined;
  /** Room the column keeps in every row: the width of the input its open row holds. */
  minWidth?: string | undefined;
  /** Past this a text value is cut with an ellipsis and shown whole on hover. */
  maxWidth?: number | undefined;
  align?: 'left' | 'right' | 'center' | undefined;
  compact?: boolean | undefined;
  /** The cell's text in the warning colour. */
  tone?: ((row: Row) => 'warning' | undefined) | undefined;
  sortable: boolean;
  render(row: Row): ReactNode;
}

export interface ListTableProps<Row> {
  records: readonly Row[];
  idOf(row: Row): string;
  columns: readonly TableColumn<Row>[];
  /** Header clicks sort, in the order clicked. */
  sort?: { sorts: readonly SortKey[]; onToggle(key: string): void };
  /** A first column numbering the rows in the order shown: 'Sl. No'. */
  serial?: { title: string; of(row: Row): number | undefined };
  /** Tick boxes for bulk actions, with a header box for the rows shown. */
  selection?: { rows: RowSelection; isSelectable(row: Row): boolean; nameOf(row: Row): string };
  /** The Actions column: each row's buttons, or Save and Cancel of the open row. */
  actions?: { width: number; render(row: Row): ReactNode };
  /** The row being added or edited stands out. */
  isOpen?(row: Row): boolean;
  onRowDoubleClick?(row: Row): void;
  /** The last column stays in view as the others scroll under it (an upload preview's Status). */
  pinLast?: boolean;
  emptyText: string;
}

const WARNING_TEXT = { color: 'var(--mantine-color-orange-8)', fontWeight: 500 };

/** Text longer than a column's room: cut, whole on hover. */
export const DEFAULT_MAX_WIDTH = 240;

const COMPACT = {
  textAlign: 'center' as const,
  titleStyle: { paddingInline: 4 },
  cellsStyle: () => ({ paddingInline: 4 }),
};

/** The one data table of the app: dense, sortable headers, optional ticks and row actions. */
export function ListTable<Row>({
  records,
  idOf,
  columns,
  sort,
  serial,
  selection,
  actions,
  isOpen,
  onRowDoubleClick,
  pinLast = false,
  emptyText,
}: ListTableProps<Row>) {
  const shownIds = selection ? records.filter(selection.isSelectable).map(idOf) : [];
  const shown = selection?.rows.shownState(shownIds) ?? 'none';
  const drawn: DataTableColumn<Row>[] = [
    ...(selection
      ? [
          {
            accessor: '__select',
            width: 40,
            textAlign: 'center' as const,
            title: (
              <Checkbox
                size="xs"
                aria-label="Select all shown rows"
                checked={shown === 'all'}
                indeterminate={shown === 'some'}
                disabled={shownIds.length === 0}
                onChange={() => selection.rows.toggleAllShown(shownIds)}
              />
            ),
            render: (row: Row) =>
              selection.isSelectable(row) ? (
                <Checkbox
                  size="xs"
                  aria-label={`Select ${selection.nameOf(row)}`.trim()}
                  checked={selection.rows.isSelected(idOf(row))}
                  onChange={() => selection.rows.toggle(idOf(row))}
                  onClick={(event) => event.stopPropagation()}
                />
              ) : null,
          },
        ]
      : []),
    ...(serial
      ? [
          {
            accessor: '__serial',
            title: serial.title,
            width: 64,
            textAlign: 'right' as const,
            render: (row: Row) => serial.of(row) ?? '',
          },
        ]
      : []),
    ...columns.map((column): DataTableColumn<Row> => {
      const room = column.minWidth ? { minWidth: column.minWidth } : {};
      const compact = column.compact ? COMPACT : undefined;
      return {
        accessor: column.key,
        title:
          sort && column.sortable ? (
            <SortHeader
              title={column.title}
              short={column.short}
              hint={column.hint}
              position={sort.sorts.findIndex((s) => s.column === column.key)}
              direction={sort.sorts.find((s) => s.column === column.key)?.direction}
              showPosition={sort.sorts.length > 1}
              onClick={() => sort.onToggle(column.key)}
            />
          ) : (
            <span title={column.short ? column.title : column.hint}>
              {column.short ?? column.title}
            </span>
          ),
        ...(column.align ? { textAlign: column.align } : {}),
        ...(compact ? { textAlign: compact.textAlign } : {}),
        titleStyle: { ...room, ...compact?.titleStyle },
        cellsStyle: () => ({ ...room, ...compact?.cellsStyle() }),
        render: (row) => {
          const content = column.render(row);
          if (typeof content !== 'string' && typeof content !== 'number') return content;
          return (
            <span
              className={classes.cut}
              style={{
                maxWidth: column.maxWidth ?? DEFAULT_MAX_WIDTH,
                ...(column.tone?.(row) === 'warning' ? WARNING_TEXT : {}),
              }}
              title={String(content)}
            >
              {content}
            </span>
          );
        },
      };
    }),
    ...(actions
      ? [
          {
            accessor: '__actions',
            title: 'Actions',
            width: actions.width,
            textAlign: 'center' as const,
            render: actions.render,
          },
        ]
      : []),
  ];
  return (
    <DataTable<Row>
      {...TABLE_LOOK}
      className={classes.table}
      // The horizontal scrollbar gets a strip of its own under the last row, never over it.
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
      // A table wider than the screen scrolls under its first column (the row's name) and its
      // Actions, which stay in view.
      pinFirstColumn
      pinLastColumn={actions !== undefined || pinLast}
      minHeight={records.length === 0 ? 160 : undefined}
      noRecordsText={emptyText}
      idAccessor={idOf}
      records={[...records]}
      columns={drawn}
      rowStyle={(row) => (isOpen?.(row) ? OPEN_ROW_STYLE : undefined)}
      {...(onRowDoubleClick
        ? { onRowDoubleClick: ({ record }: { record: Row }) => onRowDoubleClick(record) }
        : {})}
    />
  );
}
