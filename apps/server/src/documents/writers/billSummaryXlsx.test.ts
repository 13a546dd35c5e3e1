import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { billSummaryXlsx } from './billSummaryXlsx';

const container = (containerNumber: string, size: number, movement: string, ratePaise: number) => ({
  containerNumber,
  size,
  movement,
  inspectionDate: '2026-11-20',
  reportNo: 'SR/26-27/00007',
  ratePaise,
});

async function rowsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: { values: unknown[]; format: string | undefined }[] = [];
  sheet?.eachRow((row) => {
    rows.push({ values: (row.values as unknown[]).slice(1), format: row.getCell(7).numFmt });
  });
  return rows;
}

describe('billSummaryXlsx', () => {
  it('lists the containers by movement and size, with subtotals and a grand total in rupees', async () => {
    const rows = await rowsOf(
      await billSummaryXlsx.write({
        billNo: 'SB/26-27/00017',
        billDate: '2026-11-22',
        party: 'Seahorse Shipping / Maersk Line',
        dock: 'Haldia',
        containers: [
          container('MSCU1000005', 40, 'IMPORT DESTUFF', 2_100_75),
          container('MSCU1000002', 20, 'IMPORT DESTUFF', 1_250_50),
          container('MSCU1000001', 20, 'IMPORT DESTUFF', 1_250_50),
          container('MSCU1000003', 20, 'EXPORT STUFF', 999_99),
        ],
      }),
    );
    expect(rows.map((row) => row.values)).toEqual([
      ['Bill No', 'SB/26-27/00017'],
      ['Bill Date', '22/11/2026'],
      ['Party', 'Seahorse Shipping / Maersk Line'],
      ['Dock', 'Haldia'],
      ['Sl', 'Container', 'Size', 'Movement', 'Inspection date', 'Report no', 'Rate'],
      [1, 'MSCU1000003', 20, 'EXPORT STUFF', '20/11/2026', 'SR/26-27/00007', 999.99],
      ["Subtotal 20' EXPORT STUFF (1)", '', '', '', '', '', 999.99],
      [2, 'MSCU1000001', 20, 'IMPORT DESTUFF', '20/11/2026', 'SR/26-27/00007', 1250.5],
      [3, 'MSCU1000002', 20, 'IMPORT DESTUFF', '20/11/2026', 'SR/26-27/00007', 1250.5],
      ["Subtotal 20' IMPORT DESTUFF (2)", '', '', '', '', '', 2501],
      [4, 'MSCU1000005', 40, 'IMPORT DESTUFF', '20/11/2026', 'SR/26-27/00007', 2100.75],
      ["Subtotal 40' IMPORT DESTUFF (1)", '', '', '', '', '', 2100.75],
      ['Total (4 containers)', '', '', '', '', '', 5601.74],
    ]);
    expect(rows.slice(5).every((row) => row.format === '#,##0.00')).toBe(true);
  });
});
