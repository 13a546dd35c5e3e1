import type { Page } from '@playwright/test';
import { api as endpoints, MIS_BILL_MESSAGES } from '@quaybook/contract';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { changeCustomerRef, createMisBillParties, misBillsOf } from '../support/misBills';
import { shot } from '../support/screenshots';

// A clerk raises an MIS bill for survey fees and travelling, sees its taxes and payable amount
// worked out as the lines are typed, saves it and reads the PDF; then finds it in MIS Bills,
// corrects a rate over a colleague's change made meanwhile, and prints the bill again.

const combo = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true }).first();
const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true }).first();
const payable = (page: Page) => page.getByTestId('mis-payable');

/** Types one product line of the grid: product, quantity and rate. */
async function typeLine(page: Page, row: number, product: string, qty: string, rate: string) {
  await choose(page, combo(page, `Product of row ${row}`), product);
  await text(page, `Qty of row ${row}`).fill(qty);
  await text(page, `Rate of row ${row}`).fill(rate);
}

test('raises an MIS bill, reads its PDF, corrects a rate and prints it again', async ({
  page,
  api,
}) => {
  const { applicant, account } = await createMisBillParties(api);

  await page.goto('/misreport');
  await expect(page.getByRole('heading', { name: 'MIS Report' })).toBeVisible();

  await choose(page, combo(page, 'Applicant'), applicant.applicantname);
  await choose(page, combo(page, 'Account'), account.accountname);
  await text(page, 'Customer Ref No').fill('PO-7781');
  await expect(text(page, 'Report Date')).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Report in BILL' }).check();
  await text(page, 'Report No').fill('SR/26-27/00012');
  await text(page, 'Report Date').fill('18/11/2026');
  await page.getByRole('checkbox', { name: 'Round off' }).check();

  // 2 × ₹500.21 = ₹1,000.42 with 9% + 9% = ₹1,180.50, payable ₹1,181.00; a second line appears.
  await typeLine(page, 1, 'Survey Fees', '2', '500.21');
  await expect(page.getByTestId('mis-row')).toHaveCount(2);
  await expect(payable(page)).toHaveText('1,181.00');
  // Rounded up: the summary says the ₹0.50 was added, as the bill prints it.
  await expect(
    page
      .getByRole('table', { name: 'Amount summary' })
      .getByRole('row', { name: 'Add: Round off' }),
  ).toContainText('0.50');
  await typeLine(page, 2, 'Travelling', '1', '250');
  await expect(page.getByTestId('mis-row')).toHaveCount(3);
  // + ₹250 with ₹45 tax: ₹1,475.50, payable ₹1,476.00.
  await expect(payable(page)).toHaveText('1,476.00');
  await page.getByRole('button', { name: 'Remove row 2' }).click();
  await expect(payable(page)).toHaveText('1,181.00');
  await shot(page, 'mis-report');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MIS_BILL_MESSAGES.created)).toBeVisible();
  const [bill] = await misBillsOf(api, applicant);
  if (!bill) throw new Error('the MIS bill was not saved');
  expect(bill.payableamt).toBe(118100);
  const viewer = page.getByRole('dialog', { name: `MIS bill ${bill.billno}` });
  await expect(viewer.locator('iframe, embed, object').first()).toBeVisible();
  await page.keyboard.press('Escape');
  // The form starts again for the next bill.
  await expect(page.getByTestId('mis-row')).toHaveCount(1);
  await expect(combo(page, 'Applicant')).toHaveValue('');

  await page.goto('/misreportlist');
  await expect(page.getByRole('heading', { name: 'MIS Bills' })).toBeVisible();
  await choose(page, combo(page, 'Applicant'), applicant.applicantname);
  await page.getByRole('button', { name: 'Submit' }).click();
  const row = page.getByRole('row').filter({ hasText: bill.billno });
  await expect(row).toContainText('SR/26-27/00012');
  await expect(row).toContainText('1,181.00');
  await shot(page, 'mis-bills');

  await row.getByRole('button', { name: `Edit ${bill.billno}` }).click();
  const modal = page.getByRole('dialog', { name: `Edit MIS bill ${bill.billno}` });
  await expect(modal.getByRole('textbox', { name: 'Rate of row 1' })).toHaveValue('500.21');
  // 2 × ₹600 = ₹1,200 with ₹216 tax: ₹1,416.00.
  await modal.getByRole('textbox', { name: 'Rate of row 1' }).fill('600');
  await expect(modal.getByTestId('mis-payable')).toHaveText('1,416.00');
  await shot(page, 'mis-edit');
  // Meanwhile a colleague corrects the bill's customer reference: the update is refused, shows
  // their change, and reloads it under the rate typed here.
  await changeCustomerRef(api, bill.billno, 'PO-7782');
  await modal.getByRole('button', { name: 'Update' }).click();
  const conflict = page.getByRole('dialog', { name: 'Changed since you opened it' });
  await expect(
    conflict
      .getByRole('table', { name: 'Fields changed meanwhile' })
      .getByRole('row', { name: /Customer Ref No/ }),
  ).toHaveText(/Customer Ref NoPO-7781PO-7782/);
  await shot(page, 'mis-edit-conflict');
  await conflict.getByRole('button', { name: 'Reload, keeping my changes' }).click();
  await expect(modal.getByRole('textbox', { name: 'Customer Ref No' })).toHaveValue('PO-7782');
  await expect(modal.getByRole('textbox', { name: 'Rate of row 1' })).toHaveValue('600');
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(MIS_BILL_MESSAGES.updated)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog', { name: `MIS bill ${bill.billno}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('1,416.00');
  const [[updated]] = await api.call(endpoints.misBill.details, { query: { billno: bill.billno } });
  expect(updated).toMatchObject({ custrefno: 'PO-7782', payableamt: 141_600 });

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByText(MIS_BILL_MESSAGES.insertBillNo)).toBeVisible();
  await page.getByRole('group', { name: 'Print Bill PDF' }).getByRole('textbox').fill(bill.billno);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `MIS bill ${bill.billno}` })).toBeVisible();
});
