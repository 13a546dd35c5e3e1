import { type EntityEndpoints, NO_DATA_TO_EXPORT } from '@quaybook/contract';
import { formatSort } from '@quaybook/domain';
import { CallError } from '../../api/client';
import { notify } from '../../notify';
import type { ListRow, ListScreen } from '../listScreen';
import type { ListView } from '../query/browserRows';
import type { DisplayColumn } from '../table/columns';
import { saveFile } from './download';
import { exportCsv, exportPdf } from './exportRows';
import { exportTable } from './exportTable';

export type ExportKind = 'csv' | 'pdf';

/** Whether the screen offers Export to CSV and PDF. */
export const exportsRows = (screen: ListScreen) =>
  screen.exportName !== undefined || screen.serverExport !== undefined;

/**
 * Export to CSV or PDF: every row the filters and search found, in the order shown. A list the
 * browser holds is written here under the screen's file name; a server-paged one is written by
 * the server, asked with the search and sort shown, and saved under the name it gives.
 */
export function useExport<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  columns: readonly DisplayColumn<ListRow<E>>[],
  view: ListView,
  everyRow: () => Promise<readonly ListRow<E>[]>,
) {
  const fromServer = async (kind: ExportKind) => {
    if (!screen.serverExport) return;
    const search = view.search.trim();
    const sort = formatSort(view.sorts);
    saveFile(
      await screen.serverExport({
        format: kind,
        ...(search ? { search } : {}),
        ...(sort ? { sort } : {}),
      }),
    );
  };
  const inBrowser = async (kind: ExportKind, name: string) => {
    const rows = await everyRow();
    if (rows.length === 0) {
      notify.info(NO_DATA_TO_EXPORT);
      return;
    }
    const table = exportTable(screen.title, columns, rows, screen.serialColumn);
    if (kind === 'csv') exportCsv(table, `${name}.csv`);
    else await exportPdf(table, `${name}.pdf`);
  };
  return async (kind: ExportKind) => {
    try {
      if (screen.exportName) await inBrowser(kind, screen.exportName);
      else await fromServer(kind);
    } catch (error) {
      if (error instanceof CallError && error.message === NO_DATA_TO_EXPORT)
        notify.info(NO_DATA_TO_EXPORT);
      else if (error instanceof CallError && error.status > 0) notify.error(error.message);
      else notify.error('The export could not be created. Please try again.');
    }
  };
}
