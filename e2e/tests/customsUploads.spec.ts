import type { Page } from '@playwright/test';
import {
  CUSTOMS_MESSAGES,
  odexEgmLayout,
  partyBlLayout,
  SAVED_STATUS,
  terminalEgmLayout,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import { CONTAINER_FORMAT_MESSAGE } from '@quaybook/domain';
import { customsWorkbook, saveTerminalEgm } from '../support/customsUploads';
import { expect, test } from '../support/fixtures';
import { containerNumber } from '../support/masterData';
import { shot } from '../support/screenshots';
import { todayDmy } from '../support/vesselCalls';

// A customs clerk uploads the EGM as filed on ODeX with one mistyped container, sees each row
// checked, saves and reads what became of each row; then uploads the terminal's EGM, saves it
// and finds its line in EGM Uploaded List by the container number.

const status = (page: Page) => page.getByRole('status');
const rowOf = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) });

test('an ODeX EGM with a bad row is checked and saved, each row saying what became of it', async ({
  page,
  shell,
}) => {
  const [first, second] = [containerNumber(), containerNumber()];
  const sbNo = String(Date.now()).slice(-9);
  const line = (container: string, packages: number) => ({
    container,
    sbNo,
    sbDate: todayDmy(),
    vesselVoyage: 'MSC ANNA 447E',
    pcin: 'PCIN01',
    packages,
  });
  const file = await customsWorkbook('odex-egm.xlsx', odexEgmLayout, [
    line(first as string, 40),
    line('MSKU12345', 12),
    line(second as string, 45),
  ]);

  await page.goto('/egmreportupload');
  await expect(page.getByRole('heading', { name: 'Upload Odex EGM Excel' })).toBeVisible();
  await expect(page.getByText(CUSTOMS_MESSAGES.noData)).toBeVisible();
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(shell.toast(UPLOAD_MESSAGES.selectFile)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast(UPLOAD_MESSAGES.noFile)).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByTestId('count-ok')).toHaveText('OK 2');
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 1');
  await expect(rowOf(page, 'MSKU12345')).toContainText(CONTAINER_FORMAT_MESSAGE);
  await expect(rowOf(page, first as string)).toContainText('MSC ANNA 447E');
  await expect(rowOf(page, first as string)).toContainText('OK');
  await shot(page, 'odex-egm-preview');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(2));
  await expect(page.getByTestId('count-ok')).toHaveText('Saved 2');
  await expect(rowOf(page, first as string)).toContainText(SAVED_STATUS);
  await expect(rowOf(page, second as string)).toContainText(SAVED_STATUS);
  await expect(rowOf(page, 'MSKU12345')).toContainText(CONTAINER_FORMAT_MESSAGE);
  await shot(page, 'odex-egm-saved');

  // The same file again: every row is already on record.
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 3');
  await expect(rowOf(page, first as string)).toContainText('is already on the ODeX EGM.');
});

test('a terminal EGM is saved, its rows cleared, and its line found by container', async ({
  page,
  shell,
  api,
}) => {
  const container = containerNumber();
  const sbNo = String(Date.now()).slice(-8);
  await page.goto('/egmupload');
  await expect(page.getByRole('heading', { name: 'Upload EGM' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      await customsWorkbook('egm.xlsx', terminalEgmLayout, [
        { container: container.toLowerCase(), sbNo, sbDate: todayDmy() },
      ]),
    );
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(rowOf(page, container)).toContainText(sbNo);
  await expect(rowOf(page, container)).toContainText('OK');
  await shot(page, 'terminal-egm-preview');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(1));
  await expect(rowOf(page, container)).toHaveCount(0);
  await expect(page.getByText(CUSTOMS_MESSAGES.noData)).toBeVisible();
  await shot(page, 'terminal-egm-saved');

  // Another line of another container, saved through the API, stays out of the search.
  await saveTerminalEgm(api, [{ container: containerNumber(), sbNo: '1', sbDate: todayDmy() }]);

  await page.goto('/egmuploadedlist');
  await expect(page.getByRole('heading', { name: 'EGM Uploaded List' })).toBeVisible();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(shell.toast(CUSTOMS_MESSAGES.fillRequired)).toBeVisible();
  await page.getByLabel('Container No').fill(container);
  await page.getByRole('button', { name: 'Show' }).click();
  const found = rowOf(page, container);
  await expect(found).toContainText(sbNo);
  await expect(found).toContainText(todayDmy());
  await expect(page.getByRole('row')).toHaveCount(2);
  await shot(page, 'egm-uploaded-list');
  // The search is in the link: a reload shows the same line.
  await page.reload();
  await expect(rowOf(page, container)).toContainText(sbNo);
  await expect(page.getByLabel('Container No')).toHaveValue(container);
});

test('a party BL file is checked and saved with each row’s outcome', async ({ page }) => {
  const container = containerNumber();
  await page.goto('/partyblexcel');
  await expect(page.getByRole('heading', { name: 'Upload Party BL Excel' })).toBeVisible();
  await shot(page, 'party-bl-empty');
  const bl = `BL${String(Date.now()).slice(-8)}`;
  await page.locator('input[type="file"]').setInputFiles(
    await customsWorkbook('bl.xlsx', partyBlLayout, [
      {
        bookingNo: 'BKG1',
        blNo: bl,
        container,
        packages: 40,
        cargoWeight: 18250.6,
        tareWeight: 2200,
      },
      {
        bookingNo: 'BKG1',
        blNo: bl,
        container,
        packages: 40,
        cargoWeight: 18250,
        tareWeight: 2200,
      },
    ]),
  );
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 1');
  await expect(page.getByRole('row', { name: /18251/ })).toContainText('OK');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.saved(1));
  await expect(page.getByRole('row', { name: /18251/ })).toContainText(SAVED_STATUS);
  await expect(page.getByRole('row', { name: /18250\b/ })).toContainText(
    'is in the file more than once.',
  );
  await shot(page, 'party-bl-saved');
});
