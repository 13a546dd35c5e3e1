import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type CoprarPrint, coprarPrintLine } from './coprarPrint';
import { coprarPrintPdf } from './coprarPrintPdf';
import { coprarPrintXlsx } from './coprarPrintXlsx';

const print: CoprarPrint = {
  coprarNo: 'CPR0000099',
  party: 'Seahorse Shipping / Maersk Line',
  vesselName: 'SAMPLE VOYAGER',
  callSign: '9V1234',
  voyage: '043W',
  location: 'Kolkata',
  dischargeAt: 'LKCMB Colombo',
  containers: [
    {
      container: 'ABCU1234560',
      isoCode: '22G1',
      full: true,
      grossKg: 18420,
      vgmAt: '202611231530',
      vgmParty: 'Odisha Granite Exports',
      seal: 'SH998877',
      booking: 'BKG7788123',
      pod: 'SGSIN',
      fpd: 'AEJEA',
      transhipment: true,
      goods: 'Granite slabs',
    },
    {
      container: 'TGHU1643396',
      isoCode: '45G1',
      full: false,
      grossKg: null,
      vgmAt: null,
      vgmParty: null,
      seal: null,
      booking: null,
      pod: 'LKCMB',
      fpd: null,
      transhipment: false,
      goods: null,
    },
  ],
};

describe('the printed COPRAR loading order', () => {
  it('as a workbook: the order’s facts, the header, a row per container with its weight a number and its VGM', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await coprarPrintXlsx.write(print)) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.slice(0, 3)).toEqual([
      ['Coprar No', 'CPR0000099'],
      ['Party', 'Seahorse Shipping / Maersk Line'],
      ['Vessel', 'SAMPLE VOYAGER (9V1234)'],
    ]);
    expect(rows[7]?.[0]).toBe('Container No');
    expect(rows[8]).toEqual([
      'ABCU1234560',
      '22G1',
      'F',
      18420,
      '23/11/2026 15:30',
      'Odisha Granite Exports',
      'SH998877',
      'BKG7788123',
      'SGSIN',
      'AEJEA',
      'Y',
      'Granite slabs',
    ]);
    // An empty container has no VGM: its date and party are blank.
    expect(rows[9]?.slice(0, 7)).toEqual(['TGHU1643396', '45G1', 'E', '', '', '', '']);
    expect(rows).toHaveLength(10);
  });

  it('prints a VGM date without a time as the day alone', () => {
    const [full] = print.containers;
    if (!full) throw new Error('no container');
    expect(coprarPrintLine({ ...full, vgmAt: '20261124' }).slice(4, 6)).toEqual([
      '24/11/2026',
      'Odisha Granite Exports',
    ]);
  });

  it('as a PDF: the number, the call and every container with its VGM date and party', async () => {
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: await coprarPrintPdf.write(print),
    }).toString('utf8');
    expect(text).toContain('COPRAR Loading Order CPR0000099');
    expect(text).toContain('SAMPLE VOYAGER (9V1234)');
    expect(text).toContain('Discharge at LKCMB Colombo');
    expect(text).toMatch(
      /ABCU1234560\s+22G1\s+F\s+18420\s+23\/11\/2026 15:30\s+Odisha Granite Exports\s+SH998877\s+BKG7788123\s+SGSIN\s+AEJEA\s+Y/,
    );
    // The empty container's VGM date and party, seal and booking are blank: its POD comes next.
    expect(text).toMatch(/TGHU1643396\s+45G1\s+E\s+LKCMB\s*$/m);
  });
});
