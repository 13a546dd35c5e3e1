import { type DisplayColumn, isSortable, textOf } from '../../lists/table/columns';
import type { TableColumn } from '../../lists/table/ListTable';

/** Read-only columns as the table draws them: each row's shown text. */
export const plainColumns = <Row>(columns: readonly DisplayColumn<Row>[]): TableColumn<Row>[] =>
  columns
    .filter((column) => !column.exportOnly)
    .map((column) => ({
      key: column.key,
      title: column.title,
      short: column.short,
      hint: column.hint,
      maxWidth: column.maxWidth,
      align: column.align,
      compact: column.compact,
      sortable: isSortable(column),
      render: (row: Row) => textOf(column, row),
    }));
