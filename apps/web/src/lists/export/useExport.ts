import type { EntityEndpoints } from '@quaybook/contract';
import { notify } from '../../notify';
import type { ListRow, ListScreen } from '../listScreen';
import type { DisplayColumn } from '../table/columns';
import { exportCsv, exportPdf } from './exportRows';
import { exportTable } from './exportTable';

export type ExportKind = 'csv' | 'pdf';

const NO_DATA = 'No data available to export';

/**
 * Export to CSV or PDF: every row the filters and search found, in the order shown, written in
 * the browser under the screen's file name.
 */
export function useExport<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  columns: readonly DisplayColumn<ListRow<E>>[],
  everyRow: () => Promise<readonly ListRow<E>[]>,
) {
  return async (kind: ExportKind) => {
    const name = screen.exportName;
    if (!name) return;
    try {
      const rows = await everyRow();
      if (rows.length === 0) {
        notify.info(NO_DATA);
        return;
      }
      const table = exportTable(screen.title, columns, rows, screen.serialColumn);
      if (kind === 'csv') exportCsv(table, `${name}.csv`);
      else await exportPdf(table, `${name}.pdf`);
    } catch {
      notify.error('The export could not be created. Please try again.');
    }
  };
}
