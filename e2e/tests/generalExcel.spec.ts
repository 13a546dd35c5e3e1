import { api as endpoints, GENERAL_EXCEL_MESSAGES as MESSAGES } from '@quaybook/contract';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';
import { createInspectionWorld, plansOf } from '../support/inspectionData';
import { receivedMails } from '../support/mailbox';
import { choose } from '../support/masterData';
import { filterChoice } from '../support/reports';
import { shot } from '../support/screenshots';
import { downloadedRows } from '../support/uploads';

// A line wants the containers of its vessel call by mail once the vessel is complete: the
// surveyor picks them, writes the subject, sends, and later checks the mail log.

test('sends the ticked containers to the party by mail, and finds the mail in the log', async ({
  page,
  api,
}) => {
  const world = await createInspectionWorld(api, plansOf(3));
  const applicant = (await api.call(endpoints.applicant.list, {})).find(
    (row) => row.applicantid === world.party.applicantId,
  );
  if (!applicant) throw new Error('the applicant is not listed');
  const address = `ops.${world.party.applicantId}@line.test`;
  await api.call(endpoints.applicant.update, {
    params: { applicantid: applicant.applicantid },
    body: { applicantname: applicant.applicantname, email: address },
  });
  const [first, second, third] = world.inspections;
  if (!first || !second || !third) throw new Error('three inspections expected');

  await page.goto('/generalexcel');
  const show = page.getByRole('button', { name: 'SHOW', exact: true });
  await show.click();
  await expect(page.getByText(MESSAGES.selectParty).first()).toBeVisible();

  await choose(page, filterChoice(page, 'Party'), world.party.short_name);
  await choose(page, filterChoice(page, 'Movement Type'), world.movement.Name);
  await choose(page, filterChoice(page, 'Vessel Status'), 'Complete');
  await show.click();
  await expect(page.getByText(MESSAGES.enterCompleteTime).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'At Time' }).fill('1430');
  await show.click();

  const table = page.getByRole('table');
  for (const inspection of world.inspections)
    await expect(
      table.getByRole('cell', { name: inspection.contnumber, exact: true }),
    ).toBeVisible();
  await expect(page.getByLabel('Inspections found')).toHaveText('3');
  await expect(page.getByTestId('mail-to')).toHaveText(address);

  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText(MESSAGES.selectInspection).first()).toBeVisible();

  await page.getByRole('checkbox', { name: `Select ${first.contnumber}` }).check();
  await page.getByRole('checkbox', { name: `Select ${third.contnumber}` }).check();
  await expect(page.getByText('2 of 3 containers ticked')).toBeVisible();
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(/Vessel Complete at 14:30/);
  const mySubject = `${world.vessel.Name} complete: your containers`;
  await subject.fill(mySubject);
  await shot(page, 'general-excel');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.mailSent(address) }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  const rows = await downloadedRows(await download);
  const header = rows.findIndex((row) => row[0] === 'Container');
  expect(rows[header]?.slice(0, 3)).toEqual(['Container', 'ISO', 'Place']);
  const containers = rows.slice(header + 1).map((row) => row[0]);
  expect(containers.sort()).toEqual([first.contnumber, third.contnumber].sort());

  // The mail arrived at the party's address with the workbook attached.
  const mails = (await receivedMails()).filter((mail) => mail.subject === mySubject);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect((mail?.to as { text: string }).text).toBe(address);
  const attached = new ExcelJS.Workbook();
  await attached.xlsx.load(mail?.attachments[0]?.content as unknown as ArrayBuffer);
  expect(attached.worksheets[0]?.getRow(3).getCell(2).text).toBe(
    'Vessel Status: Complete at 14:30',
  );

  await page.goto('/maillog');
  await choose(page, filterChoice(page, 'Party'), world.party.short_name);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const logged = page.getByRole('row').filter({ hasText: mySubject });
  await expect(logged).toHaveCount(1);
  await expect(logged).toContainText(address);
  await expect(logged).toContainText('Sent');
  await expect(logged.getByRole('cell').nth(5)).toHaveText('2');
  await shot(page, 'mail-log');
  const again = page.waitForEvent('download');
  await logged.getByRole('button', { name: /^Download / }).click();
  expect((await again).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('keeps the file and logs the mail failed when the party has no address', async ({
  page,
  api,
}) => {
  const world = await createInspectionWorld(api, plansOf(1));
  const [only] = world.inspections;
  if (!only) throw new Error('one inspection expected');

  await page.goto('/generalexcel');
  await choose(page, filterChoice(page, 'Party'), world.party.short_name);
  await choose(page, filterChoice(page, 'Movement Type'), world.movement.Name);
  await page.getByRole('button', { name: 'SHOW', exact: true }).click();
  await expect(page.getByTestId('mail-to')).toHaveText(MESSAGES.noAddress);
  await page.getByRole('checkbox', { name: 'Select all shown rows' }).check();
  await expect(page.getByText('1 of 1 containers ticked')).toBeVisible();
  const subject = `No address ${world.party.short_name}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.mailFailed(MESSAGES.noAddress) }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  expect((await downloadedRows(await download)).some((row) => row[0] === only.contnumber)).toBe(
    true,
  );

  await page.goto('/maillog');
  await choose(page, filterChoice(page, 'Party'), world.party.short_name);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const logged = page.getByRole('row').filter({ hasText: subject });
  await expect(logged).toContainText('Failed');
  await expect(logged).toContainText(MESSAGES.noAddress);
  await shot(page, 'mail-log-failed');
});
