import { PassThrough } from 'node:stream';
import { excelJs } from '../../documents/writers/excelJs';
import { type FileAnswer, fileAnswer } from '../../http/fileAnswer';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of a file layout as the workbook heads it. */
interface LayoutColumn {
  key: string;
  title: string;
}

/** Room for a container number; every other column for its title or a short value. */
const widthOf = (column: LayoutColumn) =>
  column.key === 'container' ? 16 : Math.max(12, column.title.length + 2);

/**
 * A workbook of one sheet in an upload kind's layout: its titles as a bold, frozen header row,
 * then each page of rows as it is read, so a long list is never held whole. With no pages it is
 * the kind's template. A list's download and its template share the layout, so a downloaded
 * file uploads again unchanged.
 */
export async function layoutWorkbook({
  filename,
  sheetName,
  columns,
  pages,
}: {
  filename: string;
  sheetName: string;
  columns: readonly LayoutColumn[];
  pages?: AsyncIterable<readonly Record<string, unknown>[]>;
}): Promise<FileAnswer> {
  const body = new PassThrough();
  const workbook = new (await excelJs()).stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.title,
    key: column.key,
    width: widthOf(column),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  if (pages) for await (const rows of pages) for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  void workbook.commit();
  return fileAnswer({ filename, contentType: XLSX_TYPE, body });
}

/**
 * The pages of a list read by keyset: `page(after)` answers up to `size` rows past the cursor,
 * `cursorOf` the cursor of a row; it stops at the first short page.
 */
export async function* keysetPages<R, K>(
  first: K,
  size: number,
  page: (after: K) => Promise<R[]>,
  cursorOf: (row: R) => K,
): AsyncGenerator<R[]> {
  let after = first;
  for (;;) {
    const rows = await page(after);
    yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || last === undefined) return;
    after = cursorOf(last);
  }
}
