import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EDI_WORKBOOK_COLUMNS, type EdiWorkbookRow, ediWorkbookXlsx } from './ediWorkbookXlsx';

const row: EdiWorkbookRow = {
  container: 'TGHU1643396',
  size: 20,
  isoCode: '22G1',
  movement: 'Import Delivery',
  message: 'CODECO 36',
  fullEmpty: 'F',
  date: '2026-11-20',
  time: '1030',
  location: 'Netaji Subhas Dock Yard',
  port: 'INCCU',
  vessel: 'MSC RUBY',
  callSign: '9V1234',
  voyage: '042E',
  seal: 'SL445566',
  booking: 'BKG1',
  pol: 'SGSIN',
  pod: 'INCCU',
  fpd: null,
  tareKg: 2200,
  grossKg: 24850,
  condition: 'Damage',
  damages: 'RB5N PAA DT 30X20CM; LT23 PAA BT',
};

describe('ediWorkbookXlsx', () => {
  it('is read back by ExcelJS: the documented header, then one row per move', async () => {
    const bytes = await ediWorkbookXlsx.write({
      rows: [
        row,
        { ...row, container: 'CSQU3054383', message: null, fullEmpty: 'E', grossKg: null },
      ],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('EDI Report');
    const values = (at: number) => (sheet?.getRow(at).values as unknown[]).slice(1);
    expect(values(1)).toEqual(EDI_WORKBOOK_COLUMNS.map(({ header }) => header));
    expect(values(2)).toEqual([
      1,
      'TGHU1643396',
      20,
      '22G1',
      'Import Delivery',
      'CODECO 36',
      'F',
      '20/11/2026',
      '1030',
      'Netaji Subhas Dock Yard',
      'INCCU',
      'MSC RUBY',
      '9V1234',
      '042E',
      'SL445566',
      'BKG1',
      'SGSIN',
      'INCCU',
      undefined,
      2200,
      24850,
      'Damage',
      'RB5N PAA DT 30X20CM; LT23 PAA BT',
    ]);
    expect(values(3).slice(0, 7)).toEqual([
      2,
      'CSQU3054383',
      20,
      '22G1',
      'Import Delivery',
      undefined,
      'E',
    ]);
    expect(sheet?.rowCount).toBe(3);
  });
});
