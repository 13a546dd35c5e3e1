/// <reference path="./unzipper.d.ts" />
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';

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
export class NotAWorkbook extends Error {}

const READ_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  // Styles say which numbers are dates; some kinds (Upload Entry) read dates.
  styles: 'cache',
  entries: 'ignore',
} as const;

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
  const archive = await unzipper.Open.file(path);
  const part = (name: string) => archive.files.find((file) => file.path === name);
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new NotAWorkbook('The archive has no workbook.');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
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
