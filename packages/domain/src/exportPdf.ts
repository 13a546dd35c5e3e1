import { formatDate } from './dates';
import { exportColumnWidths } from './exportColumnWidths';
import type { ExportTable } from './exportTable';

// More columns than this do not fit across a portrait A4 page at the export's type size.
const PORTRAIT_COLUMNS = 6;
// A4 across, in points, less the side margins.
const MARGIN = 28;
const A4_ACROSS = { portrait: 595.28 - 2 * MARGIN, landscape: 841.89 - 2 * MARGIN };
// Past this many columns the type gets smaller, so each still holds a word or two.
const MANY_COLUMNS = 12;
const INK = '#1c4e80';
const MUTED = '#5c6b7a';

/**
 * The pdfmake document of an exported list, the same in the browser and on the server: the title
 * and the time it was printed at the top of each page, 'Page n of m' at the foot, a striped
 * table whose header row repeats on every page, landscape past six columns, and the row count.
 * The columns share the page's width (`exportColumnWidths`): long text wraps in its cell and
 * no column runs off the page.
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
  const wide = table.header.length > PORTRAIT_COLUMNS;
  const fontSize = table.header.length > MANY_COLUMNS ? 7 : 8.5;
  const widths = exportColumnWidths(table.header, table.rows, {
    pageWidth: wide ? A4_ACROSS.landscape : A4_ACROSS.portrait,
    fontSize,
    ...(options.stretch === undefined ? {} : { stretch: options.stretch }),
  });
  const printed = formatDate(options.printedAt, {
    time: true,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return {
    pageSize: 'A4' as const,
    pageOrientation: wide ? ('landscape' as const) : ('portrait' as const),
    pageMargins: [MARGIN, 48, MARGIN, 36] as [number, number, number, number],
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
          widths,
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
    defaultStyle: { fontSize },
    styles: {
      title: { fontSize: 13, bold: true, color: INK },
      meta: { fontSize: 8, color: MUTED },
      head: { bold: true, color: '#ffffff' },
    },
  };
}

/** The pdfmake document of an exported list. */
export type ExportPdfDefinition = ReturnType<typeof exportPdfDefinition>;
