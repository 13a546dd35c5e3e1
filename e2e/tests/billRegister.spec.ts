import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { BILL_REGISTER_MESSAGES, api as endpoints, type MisLine } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { shot } from '../support/screenshots';
import { createParty, todayIso } from '../support/vesselCalls';

// Accounts look up a party's tax invoices of a period before filing GSTR-1, and download them.

const dateInput = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).first();
const partySelect = (page: Page) =>
  page.getByRole('combobox', { name: 'Party', exact: true }).first();

type Api = Parameters<typeof createParty>[0];

/** An applicant and account of their own, linked as a party the select lists. */
async function linkedParty(api: Api, prefix: string) {
  const { applicant, account } = await createParty(api);
  const party = await api.call(endpoints.linkParty.create, {
    body: {
      short_name: uniqueName(prefix),
      applicantId: applicant.applicantid,
      accountId: account.accountid,
    },
  });
  return { party, applicant, account };
}

/** A party of its own, with two MIS bills dated today, saved as the MIS Bill screen saves them. */
async function billedParty(api: Api) {
  const { party, applicant, account } = await linkedParty(api, 'REG');
  const bill = (lines: MisLine[]) =>
    api.call(endpoints.misBill.save, {
      body: {
        mismaster: [
          {
            applicantID: applicant.applicantid,
            accountID: account.accountid,
            billdate: todayIso(),
            isReport: 0,
            isRound: 1,
            nonGstBill: 0,
            isExpBill: 0,
          },
        ],
        misdetail: lines,
      },
    });
  await bill([{ billitem: 'Survey Fees', qty: 3, unit: 'Cntr', rate: 750.5 }]);
  await bill([
    { billitem: 'Survey Fees', qty: 2, unit: 'Cntr', rate: 1200 },
    { billitem: 'Travelling', qty: 1, unit: 'Trip', rate: 333.33 },
  ]);
  return { party, applicant, account };
}

test('asks for the From Date, reads both dates, and says when a period has no bills', async ({
  page,
  api,
}) => {
  const { party } = await linkedParty(api, 'NIL');
  await page.goto('/billregister');
  await expect(page.getByRole('heading', { name: 'Bill Register' })).toBeVisible();
  await expect(partySelect(page)).toHaveAttribute('placeholder', 'Select Party');
  await page.getByRole('button', { name: 'Sale Bill Display' }).click();
  await expect(page.getByText(BILL_REGISTER_MESSAGES.enterFromDate).first()).toBeVisible();

  await dateInput(page, 'From Date').fill('31/02/2026');
  await dateInput(page, 'From Date').blur();
  await expect(page.getByText('Invalid From Date').first()).toBeVisible();
  await dateInput(page, 'To Date').fill('99/99/2026');
  await dateInput(page, 'To Date').blur();
  await expect(page.getByText('Invalid To Date').first()).toBeVisible();

  await choose(page, partySelect(page), party.short_name);
  await dateInput(page, 'From Date').fill(formatDate(todayIso()));
  await dateInput(page, 'To Date').fill('');
  await page.getByRole('button', { name: 'Sale Bill Display' }).click();
  await expect(page.getByText(BILL_REGISTER_MESSAGES.nothingFound).first()).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
});

test('shows a party’s bills of the period with their totals, then issues the spreadsheet', async ({
  page,
  api,
}) => {
  const { party, applicant, account } = await billedParty(api);
  const today = todayIso();
  const register = await api.call(endpoints.billRegister.display, {
    query: { applicant: applicant.applicantid, account: account.accountid, fromdate: today },
  });
  expect(register.bills).toBe(2);

  await page.goto('/billregister');
  await choose(page, partySelect(page), party.short_name);
  await dateInput(page, 'From Date').fill(formatDate(today));
  await dateInput(page, 'To Date').fill(formatDate(today));
  await page.getByRole('button', { name: 'Sale Bill Display' }).click();
  await expect(page.getByText(BILL_REGISTER_MESSAGES.fetched).first()).toBeVisible();

  const table = page.getByRole('table', { name: 'Sale bill register' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('MIS Bill');
  await expect(rows.first()).toContainText(applicant.applicantname);
  await expect(rows.first()).toContainText(formatDate(today));
  await expect(rows.first()).toContainText(formatRupees(225150));
  // The round-off is the total minus the payable amount: ₹2,656.78 was rounded up to ₹2,657.00,
  // ₹3,225.33 down to ₹3,225.00.
  await expect(rows.first().locator('td').nth(11)).toHaveText('-0.22');
  await expect(rows.nth(1).locator('td').nth(11)).toHaveText('0.33');
  await shot(page, 'bill-register');
  const totals = table.locator('tfoot tr');
  await expect(totals).toContainText('Total: 2 bills');
  await expect(totals).toContainText(formatRupees(register.taxable));
  await expect(totals).toContainText(formatRupees(register.total));
  const amount = totals.locator('td').last();
  await expect(amount).toHaveCSS('text-align', 'right');

  // The spreadsheet is made as a job: its bar fills and says what came of it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sale Bill Excel' }).click();
  await expect(page.getByTestId('job-step')).toHaveText(BILL_REGISTER_MESSAGES.downloaded);
  await expect(page.getByRole('progressbar', { name: 'Job progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(table).toHaveCount(0);
  const download = await downloading;
  await shot(page, 'bill-register-excel-job');
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download again' }).click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
  expect(download.suggestedFilename()).toBe(`sale-register-${today}-to-${today}.xlsx`);
  const saved = await download.path();
  // An xlsx is a zip archive: the browser saved the workbook, not an error page.
  expect((await readFile(saved)).subarray(0, 2).toString()).toBe('PK');
});
