import {
  COPRAR_PRINT_HEADER,
  type CoprarPrint,
  coprarPrintFacts,
  coprarPrintLine,
} from './coprarPrint';
import type { DocumentWriter } from './documentWriter';
import { excelJs } from './excelJs';

const WIDTHS = [14, 6, 5, 13, 17, 28, 14, 16, 8, 8, 5, 24];
const GROSS_COLUMN = 4;

/** A loading order as a workbook: the order's facts, then a row per container, weights as numbers. */
export const coprarPrintXlsx: DocumentWriter<CoprarPrint> = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  async write(print) {
    const workbook = new (await excelJs()).Workbook();
    const sheet = workbook.addWorksheet('Loading order');
    sheet.columns = WIDTHS.map((width) => ({ width }));
    for (const [label, value] of coprarPrintFacts(print)) {
      const row = sheet.addRow([label, value]);
      row.getCell(1).font = { bold: true };
    }
    sheet.addRow([]);
    const header = sheet.addRow([...COPRAR_PRINT_HEADER]);
    header.font = { bold: true };
    for (const container of print.containers) {
      const row = sheet.addRow(coprarPrintLine(container));
      row.getCell(GROSS_COLUMN).numFmt = '#,##0';
    }
    sheet.views = [{ state: 'frozen', ySplit: header.number }];
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
};
