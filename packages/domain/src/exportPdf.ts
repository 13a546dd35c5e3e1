import { formatDate } from './dates';
import type { ExportTable } from './exportTable';

// More columns than this do not fit across a portrait A4 page at the export's type size.
const PORTRAIT_COLUMNS = 6;
const INK = '#1c4e80';
const MUTED = '#5c6b7a';

/**
 * The pdfmake document of an exported list, the same in the browser and on the server: the title
 * and the time it was printed at the top of each page, 'Page n of m' at the foot, a striped
 * table whose header row repeats on every page, landscape past six columns, and the row count.
 * @example pdfMake.createPdf(exportPdfDefinition(table, { printedAt: new Date() }))
 */
export function exportPdfDefinition(
  table: ExportTable,
  options: {
    printedAt: Date;
    timeZone?: string;
    /** The column that takes what is left of a wide page (default the first): a free-text one. */
    stretch?: number;
  },
) {
  const stretch = options.stretch ?? 0;
  const wide = table.header.length > PORTRAIT_COLUMNS;
  const printed = formatDate(options.printedAt, {
    time: true,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return {
    pageSize: 'A4' as const,
    pageOrientation: wide ? ('landscape' as const) : ('portrait' as const),
    pageMargins: [28, 48, 28, 36] as [number, number, number, number],
    info: { title: table.title, creator: 'Quaybook' },
    header: {
      margin: [28, 18, 28, 0] as [number, number, number, number],
      columns: [
        { text: table.title, style: 'title' },
        { text: `Quaybook · ${printed}`, alignment: 'right' as const, style: 'meta' },
      ],
    },
    footer: (current: number, count: number) => ({
      text: `Page ${current} of ${count}`,
      alignment: 'center' as const,
      style: 'meta',
      margin: [0, 12, 0, 0] as [number, number, number, number],
    }),
    content: [
      {
        table: {
          headerRows: 1,
          // Equal shares fit a few columns; many columns would each get the widest one's
          // minimum and run off the page, so they size to their content and one takes what is
          // left.
          widths: table.header.map((_, i) => (wide && i !== stretch ? 'auto' : '*')),
          body: [
            table.header.map((text) => ({ text, style: 'head' })),
            ...table.rows.map((row) => row.map((text) => ({ text }))),
          ],
        },
        layout: {
          fillColor: (rowIndex: number) =>
            rowIndex === 0 ? INK : rowIndex % 2 === 0 ? '#f1f4f8' : null,
          hLineWidth: () => 0.5,
          vLineWidth: () => 0,
          hLineColor: () => '#d0d7e1',
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
      {
        text: `${table.rows.length} ${table.rows.length === 1 ? 'row' : 'rows'}`,
        style: 'meta',
        margin: [0, 6, 0, 0] as [number, number, number, number],
      },
    ],
    defaultStyle: { fontSize: 8.5 },
    styles: {
      title: { fontSize: 13, bold: true, color: INK },
      meta: { fontSize: 8, color: MUTED },
      head: { bold: true, color: '#ffffff' },
    },
  };
}

/** The pdfmake document of an exported list. */
export type ExportPdfDefinition = ReturnType<typeof exportPdfDefinition>;
