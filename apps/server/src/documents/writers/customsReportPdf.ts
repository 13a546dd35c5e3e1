import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type CustomsReportDocument, reportHeading } from './customsReportXlsx';
import type { DocumentWriter } from './documentWriter';
import { pdfmakeWithFonts } from './listPdf';

/**
 * A mismatch report on A4 landscape paper (the ODeX report's SB mismatches): the same heading
 * and columns as the workbook, the column titles repeated on every page, numbered pages.
 */
export const customsReportPdf: DocumentWriter<CustomsReportDocument> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  async write(report) {
    const heading: Content = {
      table: {
        widths: ['auto', '*'],
        body: reportHeading(report).map(([label, value]) => [{ text: label, bold: true }, value]),
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    };
    const headers = [...report.columns.map((column) => column.header), report.reasonHeader];
    const table: Content = {
      table: {
        headerRows: 1,
        widths: [...report.columns.map(() => 'auto' as const), '*'],
        body: [
          headers.map((text) => ({ text, bold: true, fillColor: '#e9ecef' })),
          ...report.rows.map(({ cells, reason }) => [
            ...cells.map((cell) => (cell === null ? '' : String(cell))),
            reason,
          ]),
        ],
      },
      layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
    };
    const definition: TDocumentDefinitions = {
      pageSize: 'A4',
      pageOrientation: 'landscape',
      pageMargins: [28, 28, 28, 36],
      defaultStyle: { fontSize: 8.5 },
      content: [
        { text: report.title, fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
        heading,
        table,
      ],
      footer: (page, pages) => ({
        text: `${report.title} — page ${page} of ${pages}`,
        alignment: 'right',
        margin: [28, 8, 28, 0],
        fontSize: 7.5,
      }),
    };
    return (await pdfmakeWithFonts()).createPdf(definition).getBuffer();
  },
};
