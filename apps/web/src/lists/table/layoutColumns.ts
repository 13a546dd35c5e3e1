import { cellText, type ExportLayout } from '@quaybook/domain';
import type { DisplayColumn } from './columns';

type Shown<Row> = Omit<DisplayColumn<Row>, 'key' | 'title' | 'text'>;

/**
 * The columns of a list whose export layout the contract declares: titles and cell text as the
 * export writes them, in its order; only the fields named here are shown, each as it is sized.
 * @example layoutColumns(containerExportLayout, { contnumber: { width: 124 }, manufacture: {} })
 */
export function layoutColumns<Row>(
  layout: ExportLayout<Row>,
  shown: Partial<Record<keyof Row & string, Shown<Row>>>,
): DisplayColumn<Row>[] {
  return layout.columns.flatMap(({ field, title, format }) => {
    const look = shown[field];
    if (!look) return [];
    return [
      {
        key: field,
        title,
        text: (row: Row) => cellText(row[field], format),
        // Numbers order as numbers when the rows are sorted in the browser.
        ...(format === 'number' ? { sort: (row: Row) => row[field] as number | null } : {}),
        ...look,
      },
    ];
  });
}
