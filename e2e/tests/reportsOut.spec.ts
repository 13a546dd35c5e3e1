import type { Page } from '@playwright/test';
import {
  api as endpoints,
  OVA_REPORT_MESSAGES,
  ovaLayout,
  ZIRCON_MESSAGES,
} from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import ExcelJS from 'exceljs';
import { type Api, uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import {
  createInspectionCall,
  createKnownContainer,
  recordSoundInspection,
} from '../support/inspections';
import { choose } from '../support/masterData';
import { filterChoice } from '../support/reports';
import { shot } from '../support/screenshots';
import { downloadedRows, downloadOf } from '../support/uploads';
import { createVcn, todayIso } from '../support/vesselCalls';

// A clerk sends the port the day's movements as the OVA file, and prints the Zircon tally sheet
// of an import call at Haldia for the line and the terminal to sign.

/**
 * An import call of its own at Haldia (its VCN's dock): a movement for import with OVA and iBox
 * codes, a yard with OVA and ZIM codes, and a 20- and a 40-foot container inspected there today.
 */
async function importCall(api: Api) {
  const code = uniqueName('').slice(-8);
  const call = await createInspectionCall(api, { ovacode: code, movefor: 'I', iboxcode: 'DS' });
  const yard = await (await api.group()).call(endpoints.location.create, {
    body: { Name: uniqueName('Haldia Yard '), kind: 'yard', OVA_Code: code, ZIMCode: 'HALZY' },
  });
  await createVcn(api, {
    vcnName: uniqueName('HAL'),
    vesselID: call.vessel.Vesselid,
    import_voyage: call.voyage.Voyageid,
    MlocID: 210,
    BerthDate: todayIso(),
  });
  const twenty = await createKnownContainer(api);
  const forty = await createKnownContainer(api, { code: '45G1', size: 40 });
  for (const [container, time] of [
    [twenty, '0930'],
    [forty, '1015'],
  ] as const)
    await recordSoundInspection(api, { ...call, location: yard }, container.contnumber, {
      seal: `SL-${time}`,
      insptime: time,
    });
  const containers: [string, string] = [twenty.contnumber, forty.contnumber];
  return { ...call, code, yard, containers };
}

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message }).first();

test('generates the OVA file of the movements not yet sent, which reads as the OVA upload layout', async ({
  page,
  api,
}) => {
  const call = await importCall(api);
  await page.goto('/ovareport');
  await expect(page.getByRole('heading', { name: 'Ova Report' })).toBeVisible();
  await choose(page, filterChoice(page, 'Party'), call.party.short_name);
  await choose(page, filterChoice(page, 'Vessel'), call.vessel.Name);
  await page.getByRole('textbox', { name: 'From Date' }).fill(formatDate(todayIso()));
  await shot(page, 'ova-report');
  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate Report' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^OVA_\d{8}_\d{6}\.xlsx$/);
  const today = formatDate(todayIso());
  // A blank cell is no cell at all in the file.
  const rows = (await downloadedRows(download)).map((row) => Array.from(row, (cell) => cell ?? ''));
  expect(rows).toEqual([
    ovaLayout.map((column) => column.title),
    [call.containers[0], call.code, call.code, 'F', today, '0930', '', 'SL-0930'],
    [call.containers[1], call.code, call.code, 'F', today, '1015', '', 'SL-1015'],
  ]);
  await expect(toast(page, OVA_REPORT_MESSAGES.generated(2))).toBeVisible();

  // Sent once: the same filters have nothing more to send.
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(toast(page, OVA_REPORT_MESSAGES.nothingToSend)).toBeVisible();
});

test('shows the import call’s containers at Haldia with the count, and downloads the tally sheet', async ({
  page,
  api,
}) => {
  const call = await importCall(api);
  await page.goto('/zirconreport');
  await expect(page.getByRole('heading', { name: 'Zircon Reports' })).toBeVisible();
  await page.getByRole('button', { name: 'SHOW' }).click();
  await expect(page.getByText(ZIRCON_MESSAGES.selectParty).first()).toBeVisible();

  await choose(page, filterChoice(page, 'Party'), call.party.short_name);
  await choose(page, filterChoice(page, 'Vessel'), call.vessel.Name);
  await choose(page, filterChoice(page, 'Voyage'), call.voyage.Name);
  await choose(page, filterChoice(page, 'Movement'), 'IMPORT');
  await choose(page, filterChoice(page, 'Location'), 'KOLKATA');
  await page.getByRole('button', { name: 'SHOW' }).click();
  await expect(toast(page, ZIRCON_MESSAGES.nothingFound)).toBeVisible();

  await choose(page, filterChoice(page, 'Location'), 'HALDIA');
  await page.getByRole('button', { name: 'SHOW' }).click();
  const table = page.getByRole('table', { name: 'Zircon containers' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const today = formatDate(todayIso());
  await expect(table.getByRole('row').nth(1)).toHaveText(
    [
      '1',
      call.containers[0],
      '22G1',
      'DS',
      'HALZY',
      today,
      call.vessel.Name,
      call.voyage.Name,
    ].join(''),
  );
  await expect(table.getByRole('row').nth(2)).toContainText(call.containers[1]);
  await expect(table).toContainText("Count: 2 · 20': 1 · 40': 1");
  await shot(page, 'zircon-report');

  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate Tallysheet' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^zircon-tally-.*-HALDIA-IMPORT-.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const cells = (row: number) =>
    ((sheet?.getRow(row).values as unknown[]) ?? []).slice(1).map((value) => value ?? '');
  expect(cells(1)[0]).toBe('ZIRCON TALLY SHEET');
  expect(cells(3)).toEqual(expect.arrayContaining([call.vessel.Name, call.voyage.Name]));
  expect(cells(7).slice(0, 7)).toEqual([1, call.containers[0], 20, '22G1', 'DS', 'HALZY', today]);
  expect(cells(8).slice(0, 3)).toEqual([2, call.containers[1], 40]);
  expect(cells(10)).toEqual(['Total', 2, "20'", 1, "40'", 1]);
  await expect(toast(page, ZIRCON_MESSAGES.generated)).toBeVisible();
});
