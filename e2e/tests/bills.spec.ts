import type { Page } from '@playwright/test';
import { BILL_MESSAGES } from '@quaybook/contract';
import { formatRupees } from '@quaybook/domain';
import {
  type BillingWorld,
  createBill,
  createBillingWorld,
  paiseOf,
  RATES,
} from '../support/bills';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';
import { todayDmy } from '../support/vesselCalls';

// A clerk bills a party's survey reports on Bill Generate, and on Bills takes a report off a bill
// again. Amounts: CGST 9 % + SGST 9 % on the party's rates (the party is in the company's state).

const withGst = (paise: number) => paise + 2 * Math.round(paise * 0.09);
const choice = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).first();

/** Bill Generate with the world's party and Report Type Survey shown. */
async function showUnbilled(page: Page, world: BillingWorld) {
  await page.goto('/billgenerate');
  await expect(page.getByRole('heading', { name: 'Bill Generate' })).toBeVisible();
  await choose(page, choice(page, 'Party'), world.party.short_name);
  await choose(page, choice(page, 'Report Type'), 'Survey');
  await page.getByRole('button', { name: 'Show Result' }).click();
}

test('prints a bill of the ticked report and shows its PDF; the report leaves the list; merges the next', async ({
  page,
  api,
}) => {
  const world = await createBillingWorld(api, [[20, 20], [40]]);
  const [twoTwenties, oneForty] = world.reports.map((report) => report.rptno) as [string, string];
  const list = new ListPage(page, 'Report');
  const print = page
    .getByRole('group', { name: 'Print a bill' })
    .getByRole('button', { name: 'Print' });

  await page.goto('/billgenerate');
  await page.getByRole('button', { name: 'Show Result' }).click();
  await expect(page.getByText(BILL_MESSAGES.selectParty).first()).toBeVisible();

  await showUnbilled(page, world);
  await list.expectRows(2);
  // The containers of every report found, counted by the server.
  const countOf = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(countOf('20 ft')).toHaveText('20 ft2');
  await expect(countOf('40 ft')).toHaveText('40 ft1');
  await print.click();
  await expect(page.getByText(BILL_MESSAGES.selectInspection)).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${twoTwenties}` }).check();
  await print.click();
  await expect(page.getByText(BILL_MESSAGES.insertReportDate)).toBeVisible();

  await page.getByRole('textbox', { name: 'Bill Date' }).fill(todayDmy());
  const pdf = page.waitForResponse((response) => response.url().includes('/api/printbillpdf'));
  await print.click();
  await expect(page.getByText(BILL_MESSAGES.generated)).toBeVisible();
  expect((await pdf).headers()['content-type']).toContain('application/pdf');
  const viewer = page.getByTestId('document-viewer');
  await expect(viewer.locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');

  // Two 20-foot containers at ₹ 1,500.00, with 18 % GST.
  await expect(page.getByTestId('generated-bill')).toContainText(
    `Payable ₹ ${formatRupees(withGst(2 * paiseOf(RATES.twenty)))}`,
  );
  await list.expectRows(1);
  await expect(list.row(oneForty)).toBeVisible();
  await expect(list.row(twoTwenties)).toHaveCount(0);

  // Merge Report: the next bill shows merged with its report.
  await page.getByRole('checkbox', { name: `Select ${oneForty}` }).check();
  await page.getByRole('checkbox', { name: 'Merge Report' }).check();
  await print.click();
  await expect(page.getByText(BILL_MESSAGES.merged)).toBeVisible();
  await expect(viewer).toContainText('with its reports');
  await expect(viewer.locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No reports to bill')).toBeVisible();
});

test('clears one of a bill’s two reports: the payable drops and the report can be billed again', async ({
  page,
  api,
}) => {
  const world = await createBillingWorld(api, [[20, 20], [40]]);
  const [twoTwenties, oneForty] = world.reports.map((report) => report.rptno) as [string, string];
  const bill = await createBill(api, world, [twoTwenties, oneForty]);

  await page.goto('/bill');
  await choose(page, choice(page, 'Party'), world.party.short_name);
  await page.getByRole('button', { name: 'Show Result' }).click();
  const bills = new ListPage(page, 'Bill');
  await expect(bills.row(bill.billno)).toContainText(formatRupees(bill.payableamt));
  await page.getByRole('button', { name: `Edit bill ${bill.billno}` }).click();

  const overlay = page.getByRole('dialog', { name: `Edit bill ${bill.billno}` });
  const payable = overlay.getByTestId('bill-payable');
  await expect(payable).toHaveText(
    `₹ ${formatRupees(withGst(2 * paiseOf(RATES.twenty) + paiseOf(RATES.forty)))}`,
  );
  await expect(overlay.getByRole('textbox', { name: 'Bill Date' })).toHaveValue(todayDmy());
  await shot(page, 'bill-edit');
  await overlay.getByRole('button', { name: `Clear report ${oneForty}` }).click();
  await expect(page.getByText(BILL_MESSAGES.reportCleared(oneForty, bill.billno))).toBeVisible();
  await expect(payable).toHaveText(`₹ ${formatRupees(withGst(2 * paiseOf(RATES.twenty)))}`);
  // The last report stays: a tax invoice once issued is never emptied.
  await expect(overlay.getByRole('button', { name: `Clear report ${twoTwenties}` })).toBeDisabled();
  await page.keyboard.press('Escape');

  await showUnbilled(page, world);
  await expect(new ListPage(page, 'Report').row(oneForty)).toBeVisible();
});

test('Print without a Report Type marks the starred Report Type filter and goes to it', async ({
  page,
  api,
}) => {
  const world = await createBillingWorld(api, [[20]]);
  const [report] = world.reports.map((r) => r.rptno) as [string];
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/billgenerate');
  await choose(page, choice(page, 'Party'), world.party.short_name);
  await page.getByRole('button', { name: 'Show Result' }).click();
  await page.getByRole('checkbox', { name: `Select ${report}` }).check();
  await page.getByRole('textbox', { name: 'Bill Date' }).fill(todayDmy());
  const reportType = choice(page, 'Report Type');
  await expect(reportType).toHaveAttribute('required', '');

  await page
    .getByRole('group', { name: 'Print a bill' })
    .getByRole('button', { name: 'Print' })
    .click();
  await expect(reportType).toBeFocused();
  await expect(reportType).toHaveAttribute('aria-invalid', 'true');
  const filter = page.locator('[data-filter="reporttype"]');
  await expect(filter.getByText(BILL_MESSAGES.selectReportType)).toBeVisible();
  await shot(page, 'bill-generate-report-type');

  await choose(page, reportType, 'Survey');
  await expect(filter.getByText(BILL_MESSAGES.selectReportType)).toBeHidden();
});
