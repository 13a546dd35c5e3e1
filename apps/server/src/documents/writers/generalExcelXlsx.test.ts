import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GENERAL_EXCEL_COLUMNS, generalExcelXlsx, statusLine } from './generalExcelXlsx';

const line = {
  container: 'MSCU1234565',
  iso: '22G1',
  place: 'Netaji Subhas Dock',
  movement: 'Import Gate Out',
  date: '2026-11-20',
  seal: 'SL-0091',
  cfs: 'Balmer Lawrie CFS',
  applicant: 'Seahorse Shipping',
  account: 'Maersk Line',
  vessel: 'MSC Ruby',
  voyage: '0462W',
};

async function readBack(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { sheet, rows };
}

describe('the general Excel workbook', () => {
  it('heads the containers with the party, the vessel status and its time, then lists them', async () => {
    const bytes = await generalExcelXlsx.write({
      party: 'Seahorse Shipping / Maersk Line',
      vesselStatus: 'Complete',
      atTime: '1430',
      madeAt: new Date('2026-11-21T09:00:00Z'),
      lines: [line, { ...line, container: 'TGHU7654321', iso: null, seal: null, cfs: null }],
    });
    const { sheet, rows } = await readBack(bytes);
    expect(sheet.name).toBe('General Excel');
    expect(rows[0]).toEqual(['General Excel Report']);
    expect(rows[1]).toEqual(['Party', 'Seahorse Shipping / Maersk Line']);
    expect(rows[2]).toEqual(['Vessel Status', 'Vessel Status: Complete at 14:30']);
    expect(rows[3]).toEqual(['Generated', '21/11/2026 14:30']);
    expect(rows[4]).toEqual(['Containers', 2]);
    expect(rows[6]).toEqual([...GENERAL_EXCEL_COLUMNS]);
    expect(rows[7]).toEqual([
      'MSCU1234565',
      '22G1',
      'Netaji Subhas Dock',
      'Import Gate Out',
      '20/11/2026',
      'SL-0091',
      'Balmer Lawrie CFS',
      'Seahorse Shipping',
      'Maersk Line',
      'MSC Ruby',
      '0462W',
    ]);
    expect(rows[8]?.[0]).toBe('TGHU7654321');
    expect(rows[8]?.[1]).toBe('');
    expect(rows).toHaveLength(9);
  });

  it('states a Balanced status without a time, and no status when none was chosen', async () => {
    expect(statusLine('Balanced', null)).toBe('Vessel Status: Balanced');
    expect(statusLine(null, '1200')).toBe('');
    const { rows } = await readBack(
      await generalExcelXlsx.write({
        party: 'P',
        vesselStatus: null,
        atTime: null,
        madeAt: new Date(),
        lines: [],
      }),
    );
    expect(rows[2]).toEqual(['Vessel Status', '']);
    expect(rows[4]).toEqual(['Containers', 0]);
  });
});
