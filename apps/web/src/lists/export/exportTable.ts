import { type DisplayColumn, textOf } from '../table/columns';
import type { ExportTable } from './exportRows';

/**
 * The table an export writes: the columns shown and the export-only ones, each headed as the
 * screen heads it, and a row per row found, numbered first when the screen numbers its rows.
 */
export function exportTable<Row>(
  title: string,
  columns: readonly DisplayColumn<Row>[],
  rows: readonly Row[],
  serial?: string,
): ExportTable {
  return {
    title,
    header: [...(serial ? [serial] : []), ...columns.map((c) => c.title)],
    rows: rows.map((row, index) => [
      ...(serial ? [String(index + 1)] : []),
      ...columns.map((c) => textOf(c, row)),
    ]),
  };
}
