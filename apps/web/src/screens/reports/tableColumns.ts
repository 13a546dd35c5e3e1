import { type DisplayColumn, isSortable, textOf } from '../../lists/table/columns';
import type { TableColumn } from '../../lists/table/ListTable';

/** Declared columns as the table draws them, each cell its text. */
export const tableColumns = <Row>(columns: readonly DisplayColumn<Row>[]): TableColumn<Row>[] =>
  columns.map((column) => ({
    key: column.key,
    title: column.title,
    short: column.short,
    maxWidth: column.maxWidth,
    align: column.align,
    sortable: isSortable(column),
    render: (row: Row) => textOf(column, row),
  }));
