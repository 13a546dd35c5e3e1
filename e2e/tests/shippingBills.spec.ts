import type { Page } from '@playwright/test';
import { CUSTOMS_MESSAGES, SHIPPING_BILL_MESSAGES, UPLOAD_MESSAGES } from '@quaybook/contract';
import { createExportLoadCall } from '../support/customsReports';
import { expect, test } from '../support/fixtures';
import { EntryPage } from '../support/inspections';
import { choose, containerNumber } from '../support/masterData';
import { shot } from '../support/screenshots';
import { shippingBillFile } from '../support/shippingBills';
import { holdCall } from '../support/uploads';
import { todayDmy } from '../support/vesselCalls';

// A customs clerk uploads the brokers' shipping bills, one with a mistyped container, finds them
// by the party's call and by date, and corrects the container in the grid.

const main = (page: Page) => page.getByRole('main');
const status = (page: Page) => main(page).getByRole('status');
const grid = (page: Page) => page.getByRole('table', { name: 'Shipping bills' });
const lineOf = (page: Page, sbNo: string) => grid(page).getByRole('row').filter({ hasText: sbNo });
const dateInput = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).first();

test('shipping bills are uploaded, found by call and date, and a red container corrected', async ({
  page,
  api,
  shell,
}) => {
  const call = await createExportLoadCall(api, 1);
  const loaded = call.loads[0]?.contnumber as string;
  const serial = String(Date.now()).slice(-6);
  const [good, mistyped] = [`1${serial}`, `2${serial}`];
  const typo = 'MSKU12345';
  const file = await shippingBillFile('shipping-bills.xlsx', [
    {
      sbNo: good,
      sbDate: todayDmy(),
      container: loaded,
      iec: 'AAPFU0939F',
      gstin: '27AAPFU0939F1ZV',
      pcin: 'PCIN42',
      packageType: 'BAGS',
      packageCount: 320,
    },
    {
      sbNo: mistyped,
      sbDate: todayDmy(),
      container: typo,
      packageType: 'CARTONS',
      packageCount: 40,
    },
    { sbNo: 'SB-9', sbDate: todayDmy(), container: containerNumber() },
  ]);

  await page.goto('/shippingbillupload');
  await expect(page.getByRole('heading', { name: 'Upload Shipping Bill' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.selectFile);

  await page.locator('input[type="file"]').setInputFiles(file);
  const sending = await holdCall(page, '/upload_shippingbill');
  await main(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploading);
  sending.release();
  await expect(status(page)).toHaveText(UPLOAD_MESSAGES.uploaded);
  await expect(page.getByTestId('upload-percent')).toHaveText('100%');
  await expect(page.getByTestId('count-total')).toHaveText('Total 3');
  await expect(page.getByTestId('count-saved')).toHaveText('Saved 2');
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 1');
  await expect(page.getByTestId('count-flagged')).toHaveText('Container to correct 1');
  const report = main(page).getByRole('table');
  await expect(report.getByRole('row').filter({ hasText: typo })).toContainText(
    SHIPPING_BILL_MESSAGES.containerToCorrect,
  );
  await expect(report.getByRole('row').filter({ hasText: 'SB-9' })).toContainText(
    SHIPPING_BILL_MESSAGES.sbNoFormat,
  );
  await shot(page, 'shipping-bill-upload');

  // The same file again has no line to save: the refusal's message is shown, though the call
  // answers it after its status, in item 2.
  await page.locator('input[type="file"]').setInputFiles(file);
  await main(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(status(page)).toContainText(SHIPPING_BILL_MESSAGES.nothingSaved);
  await expect(status(page)).toContainText(SHIPPING_BILL_MESSAGES.onRecord);

  // Shipping Bills: too little a filter is refused; the party's call (its VCN fills the vessel
  // and export voyage) finds the loaded container's line.
  await page.goto('/shippingbilllist');
  await expect(page.getByRole('heading', { name: 'Shipping Bills' })).toBeVisible();
  const form = new EntryPage(page);
  await choose(page, form.choice('Party'), call.party.short_name);
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(shell.toast(CUSTOMS_MESSAGES.fillRequired)).toBeVisible();
  await choose(page, form.choice('VCN No'), `${call.vcn.vcnName} (${call.vessel.Name})`);
  await expect(form.choice('Vessel')).toHaveValue(call.vessel.Name);
  await expect(form.choice('Voyage')).toHaveValue(call.voyage.Name);
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(lineOf(page, good)).toContainText(loaded);
  await expect(lineOf(page, good)).toContainText('27AAPFU0939F1ZV');
  await expect(grid(page).getByRole('row')).toHaveCount(2);

  // By the day filed, the mistyped container shows red.
  await page.goto('/shippingbilllist');
  await dateInput(page, 'From Date').fill(todayDmy());
  await dateInput(page, 'To Date').fill(todayDmy());
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  const red = lineOf(page, mistyped).locator('td[data-field="contnumber"]');
  await expect(red).toHaveText(typo);
  await expect(red).toHaveAttribute('data-invalid', 'true');
  await expect(lineOf(page, good).locator('td[data-field="contnumber"]')).not.toHaveAttribute(
    'data-invalid',
  );
  await shot(page, 'shipping-bill-list');

  // A still-wrong number is said beside the cell, before anything is sent; Escape leaves it.
  await red.focus();
  await page.keyboard.press('Enter');
  const editor = grid(page).getByRole('textbox');
  await expect(editor).toHaveValue(typo);
  await editor.fill('MSKU1234');
  await editor.press('Enter');
  await expect(grid(page).getByText(SHIPPING_BILL_MESSAGES.invalidContainer)).toBeVisible();
  await shot(page, 'shipping-bill-cell-refused');
  await editor.press('Escape');
  await expect(red).toHaveText(typo);

  const corrected = containerNumber();
  await red.click();
  await editor.fill(corrected.toLowerCase());
  await editor.press('Enter');
  await expect(shell.toast(SHIPPING_BILL_MESSAGES.updated)).toBeVisible();
  const fixed = lineOf(page, mistyped).locator('td[data-field="contnumber"]');
  await expect(fixed).toHaveText(corrected);
  await expect(fixed).not.toHaveAttribute('data-invalid');
  await shot(page, 'shipping-bill-corrected');

  // Show again: the correction was kept.
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(lineOf(page, mistyped).locator('td[data-field="contnumber"]')).toHaveText(corrected);
});
