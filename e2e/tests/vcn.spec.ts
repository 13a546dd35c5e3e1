import { readFile } from 'node:fs/promises';
import { declared, api as endpoints, entities, FORM_MESSAGES } from '@quaybook/contract';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';
import { createVcn, createVesselAndVoyage, todayDmy } from '../support/vesselCalls';

const { messages, unique } = entities.vcn;
const year = new Date().getFullYear();
const select = (vcns: ListPage, title: string) =>
  vcns.table().getByRole('combobox', { name: title });

test.beforeEach(async ({ signedIn }) => {
  await signedIn.openFromMenu('Master', 'Vcn');
});

test('in the add row Sail Date is disabled until Is Sail is ticked; saving adds the VCN', async ({
  page,
  api,
  signedIn,
}) => {
  const vcns = new ListPage(page, 'Vcn');
  const { vessel, voyage } = await createVesselAndVoyage(api);
  const name = uniqueName('KOL');
  await page.reload();

  await vcns.addButton().click();
  const sailDate = vcns.field('Sail Date');
  await expect(sailDate).toBeDisabled();
  await vcns.field('Vcn Name').fill(name);
  await choose(page, select(vcns, 'Vessel Name'), vessel.Name);
  await choose(page, select(vcns, 'Import Voyage Name'), voyage.Name);
  await choose(page, select(vcns, 'Area'), 'Haldia');
  await vcns.field('Imp Rot No').fill('IR4471');
  await vcns.field('Berth Date').fill(todayDmy());
  await vcns.table().getByRole('checkbox', { name: 'Is Sail' }).check();
  await expect(sailDate).toBeEnabled();
  await sailDate.fill(todayDmy());
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(signedIn.toast(messages.created)).toBeVisible();
  await vcns.search().fill(name);
  const row = vcns.row(name);
  await expect(row).toContainText(vessel.Name);
  await expect(row).toContainText(voyage.Name);
  await expect(row).toContainText('Haldia');
  await expect(row).toContainText('IR4471');
  await expect(row).toContainText('Yes');
  await expect(row.getByText(todayDmy())).toHaveCount(2);
  await shot(page, 'vcn-list-search');
});

test('unticking Is Sail in the edit row clears and disables Sail Date, and Enter saves', async ({
  page,
  api,
  signedIn,
}) => {
  const vcns = new ListPage(page, 'Vcn');
  const name = uniqueName('HAL');
  await createVcn(api, { vcnName: name, IsSail: 1, SailDate: `${year}-01-15` });
  await page.reload();
  await vcns.search().fill(name);
  await expect(vcns.row(name)).toContainText(`15/01/${year}`);

  await vcns.row(name).dblclick();
  await expect(vcns.field('Sail Date')).toHaveValue(`15/01/${year}`);
  await vcns.table().getByRole('checkbox', { name: 'Is Sail' }).uncheck();
  await expect(vcns.field('Sail Date')).toBeDisabled();
  await expect(vcns.field('Sail Date')).toHaveValue('');
  await vcns.field('Vcn Name').press('Enter');

  await expect(signedIn.toast(messages.updated)).toBeVisible();
  await expect(vcns.row(name)).toContainText('No');
  await expect(vcns.row(name)).not.toContainText(`15/01/${year}`);
});

test('a user deletes a VCN after confirming; cancelling the confirmation keeps it', async ({
  page,
  api,
  signedIn,
}) => {
  const vcns = new ListPage(page, 'Vcn');
  const name = uniqueName('PDP');
  await createVcn(api, { vcnName: name });
  await page.reload();
  await vcns.search().fill(name);

  await vcns
    .row(name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Vcn' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(vcns.row(name)).toBeVisible();

  await vcns
    .row(name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(signedIn.toast(declared(messages.deleted))).toBeVisible();
  await expect(page.getByText('No rows match the search')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No rows match the search')).toBeVisible();
});

test('a VCN name already used is flagged as it is typed', async ({ page, api, signedIn }) => {
  const vcns = new ListPage(page, 'Vcn');
  const name = uniqueName('DUP');
  await createVcn(api, { vcnName: name });
  await page.reload();

  await vcns.addButton().click();
  await vcns.field('Vcn Name').fill(name.toLowerCase());
  await expect(page.getByText(declared(unique?.message))).toBeVisible();
  await vcns.field('Vcn Name').press('Enter');
  await expect(signedIn.toast(FORM_MESSAGES.fixErrors)).toBeVisible();
});

test('Export to CSV saves vcn_list.csv with the calls shown and dates as dd/mm/yyyy', async ({
  page,
  api,
}) => {
  const vcns = new ListPage(page, 'Vcn');
  const prefix = uniqueName('CSV');
  await createVcn(api, { vcnName: `${prefix}-1`, BerthDate: `${year}-03-02` });
  await createVcn(api, { vcnName: `${prefix}-2`, ImpRotNo: 'IR77' });
  await page.reload();
  await vcns.search().fill(prefix);
  await vcns.sortBy('Vcn Name');

  const download = page.waitForEvent('download');
  await vcns.exportAs('CSV');
  const file = await download;
  expect(file.suggestedFilename()).toBe('vcn_list.csv');
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFVcn Name,Vessel Name,Import Voyage Name,Export Voyage Name,Area,Imp Rot No,' +
      'Imp Rot Date,Exp Rot No,Exp Rot Date,Berth Date,Egm Date,Is Sail,Sail Date,Berth Location',
  );
  expect(lines.slice(1, 3).map((line) => line.split(',')[0])).toEqual([
    `${prefix}-1`,
    `${prefix}-2`,
  ]);
  expect(lines[1]).toContain(`,02/03/${year},`);
  expect(lines[2]).toContain(',IR77,');
});

// A Berth Date the form cannot take stays as typed, says why, and keeps the VCN from saving.
const refusedDates = [
  {
    why: 'typed before 1 January',
    typed: `15/12/${year - 1}`,
    message: FORM_MESSAGES.dateNotBefore('Berth Date', `01/01/${year}`),
    shot: undefined,
  },
  {
    why: 'that is no day of the calendar',
    typed: `31/02/${year}`,
    message: FORM_MESSAGES.notADate('Berth Date'),
    shot: 'vcn-date-not-a-date',
  },
];

for (const refused of refusedDates)
  test(`a date ${refused.why} stays as typed, says why, and keeps the VCN from saving`, async ({
    page,
    api,
    signedIn,
  }) => {
    const vcns = new ListPage(page, 'Vcn');
    const { vessel } = await createVesselAndVoyage(api);
    const name = uniqueName('DATE');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload();

    await vcns.addButton().click();
    await vcns.field('Vcn Name').fill(name);
    await choose(page, select(vcns, 'Vessel Name'), vessel.Name);
    const berth = vcns.field('Berth Date');
    await berth.fill(refused.typed);
    await berth.press('Tab');
    await expect(berth).toHaveValue(refused.typed);
    await expect(vcns.table().getByText(refused.message)).toBeVisible();
    if (refused.shot) await shot(page, refused.shot);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(signedIn.toast(FORM_MESSAGES.fixErrors)).toBeVisible();
    await expect(berth).toHaveValue(refused.typed);
    await expect(vcns.table().getByText(refused.message)).toBeVisible();
    const stored = await api.call(endpoints.vcn.list, { query: { search: name } });
    expect(stored).toEqual([]);

    await berth.fill(`15/01/${year}`);
    await expect(vcns.table().getByText(refused.message)).toBeHidden();
    await expect(signedIn.toast(FORM_MESSAGES.fixErrors)).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(signedIn.toast(messages.created)).toBeVisible();
    await vcns.search().fill(name);
    await expect(vcns.row(name)).toContainText(`15/01/${year}`);
  });
