import { type ExportTable, exportPdfDefinition, toCsv } from '@quaybook/domain';
import { saveFile } from './download';

export type { ExportTable };

export function exportCsv(table: ExportTable, filename: string): void {
  saveFile({
    blob: new Blob([toCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' }),
    filename,
  });
}

/** A PDF of the table; pdfmake and its fonts load only when a PDF is asked for. */
export async function exportPdf(table: ExportTable, filename: string): Promise<void> {
  const [{ default: pdfMake }, { default: fonts }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  pdfMake.addVirtualFileSystem(fonts);
  const blob = await pdfMake
    .createPdf(exportPdfDefinition(table, { printedAt: new Date() }))
    .getBlob();
  saveFile({ blob, filename });
}
