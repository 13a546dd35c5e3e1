import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { UPLOAD_MESSAGES } from '@quaybook/contract';
import { badRequest } from '../../http/errors';
import { firstSheetRows } from './workbookStream';

type SheetFormat = 'xlsx' | 'csv';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Office keeps a password-protected workbook in an OLE compound file (as old .xls files are).
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const SNIFF_BYTES = 1024 * 1024;

/**
 * What the file is, from its bytes (names and content types lie): an xlsx workbook, or text
 * read as CSV. A password-protected workbook and anything else are refused with their reason.
 */
export async function sheetFormat(path: string): Promise<SheetFormat> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw badRequest(UPLOAD_MESSAGES.empty);
  if (head.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (head.subarray(0, 8).equals(OLE)) {
    throw badRequest(
      head.includes(ENCRYPTED_PACKAGE) ? UPLOAD_MESSAGES.encrypted : UPLOAD_MESSAGES.notSpreadsheet,
    );
  }
  if (!isText(head)) throw badRequest(UPLOAD_MESSAGES.notSpreadsheet);
  return 'csv';
}

/** Text has no NUL bytes and is valid UTF-8 (a character cut at the end of the sample aside). */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const sample = head.length === SNIFF_BYTES ? head.subarray(0, SNIFF_BYTES - 4) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
}

/** How a cell of a workbook reads as text: dates as yyyy-mm-dd, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  const cell = value as {
    richText?: { text: string }[];
    text?: unknown;
    result?: unknown;
    error?: unknown;
  };
  if (cell.richText)
    return cell.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if (cell.text !== undefined) return cellText(cell.text);
  if ('result' in cell) return cellText(cell.result);
  return '';
}

/** The rows of the first worksheet, read as the file streams in; never the whole file at once. */
async function* xlsxRows(path: string): AsyncGenerator<string[]> {
  try {
    for await (const values of firstSheetRows(path)) {
      const cells: string[] = [];
      for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
      yield cells;
    }
  } catch (error) {
    throw unreadable(error);
  }
}

/** A reader's failure as the refusal the user sees, keeping the reader's own error to be logged. */
function unreadable(error: unknown): Error {
  if ((error as { statusCode?: number }).statusCode) return error as Error;
  return Object.assign(badRequest(UPLOAD_MESSAGES.notSpreadsheet), { cause: error });
}

async function* csvRows(path: string): AsyncGenerator<string[]> {
  // Loaded with the first CSV rather than with the server.
  const { parse } = await import('fast-csv');
  const rows = createReadStream(path).pipe(parse<string[], string[]>({ trim: true }));
  try {
    for await (const row of rows)
      yield (row as string[]).map((cell) => cell.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw unreadable(error);
  }
}

/** Every non-blank row of the file, each as its cells' text. */
export async function* sheetRows(path: string): AsyncGenerator<string[]> {
  const format = await sheetFormat(path);
  for await (const row of format === 'xlsx' ? xlsxRows(path) : csvRows(path)) {
    if (row.some((cell) => cell !== '')) yield row;
  }
}
