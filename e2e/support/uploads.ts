import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

// Spreadsheets for the upload journeys, made and read back with ExcelJS as a person's own
// spreadsheet program would write them.

/** An .xlsx file of one sheet: the header row, then the rows, as Playwright picks a file. */
export async function workbookFile(
  name: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** The first sheet of a downloaded workbook, each row's cells as text (header row first). */
export async function downloadedRows(download: Download): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(
      values.slice(1).map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

/** Clicks and waits for the download the click starts. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

/**
 * Holds a call on its way to the server until `release` is called, so a journey can see what
 * the screen says while it waits, without depending on how long the server takes.
 */
export async function holdCall(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/api${path}`,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  // Once released, every later call of the path goes straight through.
  return { release: () => release() };
}
