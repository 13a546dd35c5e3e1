import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type CustomsReportDocument, customsReportXlsx } from './customsReportXlsx';

const sampleReport: CustomsReportDocument = {
  title: 'Missing SB Report',
  party: 'Seahorse Shipping / Maersk Line',
  vessel: 'MSC Ruby',
  voyage: '0462W',
  location: null,
  fromDate: '2026-11-01',
  toDate: null,
  madeAt: new Date('2026-11-21T09:00:00Z'),
  columns: [
    { header: 'Container', width: 14 },
    { header: 'Load Date', width: 11 },
    { header: 'Packages', width: 9 },
  ],
  reasonHeader: 'Reason',
  rows: [
    { cells: ['MSCU1234565', '20/11/2026', 120], reason: 'No shipping bill' },
    { cells: ['TGHU7654321', '21/11/2026', null], reason: 'Not on the terminal EGM' },
  ],
};

describe('the customs report workbook', () => {
  it('heads the rows with the report, party, call, dates and time, then a row per container with its reason', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await customsReportXlsx.write(sampleReport)) as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows.slice(0, 8)).toEqual([
      ['Missing SB Report'],
      ['Party', 'Seahorse Shipping / Maersk Line'],
      ['Vessel', 'MSC Ruby'],
      ['Voyage', '0462W'],
      ['Location', 'All'],
      ['Load dates', '01/11/2026 to …'],
      ['Generated on', '21/11/2026 14:30'],
      ['Containers', '2'],
    ]);
    expect(rows.slice(9)).toEqual([
      ['Container', 'Load Date', 'Packages', 'Reason'],
      ['MSCU1234565', '20/11/2026', 120, 'No shipping bill'],
      ['TGHU7654321', '21/11/2026', '', 'Not on the terminal EGM'],
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 10 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(4).width).toBe(70);
    expect(sheet.getColumn(1).width).toBe(14);
  });
});
