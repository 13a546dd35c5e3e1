import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TALLY_HEADER_ROW, zirconTallySheetXlsx } from './zirconTallySheetXlsx';

const box = (container: string, size: number) => ({
  container,
  size,
  isoCode: size === 20 ? '22G1' : '45G1',
  movementCode: 'DS',
  place: 'INCCU1',
  date: '20/11/2026',
});

async function read(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const text = (row: number) =>
    ((sheet.getRow(row).values as unknown[]) ?? []).slice(1).map((value) => value ?? '');
  return { sheet, text };
}

describe('zirconTallySheetXlsx', () => {
  it('heads the sheet with the call, numbers each container, totals by size and leaves room to sign', async () => {
    const { text } = await read(
      await zirconTallySheetXlsx.write({
        party: 'Seahorse Shipping / Maersk Line',
        vessel: 'MV Zircon Star',
        voyage: 'ZS-118E',
        port: 'HALDIA',
        movement: 'IMPORT',
        date: '24/11/2026',
        containers: [box('MSCU1000001', 20), box('MSCU1000002', 40), box('MSCU1000003', 20)],
      }),
    );
    expect(text(1)[0]).toBe('ZIRCON TALLY SHEET');
    expect(text(2)).toEqual(expect.arrayContaining(['Party:', 'Seahorse Shipping / Maersk Line']));
    expect(text(2)).toEqual(expect.arrayContaining(['Date:', '24/11/2026']));
    expect(text(3)).toEqual(
      expect.arrayContaining(['Vessel:', 'MV Zircon Star', 'Voyage:', 'ZS-118E']),
    );
    expect(text(4)).toEqual(expect.arrayContaining(['Port:', 'HALDIA', 'Movement:', 'IMPORT']));
    expect(text(TALLY_HEADER_ROW)).toEqual([
      'Sl. No',
      'Container No',
      'Size',
      'ISO',
      'Movement',
      'Place',
      'Date',
      'Seal / Remarks',
    ]);
    expect(text(TALLY_HEADER_ROW + 1).slice(0, 7)).toEqual([
      1,
      'MSCU1000001',
      20,
      '22G1',
      'DS',
      'INCCU1',
      '20/11/2026',
    ]);
    expect(text(TALLY_HEADER_ROW + 3).slice(0, 3)).toEqual([3, 'MSCU1000003', 20]);
    expect(text(TALLY_HEADER_ROW + 5)).toEqual(['Total', 3, "20'", 2, "40'", 1]);
    const captions = [TALLY_HEADER_ROW + 9].flatMap((row) => text(row));
    expect(captions).toEqual(
      expect.arrayContaining(['Surveyor', 'Line Representative', 'Terminal Representative']),
    );
  });

  it('prints on A4, one page wide, with the column titles on every page', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      box(`MSCU${String(1_000_000 + i).padStart(7, '0')}`, 20),
    );
    const { sheet, text } = await read(
      await zirconTallySheetXlsx.write({
        party: 'P',
        vessel: 'V',
        voyage: 'Y',
        port: 'KOLKATA',
        movement: 'EXPORT',
        date: '24/11/2026',
        containers: many,
      }),
    );
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'portrait',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${TALLY_HEADER_ROW}:${TALLY_HEADER_ROW}`,
    });
    expect(text(TALLY_HEADER_ROW + 120)[0]).toBe(120);
    expect(text(TALLY_HEADER_ROW + 122)).toEqual(['Total', 120, "20'", 120, "40'", 0]);
  });
});
