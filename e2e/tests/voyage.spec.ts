import { readFile } from 'node:fs/promises';
import { declared, api as endpoints, entities } from '@quaybook/contract';
import { createVoyages, uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';

const { messages, unique } = entities.voyage;
const DUPLICATE = declared(unique?.message);

test.beforeEach(async ({ signedIn }) => {
  await signedIn.openFromMenu('Master', 'Voyage');
});

test('a user adds a voyage in the inline row and sees it in the list', async ({
  page,
  voyages,
  signedIn,
}) => {
  const name = uniqueName('ADD');
  await voyages.addButton().click();
  await expect(voyages.addButton()).toBeDisabled();
  await voyages.field('Voyage Name').fill(name);
  await voyages.field('Description').fill('Kolkata import call');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(messages.created)).toBeVisible();
  await voyages.search().fill(name);
  await expect(voyages.row(name)).toContainText('Kolkata import call');
  await expect(voyages.addButton()).toBeEnabled();
});

test('a voyage added is offered at once by the voyage select of the Vcn screen', async ({
  page,
  api,
  voyages,
  signedIn,
}) => {
  // The Vcn screen's selects load the voyages first; the list pages on the server, so its save
  // must refresh them itself.
  const before = uniqueName('BEFORE');
  await createVoyages(api, [{ Name: before, Description: '' }]);
  await page.reload();
  await signedIn.openFromMenu('Master', 'Vcn');
  const vcns = new ListPage(page, 'Vcn');
  await vcns.addButton().click();
  const importVoyage = vcns.table().getByRole('combobox', { name: 'Import Voyage Name' });
  await importVoyage.click();
  await expect(page.getByRole('option', { name: before, exact: true })).toBeVisible();
  await importVoyage.press('Escape');

  await signedIn.openFromMenu('Master', 'Voyage');
  const name = uniqueName('OFFER');
  await voyages.addButton().click();
  await voyages.field('Voyage Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(messages.created)).toBeVisible();

  await signedIn.openFromMenu('Master', 'Vcn');
  await vcns.addButton().click();
  await choose(page, importVoyage, name);
});

test('a user edits a voyage in its row; Escape cancels and Enter saves', async ({
  page,
  api,
  voyages,
  signedIn,
}) => {
  const name = uniqueName('EDIT');
  await createVoyages(api, [{ Name: name, Description: 'before' }]);
  await page.reload();
  await voyages.search().fill(name);

  await voyages.row(name).dblclick();
  await expect(voyages.addButton()).toBeDisabled();
  await voyages.field('Description').fill('discarded');
  await voyages.field('Description').press('Escape');
  await expect(voyages.row(name)).toContainText('before');

  await voyages
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await voyages.field('Description').fill('Haldia export call');
  await voyages.field('Description').press('Enter');
  await expect(signedIn.toast(messages.updated)).toBeVisible();
  await expect(voyages.row(name)).toContainText('Haldia export call');
});

test('a duplicate voyage name is flagged as it is typed and cannot be saved', async ({
  page,
  api,
  voyages,
  signedIn,
}) => {
  const name = uniqueName('DUP');
  await createVoyages(api, [{ Name: name }]);
  await page.reload();

  await voyages.addButton().click();
  await voyages.field('Voyage Name').fill(name.toLowerCase());
  await expect(page.getByText(DUPLICATE)).toBeVisible();
  await voyages.field('Voyage Name').press('Enter');
  await expect(signedIn.toast('Please fix the errors before saving.')).toBeVisible();

  await voyages.field('Voyage Name').fill(`${name}-B`);
  await expect(page.getByText(DUPLICATE)).toBeHidden();
  await voyages.field('Voyage Name').fill('');
  await voyages.field('Voyage Name').press('Enter');
  await expect(signedIn.toast('Voyage name is required.')).toBeVisible();
});

test('headers sort in the order they are clicked', async ({ page, api, voyages }) => {
  const prefix = uniqueName('SORT');
  await createVoyages(api, [
    { Name: `${prefix}-B`, Description: 'Paradip' },
    { Name: `${prefix}-A`, Description: 'Paradip' },
    { Name: `${prefix}-C`, Description: 'Haldia' },
  ]);
  await page.reload();
  await voyages.search().fill(prefix);

  await voyages.sortBy('Description');
  await voyages.sortBy('Voyage Name');
  // The table re-renders after the click; poll until it shows the new order.
  await expect
    .poll(() => voyages.firstColumn())
    .toEqual([`${prefix}-C`, `${prefix}-A`, `${prefix}-B`]);

  await voyages.sortBy('Voyage Name');
  await expect
    .poll(() => voyages.firstColumn())
    .toEqual([`${prefix}-C`, `${prefix}-B`, `${prefix}-A`]);
  await expect(page).toHaveURL(/sort=Description\.asc%2CName\.desc|sort=Description.asc,Name.desc/);
});

test('a header clicked twice quickly sorts descending, as two slow clicks do', async ({
  page,
  api,
  voyages,
}) => {
  const prefix = uniqueName('DBL');
  await createVoyages(api, [{ Name: `${prefix}-A` }, { Name: `${prefix}-B` }]);
  await page.reload();
  await voyages.search().fill(prefix);
  await voyages.expectRows(2);
  // Both clicks land before the table shows the first.
  await page.getByRole('button', { name: 'Sort by Voyage Name' }).dblclick();
  await expect.poll(() => voyages.firstColumn()).toEqual([`${prefix}-B`, `${prefix}-A`]);
  await expect(page.getByRole('button', { name: 'Sort by Voyage Name' })).toHaveAttribute(
    'data-sort',
    'desc',
  );
});

test('rows page by 10, 20 or 30 and searching goes back to page 1', async ({
  page,
  api,
  voyages,
}) => {
  const prefix = uniqueName('PAGE');
  await createVoyages(
    api,
    Array.from({ length: 25 }, (_, i) => ({ Name: `${prefix}-${String(i + 1).padStart(2, '0')}` })),
  );
  await page.reload();
  await voyages.search().fill(prefix);
  await voyages.sortBy('Voyage Name');
  await voyages.expectRows(10);
  await expect(page.getByText('1–10 of 25')).toBeVisible();

  await page.getByRole('button', { name: 'Page 3' }).click();
  await voyages.expectRows(5);
  expect(await voyages.firstColumn()).toEqual(
    Array.from({ length: 5 }, (_, i) => `${prefix}-${21 + i}`),
  );

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('11–20 of 25')).toBeVisible();
  await shot(page, 'voyage-list-page-2');

  await page.getByLabel('Rows per page').getByText('20', { exact: true }).click();
  await expect(page.getByText('1–20 of 25')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('21–25 of 25')).toBeVisible();

  await voyages.search().fill(`${prefix}-1`);
  await expect(page.getByText('1–10 of 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('Export to CSV saves the filtered rows in the order shown', async ({ page, api, voyages }) => {
  const prefix = uniqueName('CSV');
  await createVoyages(api, [
    { Name: `${prefix}-1`, Description: 'Haldia, berth 2' },
    { Name: `${prefix}-2`, Description: 'Says "fast"' },
    { Name: `${prefix}-3` },
  ]);
  await page.reload();
  await voyages.search().fill(prefix);
  await voyages.sortBy('Voyage Name');
  await voyages.sortBy('Voyage Name');

  const download = page.waitForEvent('download');
  await voyages.exportAs('CSV');
  const file = await download;
  expect(file.suggestedFilename()).toBe('voyages.csv');
  const text = await readFile(await file.path(), 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toMatch(
    /^\uFEFFVoyage Name,Description,Created,Created By,Modified,Modified By$/,
  );
  expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual([
    `${prefix}-3`,
    `${prefix}-2`,
    `${prefix}-1`,
  ]);
  expect(lines[2]).toContain('"Says ""fast"""');
  expect(lines[3]).toContain('"Haldia, berth 2"');
  expect(lines).toHaveLength(5);
  // Who made each row, by name as the admin's audit columns show it, not by id.
  const made = (await api.call(endpoints.voyage.list, {})).find((v) => v.Name === `${prefix}-3`);
  expect(made?.created_by_name).toBeTruthy();
  expect(lines[1]?.split(',')[3]).toBe(made?.created_by_name);
});

test('exporting an empty result says there is nothing to export', async ({ voyages, signedIn }) => {
  await voyages.search().fill(uniqueName('NOTHING'));
  await voyages.exportAs('CSV');
  await expect(signedIn.toast('No data available to export')).toBeVisible();
});

test('an edit over a voyage changed meanwhile is shown the change and saved after a reload', async ({
  page,
  api,
  voyages,
  signedIn,
}) => {
  const name = uniqueName('BOTH');
  const voyage = await api.call(endpoints.voyage.create, {
    body: { Name: name, Description: 'Kolkata import call' },
  });
  await page.reload();
  await voyages.search().fill(name);
  await voyages
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await voyages.field('Description').fill('Haldia export call');
  // Another desk saves the voyage while this row is open.
  await api.call(endpoints.voyage.update, {
    params: { Voyageid: voyage.Voyageid },
    body: { Name: `${name}-B`, Description: 'Kolkata import call' },
  });
  await voyages.field('Description').press('Enter');
  const conflict = page.getByRole('dialog', { name: 'Changed since you opened it' });
  await expect(conflict).toContainText('after you opened it.');
  await expect(
    conflict.getByRole('table', { name: 'Fields changed meanwhile' }).getByRole('row', {
      name: /Voyage Name/,
    }),
  ).toContainText(`${name}-B`);
  await conflict.getByRole('button', { name: 'Reload, keeping my changes' }).click();
  await expect(voyages.field('Voyage Name')).toHaveValue(`${name}-B`);
  await expect(voyages.field('Description')).toHaveValue('Haldia export call');
  await voyages.field('Description').press('Enter');
  await expect(signedIn.toast(messages.updated)).toBeVisible();
  await voyages.search().fill(`${name}-B`);
  await expect(voyages.row(`${name}-B`)).toContainText('Haldia export call');
});
