import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { containerNumber, createContainers } from '../support/masterData';
import { ListPage } from '../support/pages';

// The container list asks the server for the page shown, searched and sorted there.

/** Three letters for owner codes no other journey uses, so a search finds only these. */
const ownerCode = () =>
  `Q${Array.from({ length: 2 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

test.beforeEach(async ({ signedIn }) => {
  await signedIn.openFromMenu('Master', 'Container');
});

test('the server pages the searched containers and sorts weights as numbers', async ({
  page,
  api,
}) => {
  const containers = new ListPage(page, 'Container');
  const owner = ownerCode();
  const numbers = Array.from({ length: 12 }, () => containerNumber(owner));
  await createContainers(
    api,
    numbers.map((contnumber, i) => ({ contnumber, contsize: 20, isotarewt: 1000 * (i + 1) })),
  );
  await page.reload();

  await containers.search().fill(`${owner}U`);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await containers.expectRows(2);

  await containers.sortBy('ISO Tare Weight');
  await containers.sortBy('ISO Tare Weight');
  await expect(page).toHaveURL(/sort=isotarewt\.desc/);
  // The page stays while the order changes: page 2 now holds the two lightest.
  await expect.poll(() => containers.firstColumn()).toEqual([numbers[1], numbers[0]]);
  await page.getByRole('button', { name: 'Page 1' }).click();
  // 12000 kg first: as numbers, not as text ('9000' would lead).
  await expect
    .poll(async () => (await containers.firstColumn()).slice(0, 3))
    .toEqual([numbers[11], numbers[10], numbers[9]]);
});

test('the export holds every container found, in the order shown, from the server', async ({
  page,
  api,
}) => {
  const containers = new ListPage(page, 'Container');
  const owner = ownerCode();
  const [light, heavy, middle] = [
    containerNumber(owner),
    containerNumber(owner),
    containerNumber(owner),
  ];
  await createContainers(api, [
    { contnumber: light, contsize: 20, isotarewt: 2200 },
    { contnumber: heavy, contsize: 40, isotarewt: 10000 },
    { contnumber: middle, contsize: 20, isotarewt: 3900 },
  ]);
  await page.reload();
  await containers.search().fill(`${owner}U`);
  await containers.sortBy('ISO Tare Weight');
  await expect.poll(() => containers.firstColumn()).toEqual([light, middle, heavy]);

  const download = page.waitForEvent('download');
  await containers.exportAs('CSV');
  const file = await download;
  expect(file.suggestedFilename()).toBe('containers.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([light, middle, heavy]);
});
