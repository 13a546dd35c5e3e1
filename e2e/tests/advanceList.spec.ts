import {
  ADVANCE_LIST_MESSAGES,
  advanceListLayout,
  api as endpoints,
  INSPECTION_MESSAGES,
  transactionLayout,
  UPLOAD_MESSAGES,
} from '@quaybook/contract';
import { vcnDetail } from '@quaybook/domain';
import { createVesselCall } from '../support/advanceLists';
import { expect, test } from '../support/fixtures';
import { EntryPage, firstActiveCodes } from '../support/inspections';
import { choose, containerNumber } from '../support/masterData';
import { shot } from '../support/screenshots';
import { chooseCall, downloadedRows, downloadOf, workbookFile } from '../support/uploads';

// A vessel call worked from its advance list: the list uploaded with a mistyped ISO code,
// paged, searched and jumped through on the server with its state in the URL, containers
// recorded from the list one after another (a damage with its line), and those left downloaded
// as pending.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1366, height: 850 } });

test('a surveyor works a vessel call from its advance list', async ({ page, api, shell }) => {
  const listed = await createVesselCall(api);
  const containers = [containerNumber(), containerNumber(), containerNumber()];
  const [first, second, third] = [...containers].sort() as [string, string, string];
  const mistyped = containerNumber();
  // Enough more to fill a second page of 50; their owner code sorts them after the three.
  const fillers = Array.from({ length: 53 }, () => containerNumber('ZZZ')).sort();
  const last = fillers.at(-1) as string;
  const entry = new EntryPage(page);

  // Upload Content: the list with one mistyped ISO code; Save keeps the other three.
  await page.goto('/upload');
  await chooseCall(page, listed, ['Party', 'Location', 'Vessel', 'Voyage']);
  await choose(page, entry.choice('Upload Type'), 'Advance Upload');
  await page.locator('input[type="file"]').setInputFiles(
    await workbookFile(
      'advance.xlsx',
      advanceListLayout.map((column) => column.title),
      [mistyped, ...containers, ...fillers].map((number) => [
        number,
        20,
        number === mistyped ? '22GI' : '22G1',
        2200,
        24000,
        listed.movement.Name,
        '',
      ]),
    ),
  );
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByTestId('count-skipped')).toHaveText('Skipped 1');
  await expect(page.getByRole('row', { name: new RegExp(mistyped) })).toContainText(
    'ISO code 22GI is not a known ISO code.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(UPLOAD_MESSAGES.saved(56));

  const codes = await firstActiveCodes(api);
  const table = page.getByRole('table', { name: 'Advance containers' });
  const row = (number: string) => table.locator(`tr[data-row="${number}"]`);

  await page.goto('/transactionuser');
  await expect(page.getByRole('heading', { name: 'Advanced Container List' })).toBeVisible();
  await choose(page, entry.choice('Location'), listed.location.Name);
  await choose(page, entry.choice('VCN'), vcnDetail(listed.vcn.vcnName, listed.vcn.VesselName));
  // Nothing is listed for the call's export voyage yet.
  await choose(page, entry.choice('Movement Type'), 'Export');
  await expect(shell.toast(ADVANCE_LIST_MESSAGES.noData)).toBeVisible();
  await choose(page, entry.choice('Movement Type'), 'Import');

  // The call's containers, by number, none inspected yet: the first page of 50 of them.
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(table.locator('tbody tr').first()).toContainText(first);
  await expect(row(first)).toContainText(listed.movement.Name);
  await expect(row(first)).toContainText('Pending');
  await expect(page.getByText('56 containers · 0 inspected · 56 pending')).toBeVisible();
  await expect(page.getByText('1–50 of 56')).toBeVisible();
  await shot(page, 'advance-list');

  // The server searches the whole list by part of a number; the URL keeps the search.
  await page.getByRole('textbox', { name: 'Search' }).fill(second.slice(4, 10));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`q=${second.slice(4, 10)}`));
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(50);

  // A number on another page and Enter: the server answers the page holding it, which opens
  // with its row; reload shows the same page with the container found.
  const number = page.getByRole('textbox', { name: 'Container No' });
  await number.fill(last);
  await number.press('Enter');
  await expect(page).toHaveURL(new RegExp(`page=2.*found=${last}|found=${last}.*page=2`));
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('radio', { name: 'Sound' })).toBeFocused();
  await shot(page, 'advance-list-found');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(row(last)).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(table.locator('tbody tr').first()).toContainText(first);

  // A number and Enter opens its row; Space ticks Sound, Enter saves.
  await number.fill(second.toLowerCase());
  await number.press('Enter');
  await expect(page.getByRole('radio', { name: 'Sound' })).toBeFocused();
  await expect(entry.field('Insp. Date')).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  // Saving before Sound or Damage is chosen says so.
  await page.keyboard.press('Enter');
  await expect(shell.toast(ADVANCE_LIST_MESSAGES.selectCondition)).toBeVisible();
  await page.getByRole('radio', { name: 'Sound' }).focus();
  await page.keyboard.press('Space');
  // Tab moves on from the row as Sound left it: wait for the tick before moving.
  await expect(page.getByRole('radio', { name: 'Sound' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(entry.field('Seal No')).toBeFocused();
  await page.keyboard.type('sl4711');
  await shot(page, 'advance-list-open');
  await page.keyboard.press('Enter');
  await expect(shell.toast(INSPECTION_MESSAGES.created)).toBeVisible();
  await expect(row(second)).toContainText('Sound');
  await expect(row(second)).toContainText('SL4711');
  await expect(row(second)).toContainText('Yes');
  // Ready for the next number.
  await expect(number).toBeFocused();

  // Damage opens the Damage Details overlay; Done saves the entry with its line.
  await number.fill(third);
  await number.press('Enter');
  await page.getByRole('radio', { name: 'Damage' }).click();
  const overlay = entry.damageDetails(third);
  await expect(overlay).toBeVisible();
  await expect(entry.choice('EXT/INT', overlay)).toBeFocused();
  await choose(page, entry.choice('Position', overlay), 'Front');
  await choose(
    page,
    entry.choice('Component', overlay),
    `${codes.component.shortName} - ${codes.component.description}`,
  );
  await choose(
    page,
    entry.choice('Damage', overlay),
    `${codes.damage.shortName} - ${codes.damage.description}`,
  );
  await choose(
    page,
    entry.choice('Repair', overlay),
    `${codes.repair.shortName} - ${codes.repair.description}`,
  );
  await entry.field('Length (cm)', overlay).fill('12');
  await entry.field('Breadth (cm)', overlay).fill('5');
  await overlay.getByRole('button', { name: 'Add Line' }).click();
  await overlay.getByRole('button', { name: 'Done (1)' }).click();
  await expect(shell.toast(INSPECTION_MESSAGES.damageAdded)).toBeVisible();
  await expect(row(third)).toContainText('Damage');
  await expect(row(third)).toContainText('Yes');

  // A recorded row opens with what was recorded, and saving changes that inspection.
  await page.getByRole('button', { name: `Edit ${second}` }).click();
  await expect(page.getByRole('radio', { name: 'Sound' })).toBeChecked();
  await expect(entry.field('Seal No')).toHaveValue('SL4711');
  await entry.field('Seal No').fill('SL4712');
  await entry.field('Seal No').press('Enter');
  await expect(shell.toast(INSPECTION_MESSAGES.updated)).toBeVisible();
  await expect(row(second)).toContainText('SL4712');

  // The first row's ISO is corrected on its own: the row shows the new size and type.
  await page.getByRole('button', { name: `Edit ${first}` }).click();
  await choose(page, entry.choice('ISO'), '45G1');
  await page.getByRole('button', { name: 'Correct ISO' }).click();
  await expect(shell.toast(INSPECTION_MESSAGES.updated).last()).toBeVisible();
  await expect(row(first)).toContainText('40 45G1');
  await page.keyboard.press('Escape');
  await expect(row(first)).toContainText('Pending');
  await shot(page, 'advance-list-worked');

  const rows = await api.call(endpoints.advanceContainerList.list, {
    params: { vcnID: listed.vcn.vcnID },
    query: { movetype: 'I' },
  });
  expect(rows).toHaveLength(56);
  const worked = rows.filter((found) => containers.includes(found.contnumber));
  expect(worked.map((found) => [found.contnumber, found.damage, found.iso])).toEqual([
    [first, null, '45G1'],
    [second, 'sound', '22G1'],
    [third, 'damage', '22G1'],
  ]);

  // Pending Inspection downloads the containers of the list not inspected yet.
  await page.goto('/pendingtransaction');
  await chooseCall(page, listed, ['Party', 'Vessel', 'Voyage', 'Movement Type', 'Location']);
  const pending = await downloadedRows(
    await downloadOf(page, () => page.getByRole('button', { name: 'Show Result' }).click()),
  );
  expect(pending[0]).toEqual(transactionLayout.map((column) => column.title));
  expect(
    pending
      .slice(1)
      .map((cells) => cells[0])
      .sort(),
  ).toEqual([first, ...fillers]);
});
