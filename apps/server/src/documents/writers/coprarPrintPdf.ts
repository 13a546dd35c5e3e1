import { exportPdfDefinition, PORT_TIME_ZONE } from '@quaybook/domain';
import { type CoprarPrint, coprarPrintFacts, coprarPrintTable } from './coprarPrint';
import type { DocumentWriter } from './documentWriter';
import { pdfmakeWithFonts } from './listPdf';

/**
 * A loading order as a PDF: the list export's layout (title, striped table, pages counted), with
 * the order's facts on one line above the table.
 */
export const coprarPrintPdf: DocumentWriter<CoprarPrint> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  async write(print) {
    const table = coprarPrintTable(print);
    const definition = exportPdfDefinition(table, {
      printedAt: new Date(),
      timeZone: PORT_TIME_ZONE,
      // The commodity, not the container number, is the column that runs long.
      stretch: table.header.length - 1,
    });
    const facts = {
      text: coprarPrintFacts(print)
        .slice(1)
        .flatMap(([label, value], index) => [
          ...(index > 0 ? ['   '] : []),
          { text: `${label} `, bold: true },
          value,
        ]),
      margin: [0, 0, 0, 6] as [number, number, number, number],
    };
    return (await pdfmakeWithFonts())
      .createPdf({ ...definition, content: [facts, ...definition.content] })
      .getBuffer();
  },
};
