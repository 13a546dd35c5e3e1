import { type CellFormat, cellText } from './cellText';

/** One column of an export: the row's field, its heading, and how its value reads. */
export interface ExportColumn<Row> {
  field: keyof Row & string;
  title: string;
  format: CellFormat;
}

/**
 * What a list's export holds, declared once as data: its title, the base of its file names
 * ('containers' gives containers.csv and containers.pdf) and its columns in order.
 */
export interface ExportLayout<Row> {
  title: string;
  fileName: string;
  columns: readonly ExportColumn<Row>[];
}

/** A list as it is exported: a title, a header line and the rows as text, in order. */
export interface ExportTable {
  title: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * The rows of a list as the text its export shows, one cell a column of the layout.
 * @example exportTable(containerExportLayout, rows, { timeZone: PORT_TIME_ZONE })
 */
export function exportTable<Row>(
  layout: ExportLayout<Row>,
  rows: readonly Row[],
  options: { timeZone?: string } = {},
): ExportTable {
  return {
    title: layout.title,
    header: layout.columns.map((column) => column.title),
    rows: rows.map((row) =>
      layout.columns.map((column) => cellText(row[column.field], column.format, options)),
    ),
  };
}
