import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  declared,
  api as endpoints,
  entities,
  REPAIR_TARIFF_MESSAGES,
  repairTariffLayout,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import type { Api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { shot } from '../support/screenshots';
import { downloadedRows, downloadOf } from '../support/uploads';
import { createParty } from '../support/vesselCalls';

const { messages } = entities.repairTariff;
const EXAMPLE = new URL('../../docs/examples/repair-tariff-dry-steel.csv', import.meta.url);

/** A shipping line's link party no other journey uses, with its labour rate. */
async function createLine(api: Api) {
  const { applicant, account } = await createParty(api);
  return api.call(endpoints.linkParty.create, {
    body: {
      short_name: `MSC ${Date.now().toString(36).toUpperCase()}`,
      applicantId: applicant.applicantid,
      accountId: account.accountid,
      labourrate: 450,
    },
  });
}

/** The active code's id by its short name. */
async function codeId(api: Api, list: 'component' | 'repair', shortName: string) {
  const codes = await api.call(endpoints[list].listActive, {});
  const code = codes.find((row) => row.shortName === shortName);
  if (!code) throw new Error(`No ${list} code ${shortName}`);
  return code.autoid;
}

async function showTariffOf(page: Page, shortName: string) {
  await choose(page, page.getByRole('combobox', { name: 'Link Party' }), shortName);
  await page.getByRole('button', { name: 'Submit' }).click();
}

const rows = (page: Page) => page.locator('table tbody tr');
const rowField = (page: Page, name: string) => page.locator('table').getByRole('textbox', { name });
const rowSelect = (page: Page, name: string) =>
  page.locator('table').getByRole('combobox', { name });

test('a user keeps a line’s tariff: adds an insert by area, edits its hours and deletes it', async ({
  page,
  api,
  signedIn,
}) => {
  const line = await createLine(api);
  await api.call(endpoints.repairTariff.create, {
    body: {
      linkpartyid: line.autoid,
      componentid: await codeId(api, 'component', 'PAA'),
      repairid: await codeId(api, 'repair', 'ST'),
      size: 0,
      measure: 'piece',
      hours: 1,
      material: 0,
    },
  });
  await signedIn.openFromMenu('Master', 'Repair Tariff');
  // The page opened before the line was made: reloaded, it lists it.
  await page.reload();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(signedIn.toast(REPAIR_TARIFF_MESSAGES.chooseLinkParty)).toBeVisible();
  await showTariffOf(page, line.short_name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('1.00');

  await page.getByRole('button', { name: 'Create New Row' }).click();
  await choose(page, rowSelect(page, 'Component'), 'PAA');
  await choose(page, rowSelect(page, 'Repair'), 'IT');
  await choose(page, rowSelect(page, 'Size'), '20');
  await choose(page, rowSelect(page, 'Measure'), 'area');
  await rowField(page, 'Upto Length (cm)').fill('60');
  await rowField(page, 'Hours').fill('3.5');
  await rowField(page, 'Material (₹)').fill('1600');
  await rowField(page, 'Material (₹)').press('Enter');
  // The band asks for its breadth: the contract's refusal shows, nothing is saved.
  await expect(
    page.locator('table').getByText('An area price needs its Upto breadth (cm).'),
  ).toBeVisible();
  await rowField(page, 'Upto Breadth (cm)').fill('60');
  await rowField(page, 'Upto Breadth (cm)').press('Enter');
  await expect(signedIn.toast(messages.created)).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  const insert = rows(page).filter({ hasText: 'IT' });
  await expect(insert).toContainText('3.50');
  await expect(insert).toContainText('1,600.00');
  await shot(page, 'repair-tariff');

  await insert.dblclick();
  await rowField(page, 'Hours').fill('3.75');
  await rowField(page, 'Hours').press('Enter');
  await expect(signedIn.toast(messages.updated)).toBeVisible();
  await expect(rows(page).filter({ hasText: 'IT' })).toContainText('3.75');

  await page.getByRole('button', { name: 'Delete PAA IT' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Repair Tariff' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(signedIn.toast(declared(messages.deleted))).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
});

test('a line’s tariff file is uploaded for its link party, listed, and downloaded in the same layout', async ({
  page,
  api,
  signedIn,
}) => {
  const line = await createLine(api);
  await signedIn.openFromMenu('Upload', 'Upload Repair Tariff');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upload Repair Tariff' })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Link Party' }), line.short_name);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'repair-tariff-dry-steel.csv',
    mimeType: 'text/csv',
    buffer: await readFile(EXAMPLE),
  });
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByTestId('count-ok')).toHaveText('OK 18');
  await shot(page, 'upload-repair-tariff');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: UPLOAD_MESSAGES.saved(18) }),
  ).toBeVisible();

  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download Tariff' }).click(),
  );
  const [header, ...lines] = await downloadedRows(download);
  expect(header).toEqual(repairTariffLayout.map((column) => column.title));
  expect(lines).toHaveLength(18);
  // A blank cell (any damage) is no value at all in the sheet.
  expect(lines.map((line) => Array.from(line, (cell) => cell ?? ''))).toContainEqual([
    'PAA',
    'IT',
    '',
    '0',
    'area',
    '60',
    '60',
    '3.5',
    '1600',
  ]);

  await page.goto('/repairtariff');
  await showTariffOf(page, line.short_name);
  await expect(page.getByText('1–10 of 18')).toBeVisible();
  await shot(page, 'repair-tariff-example');
});
