import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@quaybook/contract';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText, sheetFormat, sheetRows } from './sheetReader';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sheet-reader-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let sequence = 0;
async function fileOf(bytes: Buffer | string): Promise<string> {
  sequence += 1;
  const file = path.join(dir, `file${sequence}`);
  await writeFile(file, bytes);
  return file;
}

async function rowsOf(file: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of sheetRows(file)) rows.push(row);
  return rows;
}

describe('sheetFormat', () => {
  it('knows a workbook and text by their bytes, not their names', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('a').addRow(['x']);
    expect(await sheetFormat(await fileOf(Buffer.from(await workbook.xlsx.writeBuffer())))).toBe(
      'xlsx',
    );
    expect(await sheetFormat(await fileOf('Container,Size\r\n'))).toBe('csv');
  });

  it('refuses a password-protected workbook, binary data and an empty file, each with its reason', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const locked = Buffer.concat([
      ole,
      Buffer.alloc(100),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    await expect(sheetFormat(await fileOf(locked))).rejects.toThrow(UPLOAD_MESSAGES.encrypted);
    await expect(
      sheetFormat(await fileOf(Buffer.concat([ole, Buffer.alloc(100)]))),
    ).rejects.toThrow(UPLOAD_MESSAGES.notSpreadsheet);
    await expect(sheetFormat(await fileOf(Buffer.from([0xff, 0xd8, 0xff, 0, 1])))).rejects.toThrow(
      UPLOAD_MESSAGES.notSpreadsheet,
    );
    await expect(sheetFormat(await fileOf(''))).rejects.toThrow(UPLOAD_MESSAGES.empty);
  });
});

describe('sheetRows', () => {
  it('streams the first worksheet as text, skipping blank rows and later sheets', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(['Container', 'Tare', 'Date']);
    sheet.addRow([]);
    sheet.addRow([
      { richText: [{ text: 'MSKU' }, { text: '1234565' }] },
      { formula: '2000+200', result: 2200 },
      new Date(Date.UTC(2026, 10, 20)),
    ]);
    workbook.addWorksheet('Notes').addRow(['not read']);
    const file = await fileOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(await rowsOf(file)).toEqual([
      ['Container', 'Tare', 'Date'],
      ['MSKU1234565', '2200', '2026-11-20'],
    ]);
  });

  it('reads quoted csv with a byte order mark, trimming cells', async () => {
    const file = await fileOf('\uFEFFContainer,Note\r\n,\r\n"MSKU1234565"," a, b "\r\n');
    expect(await rowsOf(file)).toEqual([
      ['Container', 'Note'],
      ['MSKU1234565', 'a, b'],
    ]);
  });

  it('reads a workbook that stores its workbook part last the same way every time', async () => {
    // ExcelJS stores xl/workbook.xml last, the order its own one-pass reader at times loses.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(['Container', 'SB No', 'SB Date']);
    sheet.addRow(['MSKU1234565', '1234567', new Date(Date.UTC(2026, 10, 20))]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const names = Object.keys((await JSZip.loadAsync(bytes)).files);
    expect(names.at(-1)).toBe('xl/workbook.xml');
    const file = await fileOf(bytes);
    // One read after another: the lost part showed about once in five hundred reads.
    for (let read = 0; read < 400; read += 1)
      expect(await rowsOf(file)).toEqual([
        ['Container', 'SB No', 'SB Date'],
        ['MSKU1234565', '1234567', '2026-11-20'],
      ]);
  }, 60_000);

  it('refuses a zip that holds no workbook as not a spreadsheet', async () => {
    const zip = new JSZip();
    zip.file('notes.txt', 'not a workbook');
    const file = await fileOf(await zip.generateAsync({ type: 'nodebuffer' }));
    await expect(rowsOf(file)).rejects.toThrow(UPLOAD_MESSAGES.notSpreadsheet);
  });

  it('stops reading a part that unpacks past the size its archive declares', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('List').addRow(['Container']);
    const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    const strings = 'xl/sharedStrings.xml';
    zip.file(strings, `<sst><si><t>${'A'.repeat(4 * 1024 * 1024)}</t></si></sst>`);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // A forged archive: both headers of the part say it unpacks to 1,000 bytes.
    const name = Buffer.from(strings);
    for (const [signature, nameAt, sizeAt] of [
      [0x04034b50, 30, 22],
      [0x02014b50, 46, 24],
    ] as const) {
      for (let at = 0; at < bytes.length - 4; at += 1) {
        if (bytes.readUInt32LE(at) !== signature) continue;
        if (bytes.subarray(at + nameAt, at + nameAt + name.length).equals(name))
          bytes.writeUInt32LE(1_000, at + sizeAt);
      }
    }
    await expect(rowsOf(await fileOf(bytes))).rejects.toThrow(UPLOAD_MESSAGES.unpacksTooMuch);
  });

  it('refuses a broken workbook as not a spreadsheet', async () => {
    const file = await fileOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]));
    await expect(rowsOf(file)).rejects.toThrow(UPLOAD_MESSAGES.notSpreadsheet);
  });
});

describe('cellText', () => {
  it('reads a hyperlink by its text and an error cell as blank', () => {
    expect(cellText({ text: ' CFS ', hyperlink: 'x' })).toBe('CFS');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText(null)).toBe('');
  });
});
