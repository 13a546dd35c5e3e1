import type { Download, Page } from '@playwright/test';
import { advanceListLayout, api as endpoints } from '@quaybook/contract';
import ExcelJS from 'exceljs';
import type { Api } from './api';
import { EntryPage, type InspectionCall } from './inspections';
import { choose } from './masterData';

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

/** What an advance list is saved for: a party's vessel call, a movement and a place. */
interface ListedCall {
  party: { applicantId: number; accountId: number };
  vessel: { Vesselid: number };
  voyage: { Voyageid: number };
  movement: { Name: string };
  location: { locationid: number };
}

/** Saves a call's advance list of 20 ft boxes through the API, as Upload Content would. */
export async function saveAdvanceList(api: Api, call: ListedCall, numbers: readonly string[]) {
  const file = await workbookFile(
    'advance.xlsx',
    advanceListLayout.map((column) => column.title),
    numbers.map((number) => [number, 20, '22G1', 2200, 24000, call.movement.Name, '']),
  );
  const staged = await api.call(endpoints.upload.advanceImport, {
    query: {
      applicantid: call.party.applicantId,
      accountid: call.party.accountId,
      locationid: call.location.locationid,
      vessselid: call.vessel.Vesselid,
      voyageid: call.voyage.Voyageid,
      uploadtype: 1,
    },
    files: [{ blob: new Blob([file.buffer], { type: file.mimeType }), name: file.name }],
  });
  return api.call(endpoints.upload.advanceExecute, { body: { qry: staged.qry, uploadtype: 1 } });
}

type Call = Pick<InspectionCall, 'party' | 'vessel' | 'voyage' | 'movement'> & {
  location?: InspectionCall['location'];
};
const CALL_OPTIONS = {
  Party: (call: Call) => call.party.short_name,
  Vessel: (call: Call) => call.vessel.Name,
  Voyage: (call: Call) => call.voyage.Name,
  Movement: (call: Call) => call.movement.Name,
  'Movement Type': (call: Call) => call.movement.Name,
  Location: (call: Call) => call.location?.Name ?? '',
};

/** Chooses the call's party, vessel, voyage … in the selects of these labels, as typed. */
export async function chooseCall(
  page: Page,
  call: Call,
  labels: readonly (keyof typeof CALL_OPTIONS)[],
) {
  const form = new EntryPage(page);
  for (const label of labels) await choose(page, form.choice(label), CALL_OPTIONS[label](call));
}
