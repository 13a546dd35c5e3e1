import type { Page } from '@playwright/test';
import { CUSTOMS_REPORT_MESSAGES } from '@quaybook/contract';
import { createExportLoadCall } from '../support/customsReports';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { shot } from '../support/screenshots';
import { uploadShippingBills } from '../support/shippingBills';
import { downloadedRows, downloadOf } from '../support/uploads';
import { todayDmy } from '../support/vesselCalls';

// A customs clerk, before the vessel sails, asks which loaded export containers have no
// shipping bill, and opens the workbook: exactly those containers, each with the reason.

const choice = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).first();

test('generates the Missing SB Report of a call and reads the containers without a shipping bill, on the screen the other reports share', async ({
  page,
  api,
  signedIn,
}) => {
  const call = await createExportLoadCall(api, 2);
  const [billed, missing] = call.loads.map((load) => load.contnumber);
  // The broker filed a shipping bill for the first container only.
  await uploadShippingBills(api, [
    { sbNo: String(Date.now()).slice(-7), sbDate: todayDmy(), container: billed as string },
  ]);

  await page.goto('/generatemissingsb');
  await expect(page.getByRole('heading', { name: 'Missing SB Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText(CUSTOMS_REPORT_MESSAGES.selectParty).first()).toBeVisible();

  await choose(page, choice(page, 'Party'), call.party.short_name);
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText(CUSTOMS_REPORT_MESSAGES.selectVessel).first()).toBeVisible();
  await choose(page, choice(page, 'Vessel'), call.vessel.Name);
  await choose(page, choice(page, 'Voyage'), call.voyage.Name);
  await shot(page, 'missing-sb-report');

  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate Report' }).click(),
  );
  await expect(signedIn.toast(CUSTOMS_REPORT_MESSAGES.generated(1))).toBeVisible();
  // The report ran as a job: its bar is full, with what it found.
  await expect(page.getByTestId('job-step')).toHaveText(CUSTOMS_REPORT_MESSAGES.generated(1));
  await shot(page, 'missing-sb-report-job');
  expect(download.suggestedFilename()).toMatch(/^missing-sb-.+\.xlsx$/);
  const rows = await downloadedRows(download);
  expect(rows[0]).toEqual(['Missing SB Report']);
  expect(rows).toContainEqual(['Vessel', call.vessel.Name]);
  expect(rows).toContainEqual(['Voyage', call.voyage.Name]);
  const header = rows.findIndex((row) => row[0] === 'Container');
  expect(rows[header]?.at(-1)).toBe('Reason');
  const listed = rows.slice(header + 1);
  expect(listed.map((row) => row[0])).toEqual([missing]);
  for (const row of listed)
    expect(row.at(-1)).toMatch(
      /^No shipping bill dated within 30 days of the load on \d\d\/\d\d\/\d{4}$/,
    );

  // The other reports ask for the same filters.
  for (const [path, title, name] of [
    ['/generatemissmatchedsbexcel', 'Generate Missmatched Sb Excel', 'missmatched-sb-excel'],
    ['/generatemissmatchedexcel', 'Generate Missmatched Excel', 'missmatched-excel'],
    ['/generate_mismatch_pkg', 'Generate ODeX Report', 'odex-report'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByText(CUSTOMS_REPORT_MESSAGES.selectParty).first()).toBeVisible();
    await shot(page, name);
  }
  // The ODeX report starts on type 1, PKGs.
  await expect(choice(page, 'Report Type')).toHaveValue('1 PKGs');

  // The report after sailing, asked before the call sailed: its job fails and says why.
  await choose(page, choice(page, 'Party'), call.party.short_name);
  await choose(page, choice(page, 'Vessel'), call.vessel.Name);
  await choose(page, choice(page, 'Voyage'), call.voyage.Name);
  await choose(page, choice(page, 'Report Type'), '7 SCMTR Report After Sailing');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByTestId('job-failed')).toContainText(CUSTOMS_REPORT_MESSAGES.notSailed);
  await shot(page, 'odex-report-job-failed');
});
