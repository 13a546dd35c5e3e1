import { REPORT_MESSAGES } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { expect, test } from '../support/fixtures';
import { createKnownContainer } from '../support/inspections';
import { ListPage } from '../support/pages';
import {
  billReport,
  createReportWorld,
  expectDocumentShown,
  printReport,
  reportsOf,
  showParty,
} from '../support/reports';
import { shot } from '../support/screenshots';
import { createUser, signInElsewhere } from '../support/users';

/** What the server does with PDFs (generate, clear, add) may take a while on a busy machine. */
const PDF_MADE = { timeout: 20_000 };

// A surveyor's clerk prints a party's inspections as a survey report, corrects which containers
// it holds on the Reports screen, and prints a single container's survey report.

test('prints two of a party’s inspections as a report, then clears one off it and adds it back', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const world = await createReportWorld(api, 3);
  const [first, second, third] = world.inspections.map((row) => row.contnumber) as [
    string,
    string,
    string,
  ];

  await page.goto('/inspectionreport');
  await page.getByRole('button', { name: 'Show Result' }).click();
  await expect(page.getByText(REPORT_MESSAGES.selectParty).first()).toBeVisible();
  await showParty(page, page, world);
  const list = new ListPage(page, 'Inspection');
  await list.expectRows(3);

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByText(REPORT_MESSAGES.selectInspection)).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByText(REPORT_MESSAGES.generated)).toBeVisible(PDF_MADE);
  const viewer = await expectDocumentShown(page, /^Report /);
  await viewer.getByRole('button', { name: 'Close' }).click();
  // The printed inspections are on the report now and leave the list.
  await list.expectRows(1);
  await expect(list.row(third)).toBeVisible();

  const [report] = await reportsOf(api, world);
  if (!report) throw new Error('The printed report is not listed');
  expect(report.containers).toBe(2);

  // Reprint by the report's number.
  await page.getByRole('button', { name: 'Reprint' }).click();
  await expect(page.getByText(REPORT_MESSAGES.insertReportNo)).toBeVisible();
  await page.getByRole('textbox', { name: 'Report No' }).fill(report.rptno);
  await page.keyboard.press('Enter');
  await expect(page.getByText(REPORT_MESSAGES.reprinted)).toBeVisible(PDF_MADE);
  await (await expectDocumentShown(page, `Report ${report.rptno}`))
    .getByRole('button', { name: 'Close' })
    .click();

  await page.goto('/listreport');
  await showParty(page, page, world);
  const reports = new ListPage(page, 'Report');
  await reports.expectRows(1);
  await expect(reports.row(report.rptno)).toContainText(formatDate(report.rptdate));
  await expect(reports.row(report.rptno)).toContainText('Survey');
  await reports.row(report.rptno).getByRole('button', { name: 'View PDF' }).click();
  await (await expectDocumentShown(page, `Report ${report.rptno}`))
    .getByRole('button', { name: 'Close' })
    .click();

  // Edit: the report's two containers, one cleared off it.
  await page.getByRole('button', { name: `Edit report ${report.rptno}` }).click();
  const edit = page.getByRole('dialog', { name: 'Container Inspection Report' });
  await expect(edit.locator('tbody tr')).toHaveCount(2);
  await shot(page, 'report-edit');
  await edit.getByRole('button', { name: `Clear ${first}` }).click();
  await expect(page.getByText(REPORT_MESSAGES.cleared(first, report.rptno))).toBeVisible(PDF_MADE);
  await expect(edit.locator('tbody tr')).toHaveCount(1);
  await expect(edit.getByText(first)).toHaveCount(0);
  await edit.getByRole('button', { name: 'Close' }).click();

  // Add: the party's unreported inspections, the cleared one among them, put back on it.
  await page.getByRole('button', { name: `Add to report ${report.rptno}` }).click();
  const add = page.getByRole('dialog', { name: 'Inspection Report' });
  await expect(add.locator('tbody tr')).toHaveCount(2);
  await shot(page, 'report-add-inspections');
  await add.getByRole('button', { name: 'Add to report' }).click();
  await expect(page.getByText(REPORT_MESSAGES.selectInspection)).toBeVisible();
  await add.getByRole('checkbox', { name: `Select ${first}` }).check();
  await add.getByRole('button', { name: 'Add to report' }).click();
  await expect(page.getByText(REPORT_MESSAGES.added(1, report.rptno))).toBeVisible(PDF_MADE);
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: `Edit report ${report.rptno}` }).click();
  await expect(edit.locator('tbody tr')).toHaveCount(2);
  await expect(edit.getByText(first)).toBeVisible();
});

test('pages a party’s inspections and reports from the server, the page kept in the link', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const world = await createReportWorld(api, 12);
  const twenty = world.inspections.filter((row) => row.contsize === 20).length;
  await page.goto('/inspectionreport');
  await showParty(page, page, world);
  const list = new ListPage(page, 'Inspection');
  await list.expectRows(10);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  // The 20 and 40-foot counts are of every inspection found, not of the page shown.
  const countOf = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(countOf('20 ft')).toHaveText(`20 ft${twenty}`);
  await expect(countOf('40 ft')).toHaveText(`40 ft${12 - twenty}`);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await list.expectRows(2);
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await list.expectRows(2);
  await expect(page.getByText('11–12 of 12')).toBeVisible();
  await shot(page, 'inspection-report-page-2');

  // Ticks on both pages print together: the report holds three inspections of two pages.
  await page.getByRole('checkbox', { name: `Select ${world.inspections[0]?.contnumber}` }).check();
  await page.getByRole('button', { name: 'Page 1' }).click();
  await list.expectRows(10);
  await page.getByRole('checkbox', { name: `Select ${world.inspections[11]?.contnumber}` }).check();
  await page.getByRole('checkbox', { name: `Select ${world.inspections[10]?.contnumber}` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByText(REPORT_MESSAGES.generated)).toBeVisible(PDF_MADE);
  await (await expectDocumentShown(page, /^Report /))
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByText('1–9 of 9')).toBeVisible();
  const [report] = await reportsOf(api, world);
  expect(report?.containers).toBe(3);

  await page.goto('/listreport');
  await showParty(page, page, world);
  const reports = new ListPage(page, 'Report');
  await reports.expectRows(1);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await shot(page, 'reports-paged');
});

test('shows a container’s survey report, or says it was never inspected', async ({ page, api }) => {
  const world = await createReportWorld(api, 1);
  const inspected = world.inspections[0]?.contnumber ?? '';
  await printReport(
    api,
    world.inspections.map((row) => row.reportid),
  );
  const never = await createKnownContainer(api);

  await page.goto('/surveyreport');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText(REPORT_MESSAGES.enterContainer)).toBeVisible();
  await page.getByRole('textbox', { name: 'Container No' }).fill(inspected);
  await page.keyboard.press('Enter');
  await expect(page.getByText(REPORT_MESSAGES.generated)).toBeVisible(PDF_MADE);
  const shown = await expectDocumentShown(page, `Survey report ${inspected}`);
  await shot(page, 'survey-report');
  await shown.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('textbox', { name: 'Container No' }).fill(never.contnumber);
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText(REPORT_MESSAGES.noInspection(never.contnumber))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('shows a surveyor who is not an admin the inspections, but no Print, Reprint or Export', async ({
  browser,
  baseURL,
  api,
}) => {
  const world = await createReportWorld(api, 1);
  const surveyor = await createUser(api);
  const page = await signInElsewhere(browser, baseURL, surveyor.username, surveyor.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/inspectionreport');
  await showParty(page, page, world);
  await new ListPage(page, 'Inspection').expectRows(1);
  await expect(page.getByText('Printing reports is for admins.')).toBeVisible();
  for (const action of ['Print', 'Reprint', 'Export'])
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  await page.context().close();
});

test('locks Edit and Add of a report on a bill, saying which bill', async ({ page, api }) => {
  const world = await createReportWorld(api, 1);
  await printReport(
    api,
    world.inspections.map((row) => row.reportid),
  );
  const [report] = await reportsOf(api, world);
  if (!report) throw new Error('The printed report is not listed');
  await billReport(api, world, report);
  const billno = (await reportsOf(api, world))[0]?.billno ?? '';
  expect(billno).not.toBe('');

  await page.goto('/report');
  await expect(page.getByRole('heading', { name: 'Report List' })).toBeVisible();
  await showParty(page, page, world);
  const row = new ListPage(page, 'Report').row(report.rptno);
  await expect(row).toContainText(billno);
  const edit = page.getByRole('button', { name: `Edit report ${report.rptno}` });
  await expect(edit).toBeDisabled();
  await expect(page.getByRole('button', { name: `Add to report ${report.rptno}` })).toBeDisabled();
  await edit.locator('..').hover();
  await expect(page.getByText(REPORT_MESSAGES.billed(report.rptno, billno))).toBeVisible();
});
