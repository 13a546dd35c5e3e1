import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CAPACITY_CONTAINER_COLUMNS, vesselCapacityXlsx } from './vesselCapacityXlsx';

const onBl = {
  containerNo: 'MSCU1000001',
  size: 20,
  isoCode: '22G1',
  blNo: 'BL-77',
  blPackages: 120,
  blCargoWeight: 18000,
  blTareWeight: 2200,
  loaded: true,
  loadDate: '2026-11-20',
  loadedCargoWeight: 18150,
  vessel: 'MV Kolkata Star',
  voyage: 'KS-041E',
};

describe('vesselCapacityXlsx', () => {
  it('writes the summary with titled keys and a frozen, filtered row per container', async () => {
    const bytes = await vesselCapacityXlsx.write({
      summary: [
        { key: 'booking_no', value: 'BK123' },
        { key: 'loaded_20ft', value: 1 },
        { key: 'bl_cargo_weight_kg', value: 18000 },
      ],
      containers: [
        onBl,
        {
          ...onBl,
          containerNo: 'MSCU1000002',
          blNo: '',
          blPackages: null,
          blCargoWeight: null,
          blTareWeight: null,
          size: 40,
          isoCode: '45G1',
        },
        {
          ...onBl,
          containerNo: 'MSCU1000003',
          loaded: false,
          loadDate: null,
          vessel: '',
          voyage: '',
          loadedCargoWeight: null,
        },
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Capacity', 'Containers']);
    const values = (sheet: ExcelJS.Worksheet, row: number) =>
      (sheet.getRow(row).values as unknown[]).slice(1);

    const facts = workbook.getWorksheet('Capacity') as ExcelJS.Worksheet;
    expect(values(facts, 1)).toEqual(['Item', 'Value']);
    expect(values(facts, 2)).toEqual(['Booking No', 'BK123']);
    expect(values(facts, 3)).toEqual(["Loaded 20'", 1]);
    expect(values(facts, 4)).toEqual(['BL Cargo Weight (kg)', 18000]);

    const sheet = workbook.getWorksheet('Containers') as ExcelJS.Worksheet;
    expect(values(sheet, 1)).toEqual(CAPACITY_CONTAINER_COLUMNS.map((column) => column.header));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(14);
    expect(values(sheet, 2)).toEqual([
      'MSCU1000001',
      20,
      '22G1',
      'BL-77',
      120,
      18000,
      2200,
      'Yes',
      '20/11/2026',
      18150,
      'MV Kolkata Star',
      'KS-041E',
    ]);
    expect(values(sheet, 3)).toEqual([
      'MSCU1000002',
      40,
      '45G1',
      '',
      '',
      '',
      '',
      'Yes',
      '20/11/2026',
      18150,
      'MV Kolkata Star',
      'KS-041E',
    ]);
    expect(values(sheet, 4).slice(7, 10)).toEqual(['No', '', '']);
    expect(sheet.rowCount).toBe(4);
  });
});
