import type { Page } from '@playwright/test';
import { advanceListLayout, UPLOAD_MESSAGES } from '@quaybook/contract';
import { checkContainerNumber, checkDigitWarning } from '@quaybook/domain';
import { expect, test } from '../support/fixtures';
import { createInspectionCall, EntryPage } from '../support/inspections';
import { choose, containerNumber, withWrongCheckDigit } from '../support/masterData';
import { shot } from '../support/screenshots';
import { downloadedRows, downloadOf, holdCall, workbookFile } from '../support/uploads';

// A clerk uploads a vessel call's advance list with one mistyped container, sees it checked,
// saves the rest and downloads what was saved.

const ADVANCE_HEADER = advanceListLayout.map((column) => column.title);
const status = (page: Page) => page.getByRole('status');

test('an advance list with a bad row is previewed, saved without it and downloaded', async ({
  page,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api);
  const good = [containerNumber(), containerNumber(), containerNumber()];
  const bad = withWrongCheckDigit(containerNumber());
  const row = (number: string, tare: number) => [
    number,
    20,
    '22G1',
    tare,
    24000,
    call.movement.Name,
    '',
  ];
  const file = await workbookFile('advance.xlsx', ADVANCE_HEADER, [
    row(good[0] as string, 2200),
    row(bad, 2210),
    row(good[1] as string, 2220),
    row(good[2] as string, 2230),
  ]);

  const form = new EntryPage(page);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Content' })).toBeVisible();
  await choose(page, form.choice('Party'), call.party.short_name);
  await choose(page, form.choice('Location'), call.location.Name);
  await choose(page, form.choice('Vessel'), call.vessel.Name);
  await choose(page, form.choice('Voyage'), call.voyage.Name);
  await choose(page, form.choice('Upload Type'), 'Advance Upload');

  // Upload with no file chosen.
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(shell.toast(UPLOAD_MESSAGES.selectFile)).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(file);
  const upload = await holdCall(page, '/upload_import');
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploading);
  upload.release();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByTestId('upload-percent')).toHaveText('100%');

  // The preview: the counts over the file, the bad row's reason in its Status.
  await expect(page.getByTestId('count-total')).toHaveText('Total 4');
  await expect(page.getByTestId('count-ok')).toHaveText('OK 3');
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 1');
  const checked = checkContainerNumber(bad);
  if (checked.kind !== 'checkDigit') throw new Error(`${bad} should fail its check digit`);
  const reason = checkDigitWarning(checked);
  const badRow = page.getByRole('row', { name: new RegExp(bad) });
  await expect(badRow).toContainText(reason);
  await expect(page.getByRole('row', { name: new RegExp(good[0] as string) })).toContainText('OK');
  await shot(page, 'upload-content');
  await page.getByRole('checkbox', { name: 'Skipped only' }).check();
  await expect(page.getByRole('row', { name: new RegExp(good[0] as string) })).toHaveCount(0);
  await expect(badRow).toBeVisible();

  const save = await holdCall(page, '/import_entry_execute');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saving);
  save.release();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(3));
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
  ).toEqual([...good].sort());

  // Save again with nothing staged.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast(UPLOAD_MESSAGES.noFile)).toBeVisible();
});
