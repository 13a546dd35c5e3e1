/// <reference path="./unzipper.d.ts" />
import { pipeline, type Readable, Transform } from 'node:stream';
import { UPLOAD_MESSAGES } from '@quaybook/contract';
import type { CentralDirectoryFile } from 'unzipper';
import { excelJs } from '../../documents/writers/excelJs';
import { badRequest } from '../../http/errors';

/** ExcelJS's streaming reader, with the steps of its one pass that are read here one by one. */
interface StreamingReader {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<{ values: unknown }> }>;
}

/** Why a zip is not a workbook this reader can read. */
class NotAWorkbook extends Error {}

const READ_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  // Styles say which numbers are dates; some kinds (Upload Entry) read dates.
  styles: 'cache',
  entries: 'ignore',
} as const;

/**
 * How far a part may unpack, so a zip bomb (a small file of a few KB that unpacks to gigabytes
 * of XML) is refused before it is read. Spreadsheet XML packs ten to thirty times; like Apache
 * POI, a part that unpacks more than a hundred times its packed size is refused, once past a
 * small size where ratios mean nothing; and no part is read past 1 GB at all.
 */
const UNPACK = { ratio: 100, graceBytes: 1024 * 1024, maxBytes: 1024 * 1024 * 1024 };

const unpacksTooMuch = () => badRequest(UPLOAD_MESSAGES.unpacksTooMuch);

/**
 * A part's bytes, unpacked as they are read, within the limits of `UNPACK` by the sizes the
 * archive declares; a part that unpacks past its declared size (a forged header) is cut off.
 */
function unpacked(file: CentralDirectoryFile): Readable {
  const declared = file.uncompressedSize;
  if (
    declared > UNPACK.maxBytes ||
    (declared > UNPACK.graceBytes && declared > file.compressedSize * UNPACK.ratio)
  )
    throw unpacksTooMuch();
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > declared ? unpacksTooMuch() : null, chunk);
    },
  });
  return pipeline(file.stream(), counted, () => {});
}

/**
 * The rows of a workbook's first sheet (in the workbook's own order), each as ExcelJS's row
 * values, streamed: never the whole file in memory.
 *
 * ExcelJS's `WorkbookReader` takes the archive's parts in one pass in stored order, and on
 * Node 18 and later that pass at times loses a part (exceljs/exceljs#3064): about one read in
 * five hundred of a workbook ExcelJS wrote, which stores `xl/workbook.xml` last, was refused or
 * read with its text cells blank. Here the archive is opened by its central directory and the
 * parts the sheet depends on — relationships, workbook, shared strings, styles — are read
 * first, each as a stream, then the sheet itself.
 */
export async function* firstSheetRows(path: string): AsyncGenerator<unknown[]> {
  const { default: unzipper } = await import('unzipper');
  const archive = await unzipper.Open.file(path);
  const found = (name: string) => archive.files.find((file) => file.path === name);
  const part = (name: string) => {
    const file = found(name);
    return file && { stream: () => unpacked(file) };
  };
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new NotAWorkbook('The archive has no workbook.');
  const reader = new (await excelJs()).stream.xlsx.WorkbookReader(
    path,
    READ_OPTIONS,
  ) as unknown as StreamingReader;
  await reader._parseRels(rels.stream());
  await reader._parseWorkbook(workbook.stream());
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings.stream()));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles.stream());

  const first = reader.model?.sheets?.[0];
  const target = reader.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
  if (!target) throw new NotAWorkbook('The workbook has no sheet.');
  // Targets are relative to xl/ ('worksheets/sheet1.xml') or absolute ('/xl/worksheets/...').
  const sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const sheet = part(sheetPath);
  const sheetNo = /sheet(\d+)\.xml$/.exec(sheetPath)?.[1];
  if (!sheet || !sheetNo) throw new NotAWorkbook(`The workbook lacks its sheet ${sheetPath}.`);
  for (const { value: worksheet } of reader._parseWorksheet(sheet.stream(), sheetNo)) {
    for await (const row of worksheet) yield row.values as unknown[];
  }
}
