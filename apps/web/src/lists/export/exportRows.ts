import { formatDate, toCsv } from '@quaybook/domain';
import { downloadBlob } from '../download';

export interface ExportTable {
  title: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

export function exportCsv(table: ExportTable, filename: string): void {
  downloadBlob(
    new Blob([toCsv(table.header, table.rows)], { type: 'text/csv;charset=utf-8' }),
    filename,
  );
}

/** A PDF of the table; pdfmake and its fonts load only when a PDF is asked for. */
export async function exportPdf(table: ExportTable, filename: string): Promise<void> {
  const [{ default: pdfMake }, { default: fonts }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  pdfMake.addVirtualFileSystem(fonts);
  const wide = table.header.length > 6;
  const blob = await pdfMake
    .createPdf({
      pageSize: 'A4',
      pageOrientation: wide ? 'landscape' : 'portrait',
      pageMargins: [28, 48, 28, 36],
      info: { title: table.title, creator: 'Quaybook' },
      header: {
        margin: [28, 18, 28, 0],
        columns: [
          { text: table.title, style: 'title' },
          {
            text: `Quaybook · ${formatDate(new Date(), { time: true })}`,
            alignment: 'right',
            style: 'meta',
          },
        ],
      },
      footer: (current: number, count: number) => ({
        text: `Page ${current} of ${count}`,
        alignment: 'center',
        style: 'meta',
        margin: [0, 12, 0, 0],
      }),
      content: [
        {
          table: {
            headerRows: 1,
            // Equal shares fit a few columns; many columns would each get the widest one's
            // minimum and run off the page, so they size to their content and the first one
            // takes what is left.
            widths: table.header.map((_, i) => (wide && i > 0 ? 'auto' : '*')),
            body: [
              table.header.map((text) => ({ text, style: 'head' })),
              ...table.rows.map((row) => row.map((text) => ({ text }))),
            ],
          },
          layout: {
            fillColor: (rowIndex: number) =>
              rowIndex === 0 ? '#1c4e80' : rowIndex % 2 === 0 ? '#f1f4f8' : null,
            hLineWidth: () => 0.5,
            vLineWidth: () => 0,
            hLineColor: () => '#d0d7e1',
            paddingTop: () => 3,
            paddingBottom: () => 3,
          },
        },
        { text: `${table.rows.length} rows`, style: 'meta', margin: [0, 6, 0, 0] },
      ],
      defaultStyle: { fontSize: 8.5 },
      styles: {
        title: { fontSize: 13, bold: true, color: '#1c4e80' },
        meta: { fontSize: 8, color: '#5c6b7a' },
        head: { bold: true, color: '#ffffff' },
      },
    })
    .getBlob();
  downloadBlob(blob, filename);
}
