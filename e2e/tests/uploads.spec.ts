import type { Page } from '@playwright/test';
import {
  advanceListLayout,
  api as endpoints,
  ovaLayout,
  pomsLayout,
  transactionLayout,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import { containerCheckDigit, readSizeType, warningOfContainerNumber } from '@quaybook/domain';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createInspectionWorld, plansOf } from '../support/inspectionData';
import { createInspectionCall, DENT_PHOTO, EntryPage } from '../support/inspections';
import { choose, containerNumber, withWrongCheckDigit } from '../support/masterData';
import { shot } from '../support/screenshots';
import {
  chooseCall,
  downloadedRows,
  downloadOf,
  holdCall,
  saveAdvanceList,
  workbookFile,
} from '../support/uploads';
import { todayDmy } from '../support/vesselCalls';

// A clerk uploads a vessel call's advance list written as lines write them (short type codes,
// one container number mistyped at its check digit, one type that names no ISO code), sees it
// checked, saves the rest and downloads what was saved.

const ADVANCE_HEADER = advanceListLayout.map((column) => column.title);
const TRANSACTION_HEADER = transactionLayout.map((column) => column.title);
const status = (page: Page) => page.getByRole('status');

test('an advance list with a bad row is previewed, saved without it and downloaded', async ({
  page,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api);
  const good = [containerNumber(), containerNumber(), containerNumber()];
  const typo = withWrongCheckDigit(containerNumber());
  const bad = containerNumber();
  const row = (number: string, size: number | '', type: string, tare: number) => [
    number,
    size,
    type,
    tare,
    24000,
    call.movement.Name,
    '',
  ];
  const file = await workbookFile('advance.xlsx', ADVANCE_HEADER, [
    row(good[0] as string, 20, '22G1', 2200),
    row(typo, 20, 'GP', 2210),
    row(good[1] as string, 40, 'HC', 3900),
    row(bad, 20, 'RH', 3000),
    row(good[2] as string, '', '40GP', 3700),
  ]);

  const form = new EntryPage(page);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Content' })).toBeVisible();
  // Nothing chosen: the form asks for the party in the screen's own word.
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByText(UPLOAD_MESSAGES.selectParty).first()).toBeVisible();
  await chooseCall(page, call, ['Party', 'Location', 'Vessel', 'Voyage']);
  await choose(page, form.choice('Upload Type'), 'Advance Upload');

  // Upload with no file chosen, by Enter in the last choice as in a filter bar.
  await form.choice('Upload Type').press('Enter');
  await expect(shell.toast(UPLOAD_MESSAGES.selectFile)).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(file);
  const upload = await holdCall(page, '/upload_import');
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploading);
  upload.release();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByTestId('upload-percent')).toHaveText('100%');

  // The preview: the counts over the file, the ISO code each type was read as, the bad row's
  // reason in its Status, and the mistyped number saved with its warning.
  await expect(page.getByTestId('count-total')).toHaveText('Total 5');
  await expect(page.getByTestId('count-ok')).toHaveText('OK 4');
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 1');
  const rowOf = (number: string) => page.getByRole('row', { name: new RegExp(number) });
  const reason = readSizeType('RH', 20);
  if (!('problem' in reason)) throw new Error('RH with size 20 should name no ISO code');
  await expect(rowOf(bad)).toContainText(reason.problem);
  await expect(rowOf(typo)).toContainText('22G1');
  await expect(rowOf(typo)).toContainText(`OK: ${warningOfContainerNumber(typo)}`);
  await expect(rowOf(good[1] as string)).toContainText('45G1');
  await expect(rowOf(good[2] as string)).toContainText('42G1');
  await expect(rowOf(good[0] as string)).toContainText('OK');
  await shot(page, 'upload-content');
  await page.getByRole('checkbox', { name: 'Skipped only' }).check();
  await expect(rowOf(good[0] as string)).toHaveCount(0);
  await expect(rowOf(typo)).toHaveCount(0);
  await expect(rowOf(bad)).toBeVisible();

  // Other choices would save the rows where they were not checked: the file is checked again.
  await choose(page, form.choice('Upload Type'), 'IGM Upload');
  await expect(page.getByTestId('count-total')).toHaveCount(0);
  await choose(page, form.choice('Upload Type'), 'Advance Upload');
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByTestId('count-ok')).toHaveText('OK 4');

  const save = await holdCall(page, '/import_entry_execute');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saving);
  save.release();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(4));
  await expect(page.getByTestId('count-total')).toHaveCount(0);

  // Download List: the call's list, as saved, in the upload's own layout.
  const list = await downloadedRows(
    await downloadOf(page, () => page.getByRole('button', { name: 'Download List' }).click()),
  );
  expect(list[0]).toEqual(ADVANCE_HEADER);
  expect(
    list
      .slice(1)
      .map((cells) => cells[0])
      .sort(),
  ).toEqual([...good, typo].sort());
  const typeOf = (number: string) => list.find((cells) => cells[0] === number)?.[2];
  expect([typeOf(typo), typeOf(good[1] as string), typeOf(good[2] as string)]).toEqual([
    '22G1',
    '45G1',
    '42G1',
  ]);

  // Save again with nothing staged.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast(UPLOAD_MESSAGES.noFile)).toBeVisible();
});

// A clerk saves a vessel call's long advance list: it is saved as a job, and the screen shows
// its progress until it says how many rows were saved.
test('a long advance list is saved as a job whose progress the screen shows', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const call = await createInspectionCall(api);
  const owner = containerNumber().slice(0, 3);
  const rows = Array.from({ length: 4000 }, (_, index) => {
    const firstTen = `${owner}U${String(index + 1).padStart(6, '0')}`;
    return [
      `${firstTen}${containerCheckDigit(firstTen)}`,
      20,
      '22G1',
      2200,
      24000,
      call.movement.Name,
      '',
    ];
  });
  const file = await workbookFile('advance.xlsx', ADVANCE_HEADER, rows);

  const form = new EntryPage(page);
  await page.goto('/upload');
  await chooseCall(page, call, ['Party', 'Location', 'Vessel', 'Voyage']);
  await choose(page, form.choice('Upload Type'), 'Advance Upload');
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploaded, { timeout: 20_000 });
  await expect(page.getByTestId('count-ok')).toHaveText('OK 4000');

  // The screen asks where the job is as it runs; once the server answers it running, the next
  // question waits until the screen is seen, so the bar is caught part-way.
  let seen = () => {};
  const screenSeen = new Promise<void>((resolve) => {
    seen = resolve;
  });
  let caught = false;
  await page.route(
    (url) => /^\/api\/job\/\d+$/.test(url.pathname),
    async (route) => {
      if (caught) await screenSeen;
      const response = await route.fetch();
      const [, , job] = (await response.json()) as [number, string, { state: string }];
      caught ||= job.state === 'running';
      await route.fulfill({ response });
    },
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const bar = page.getByRole('progressbar', { name: 'Job progress' });
  await expect(bar).toBeVisible();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saving);
  await expect(page.getByTestId('job-step')).toHaveText(/^(Saving rows|4000 rows saved)/);
  await shot(page, 'upload-save-job-running');
  seen();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(4000), { timeout: 30_000 });
  await expect(page.getByTestId('job-step')).toHaveText(UPLOAD_MESSAGES.saved(4000));
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await shot(page, 'upload-save-job-done');
  // The saved list is the whole file.
  const list = await downloadedRows(
    await downloadOf(page, () => page.getByRole('button', { name: 'Download List' }).click()),
  );
  expect(list).toHaveLength(4001);
});

// A gate clerk uploads the day's transactions of a listed call with one impossible date, then
// downloads the listed containers still waiting for their inspection.

test('transactions of a listed call are saved as inspections and the rest stay pending', async ({
  page,
  api,
}) => {
  const call = await createInspectionCall(api);
  const [gated, mistyped, waiting] = [containerNumber(), containerNumber(), containerNumber()];
  await saveAdvanceList(api, call, [gated, mistyped, waiting]);
  const entryChoices = ['Party', 'Vessel', 'Voyage', 'Movement Type', 'Location'] as const;

  await page.goto('/uploadtransaction');
  await expect(page.getByRole('heading', { name: 'Upload Entry' })).toBeVisible();
  const template = await downloadedRows(
    await downloadOf(page, () => page.getByRole('link', { name: 'Download template' }).click()),
  );
  expect(template).toEqual([TRANSACTION_HEADER]);

  await chooseCall(page, call, entryChoices);
  const cells = (number: string, date: string) => {
    const row: Record<string, string> = { 'Container No': number, Date: date, Time: '0930' };
    return TRANSACTION_HEADER.map((title) => row[title] ?? '');
  };
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      await workbookFile('gate.xlsx', TRANSACTION_HEADER, [
        cells(gated, todayDmy()),
        cells(mistyped, '31/02/2026'),
      ]),
    );
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 1');
  await expect(page.getByRole('row', { name: new RegExp(mistyped) })).toContainText(
    'Date 31/02/2026 is not a date',
  );
  await shot(page, 'upload-entry');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(1));

  // Pending Inspection: the listed boxes of the call not inspected yet.
  await page.goto('/pendingtransaction');
  await expect(page.getByRole('heading', { name: 'Pending Inspection' })).toBeVisible();
  await chooseCall(page, call, entryChoices);
  const pending = await downloadedRows(
    await downloadOf(page, () => page.getByRole('button', { name: 'Show Result' }).click()),
  );
  expect(pending[0]?.[0]).toBe(TRANSACTION_HEADER[0]);
  expect(
    pending
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual([mistyped, waiting].sort());
});

// A clerk picks the wrong files before the right one: each is refused with its reason, and the
// preview already on the screen stays as it was.

test('a file that cannot be read is refused with its reason and changes nothing', async ({
  page,
}) => {
  const header = ovaLayout.map((column) => column.title);
  await page.goto('/ovaupload');
  await expect(page.getByRole('heading', { name: 'Upload OVA Entry' })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');
  const upload = page.getByRole('button', { name: 'Upload File' });

  await fileInput.setInputFiles(DENT_PHOTO);
  await upload.click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.notSpreadsheet);
  await expect(page.getByTestId('count-total')).toHaveCount(0);

  const unknown = (number: string) => [number, 'NOLOC', 'NOMOV', 'F', todayDmy(), '0930', '', ''];
  await fileInput.setInputFiles(
    await workbookFile('ova.xlsx', header, [
      unknown(containerNumber()),
      unknown(containerNumber()),
    ]),
  );
  await page.getByRole('checkbox', { name: 'OVA Already Sent' }).check();
  await upload.click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 2');
  await expect(page.getByRole('row', { name: /NOLOC/ }).first()).toContainText(
    'Location code NOLOC is not the OVA code of any location.',
  );

  await fileInput.setInputFiles({
    name: 'short.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Container,loc\n${containerNumber()},KOL\n`),
  });
  await upload.click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.missingColumns(header.slice(2)));
  await expect(page.getByTestId('count-total')).toHaveText('Total 2');
});

// A terminal's OVA file of a listed call: each movement is recorded as an inspection of the
// listed party and call, and — already sent as OVA — left out of what is still to send.

test('an OVA file records the movements of listed containers, already sent', async ({
  page,
  api,
}) => {
  const code = uniqueName('').slice(-8);
  const call = await createInspectionCall(api, { ovacode: code });
  const gate = await (await api.group()).call(endpoints.location.create, {
    body: { Name: uniqueName('Gate '), kind: 'yard', OVA_Code: code },
  });
  const [listed, stranger] = [containerNumber(), containerNumber()];
  await saveAdvanceList(api, call, [listed]);
  const movement = (number: string) => [number, code, code, 'F', todayDmy(), '0930', 'BK1', 'SL9'];

  await page.goto('/ovaupload');
  await page.locator('input[type="file"]').setInputFiles(
    await workbookFile(
      'ova.xlsx',
      ovaLayout.map((column) => column.title),
      [movement(listed), movement(stranger)],
    ),
  );
  await page.getByRole('checkbox', { name: 'OVA Already Sent' }).check();
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByTestId('count-ok')).toHaveText('OK 1');
  await expect(page.getByRole('row', { name: new RegExp(stranger) })).toContainText(
    'is on no advance list',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(1));

  const ofCall = {
    applicant: call.party.applicantId,
    account: call.party.accountId,
    vessel: call.vessel.Vesselid,
    voyage: call.voyage.Voyageid,
  };
  const recorded = await api.call(endpoints.inspection.list, { query: ofCall });
  expect(recorded.map((row) => [row.contnumber, row.seal, row.LocationName])).toEqual([
    [listed, 'SL9', gate.Name],
  ]);
  const toSend = await api.call(endpoints.inspection.list, {
    query: { ...ofCall, isovanotsent: 1 },
  });
  expect(toSend).toEqual([]);
});

// A clerk corrects the weights and ports of a call's inspections from the line's POMS file.

test('a POMS file updates the inspections it names and skips a container without one', async ({
  page,
  api,
}) => {
  const world = await createInspectionWorld(api, plansOf(1));
  const [inspected] = world.inspections.map((row) => row.contnumber) as [string];
  const stranger = containerNumber();
  await page.goto('/pomsupload');
  await expect(page.getByRole('heading', { name: 'Upload POMS' })).toBeVisible();
  await chooseCall(page, world, ['Party', 'Vessel', 'Voyage', 'Movement']);
  await page.locator('input[type="file"]').setInputFiles(
    await workbookFile(
      'poms.xlsx',
      pomsLayout.map((column) => column.title),
      [
        [inspected, 2250, 26000, 'INCCU', 'SGSIN', 'SGSIN'],
        [stranger, 2250, 26000, 'INCCU', 'SGSIN', 'SGSIN'],
      ],
    ),
  );
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByTestId('count-ok')).toHaveText('OK 1');
  await expect(page.getByRole('row', { name: new RegExp(stranger) })).toContainText(
    'has no inspection',
  );
  await shot(page, 'upload-poms');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(1));
});
