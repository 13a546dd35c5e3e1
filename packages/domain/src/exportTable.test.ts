import { describe, expect, it } from 'vitest';
import { type ExportLayout, exportTable } from './exportTable';

interface Unit {
  number: string;
  tare: number;
  soc: number;
  made: string | null;
}

const layout: ExportLayout<Unit> = {
  title: 'Units',
  fileName: 'units',
  columns: [
    { field: 'number', title: 'Number', format: 'text' },
    { field: 'tare', title: 'Tare', format: 'number' },
    { field: 'soc', title: 'SOC', format: 'yesNo' },
    { field: 'made', title: 'Made', format: 'dateTime' },
  ],
};

describe('exportTable', () => {
  it('heads the table with the layout’s titles and writes each row’s cells in its order', () => {
    const table = exportTable(
      layout,
      [
        { number: 'MSCU1234565', tare: 2230, soc: 1, made: '2026-11-21T20:15:00Z' },
        { number: 'TGHU0000001', tare: 0, soc: 0, made: null },
      ],
      { timeZone: 'Asia/Kolkata' },
    );
    expect(table).toEqual({
      title: 'Units',
      header: ['Number', 'Tare', 'SOC', 'Made'],
      rows: [
        ['MSCU1234565', '2230', 'Yes', '22/11/2026 01:45'],
        ['TGHU0000001', '0', 'No', ''],
      ],
    });
  });
});
