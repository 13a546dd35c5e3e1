import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { declared, entities } from '@quaybook/contract';
import { MANUFACTURE_YEAR_MESSAGE, warningOfContainerNumber } from '@quaybook/domain';
import { expect, test } from '../support/fixtures';
import {
  choose,
  containerNumber,
  createContainers,
  withWrongCategory,
  withWrongCheckDigit,
} from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';

const run = promisify(execFile);
const { messages, unique } = entities.container;
const DUPLICATE = declared(unique?.message);
const LIKELY_TYPO = /likely a typo/;
const picker = (list: ListPage, name: string) =>
  list.table().getByRole('combobox', { name, exact: true });

test.beforeEach(async ({ signedIn }) => {
  await signedIn.openFromMenu('Master', 'Container');
});

test('choosing an ISO code fills type and size; a wrong check digit warns until corrected; saving creates the container', async ({
  page,
  signedIn,
}) => {
  const containers = new ListPage(page, 'Container');
  const number = containerNumber();

  await containers.addButton().click();
  await containers.field('Container Number').fill(withWrongCheckDigit(number).toLowerCase());
  await expect(containers.field('Container Number')).toHaveValue(withWrongCheckDigit(number));
  await expect(page.getByText(LIKELY_TYPO)).toBeVisible();
  await containers.field('Container Number').fill(number);
  await expect(page.getByText(LIKELY_TYPO)).toBeHidden();

  await choose(page, picker(containers, 'ISO Code'), '45G1');
  await expect(containers.field('Type')).toHaveValue("40' High Cube");
  await expect(picker(containers, 'Container Size')).toHaveValue('40');
  await expect(picker(containers, 'Construction')).toHaveValue('Steel');
  await expect(containers.field('ISO Tare Weight')).toHaveValue('0');
  await containers.field('ISO Tare Weight').fill('3900');
  await containers.field('ISO Gross Weight').fill('32500');
  await containers.field('Manufacture').fill('2019');
  await page.getByRole('checkbox', { name: 'SOC' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(signedIn.toast(messages.created)).toBeVisible();
  await containers.search().fill(number);
  const row = containers.row(number);
  for (const text of ['45G1', '40', "40' High Cube", 'Steel', '3900', '32500', '2019', 'Yes'])
    await expect(row).toContainText(text);
});

test('a year with a letter O and a negative gross weight are refused beside their fields, and nothing is saved', async ({
  page,
  signedIn,
}) => {
  const containers = new ListPage(page, 'Container');
  const number = containerNumber();
  const negative = 'ISO gross weight cannot be negative.';

  await containers.addButton().click();
  await containers.field('Container Number').fill(number);
  await choose(page, picker(containers, 'ISO Code'), '22G1');
  await containers.field('ISO Gross Weight').fill('-5');
  await containers.field('Manufacture').fill('2O3O');
  await containers.field('Manufacture').press('Tab');
  await expect(containers.table().getByText(negative)).toBeVisible();
  await expect(containers.table().getByText(MANUFACTURE_YEAR_MESSAGE)).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(containers.field('Manufacture')).toHaveValue('2O3O');
  await containers.field('ISO Gross Weight').fill('24000');
  await containers.field('Manufacture').fill('2020');
  await expect(containers.table().getByText(negative)).toBeHidden();
  await expect(containers.table().getByText(MANUFACTURE_YEAR_MESSAGE)).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(messages.created)).toBeVisible();
});

test('clearing the ISO code clears type and size', async ({ page }) => {
  const containers = new ListPage(page, 'Container');
  await containers.addButton().click();
  await choose(page, picker(containers, 'ISO Code'), '22G1');
  await expect(containers.field('Type')).toHaveValue("20' General Purpose");
  await expect(picker(containers, 'Container Size')).toHaveValue('20');
  // Mantine's clear button is for the mouse only (hidden from assistive tech), as a person uses it.
  await containers
    .table()
    .locator('td', { has: page.getByRole('combobox', { name: 'ISO Code' }) })
    .getByRole('button', { includeHidden: true })
    .click();
  await expect(picker(containers, 'ISO Code')).toHaveValue('');
  await expect(containers.field('Type')).toHaveValue('');
  await expect(picker(containers, 'Container Size')).toHaveValue('');
});

test('a number that is not 4 letters and 7 digits is refused with a clear message', async ({
  page,
  signedIn,
}) => {
  const containers = new ListPage(page, 'Container');
  await containers.addButton().click();
  await containers.field('Container Number').fill('MSCU12345');
  await choose(page, picker(containers, 'Container Size'), '20');
  await containers.field('Container Number').press('Enter');
  await expect(
    signedIn.toast('Container number must be 4 letters followed by 7 digits.'),
  ).toBeVisible();
  await expect(containers.field('Container Number')).toBeVisible();
});

test('a container edited in its row saves even with a warned check digit, and stays flagged', async ({
  page,
  api,
  signedIn,
}) => {
  const containers = new ListPage(page, 'Container');
  const number = containerNumber();
  const typo = withWrongCheckDigit(containerNumber());
  await createContainers(api, [{ contnumber: number, contsize: 20, iso_code: '22G1' }]);
  await page.reload();
  await containers.search().fill(number);

  await containers.row(number).dblclick();
  await containers.field('Container Number').fill(typo);
  await expect(page.getByText(LIKELY_TYPO)).toBeVisible();
  await containers.field('Container Number').press('Enter');
  await expect(signedIn.toast(messages.updated)).toBeVisible();
  await containers.search().fill(typo);
  const warning = warningOfContainerNumber(typo) as string;
  await expect(containers.row(typo)).toContainText('22G1');
  // The list says why the number is flagged, and so does the container's page.
  await expect(containers.row(typo)).toContainText(warning);
  await shot(page, 'container-list-number-warning');
  await containers.row(typo).getByRole('link', { name: typo }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Number is a likely typo' });
  await expect(alert).toContainText(warning);
  await shot(page, 'container-page-number-warning');
});

test('a fourth letter other than U, J or Z warns as a wrong check digit does', async ({
  page,
  signedIn,
}) => {
  const containers = new ListPage(page, 'Container');
  const category = withWrongCategory(containerNumber());
  await containers.addButton().click();
  await containers.field('Container Number').fill(category);
  await expect(page.getByText(warningOfContainerNumber(category) as string)).toBeVisible();
  await choose(page, picker(containers, 'ISO Code'), '22G1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(messages.created)).toBeVisible();
  await containers.search().fill(category);
  await expect(containers.row(category)).toContainText(/Fourth letter of .* should be U, J or Z/);
});

test('a container number already in the list is flagged, but not against the row itself', async ({
  page,
  api,
}) => {
  const containers = new ListPage(page, 'Container');
  const [first, second] = [containerNumber(), containerNumber()];
  await createContainers(api, [
    { contnumber: first, contsize: 20 },
    { contnumber: second, contsize: 40 },
  ]);
  await page.reload();
  await containers.search().fill(first);
  await containers.row(first).dblclick();
  await containers.field('Container Number').fill(first.toLowerCase());
  await expect(page.getByText(DUPLICATE)).toBeHidden();
  await containers.field('Container Number').fill(second);
  await expect(page.getByText(DUPLICATE)).toBeVisible();
});

test('the Search button finds a container on the server by part of its number', async ({
  page,
  api,
}) => {
  const containers = new ListPage(page, 'Container');
  const wanted = containerNumber('QBX');
  const other = containerNumber('QBY');
  await createContainers(api, [
    { contnumber: wanted, contsize: 20 },
    { contnumber: other, contsize: 40 },
  ]);
  await page.reload();

  await containers.search().fill(wanted.slice(2, 9));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/\d+ found on the server/)).toBeVisible();
  await expect(containers.row(wanted)).toBeVisible();
  await expect(containers.row(other)).toHaveCount(0);
});

test('containers export to containers.csv and containers.pdf', async ({ page, api }) => {
  const containers = new ListPage(page, 'Container');
  const number = containerNumber();
  await createContainers(api, [
    { contnumber: number, contsize: 40, iso_code: '42G1', TypeText: "40' General Purpose" },
  ]);
  await page.reload();
  await containers.search().fill(number);

  let download = page.waitForEvent('download');
  await containers.exportAs('CSV');
  let file = await download;
  expect(file.suggestedFilename()).toBe('containers.csv');
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toMatch(/^\uFEFFContainer Number,ISO Code,Container Size,Type,Construction/);
  expect(lines[1]).toMatch(new RegExp(`^${number},42G1,40,40' General Purpose,Steel,0,0,,No,`));

  download = page.waitForEvent('download');
  await containers.exportAs('PDF');
  file = await download;
  expect(file.suggestedFilename()).toBe('containers.pdf');
  // Read back as a person would see it: the list's title, its headings and the row exported.
  const { stdout: text } = await run('pdftotext', ['-layout', await file.path(), '-']);
  expect(text).toContain('Container List');
  // Headings keep their words together where the page has room.
  expect(text).toMatch(
    /Container Number\s+ISO Code\s+Container Size\s+Type\s+Construction\s+ISO Tare/,
  );
  // Long cells wrap onto a second line ("40' General / Purpose"); the row's first line holds the rest.
  expect(text).toMatch(
    new RegExp(`${number}\\s+42G1\\s+40\\s+40' General\\s+Steel\\s+0\\s+0\\s+No`),
  );
  expect(text).toMatch(/\b1 row\b/);
});
