import type { Page } from '@playwright/test';
import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { Condition, formatDate } from '@quaybook/domain';
import { expect, test } from '../support/fixtures';
import {
  createInspectionWorld,
  damageLine,
  type InspectionPlan,
  type InspectionWorld,
  plansOf,
} from '../support/inspectionData';
import { choose } from '../support/masterData';
import { ModalForm } from '../support/modalForm';
import { ListPage } from '../support/pages';
import { createUser, signInElsewhere } from '../support/users';

// A clerk finds a party's inspections, moves three of them to another yard at once, corrects a
// seal and deletes a mistaken one.

const rows = (page: Page) => new ListPage(page, 'Inspection');
/** A filter's select, or a typed filter (dates, container numbers). */
const choice = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).first();
const filter = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).first();

/** Chooses the party, vessel and voyage of the world's call, as typed, and shows the result. */
async function showCall(page: Page, world: InspectionWorld) {
  await page.goto('/transactionmanagment');
  await expect(page.getByRole('heading', { name: 'View Inspection' })).toBeVisible();
  await choose(page, choice(page, 'Party'), world.party.short_name);
  await choose(page, choice(page, 'Vessel'), world.vessel.Name);
  await choose(page, choice(page, 'Voyage'), world.voyage.Name);
  await page.getByRole('button', { name: 'Show Result' }).click();
}

test('asks for a call, containers or dates before it looks', async ({ page }) => {
  await page.goto('/transactionmanagment');
  await filter(page, 'From Date').fill('01/11/2026');
  await page.getByRole('button', { name: 'Show Result' }).click();
  await expect(page.getByText(INSPECTION_MESSAGES.filterNeeded)).toBeVisible();
  await filter(page, 'To Date').fill('31/02/2026');
  await filter(page, 'To Date').blur();
  await expect(page.getByText(INSPECTION_MESSAGES.invalidToDate).first()).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
});

test('lists a party’s inspections, updates three at once, edits one and deletes one', async ({
  page,
  api,
}) => {
  const world = await createInspectionWorld(api, plansOf(4));
  const [first, second, third, fourth] = world.inspections.map((row) => row.contnumber) as [
    string,
    string,
    string,
    string,
  ];
  await showCall(page, world);
  const list = rows(page);
  await list.expectRows(4);
  for (const number of [first, second, third, fourth])
    await expect(list.row(number)).toContainText(world.place.Name);
  // An administrator sees who recorded each row.
  await expect(page.getByRole('columnheader', { name: 'Created / Modified' })).toBeVisible();
  // Sizes 20, 20, 40, 20: the foot counts every row found.
  await expect(page.getByText('20 ft').locator('..')).toHaveText(/20 ft\s*3/);
  await expect(page.getByText('40 ft').locator('..')).toHaveText(/40 ft\s*1/);

  // Bulk update: three ticked, a new place chosen; only those three move.
  const bar = page.getByRole('region', { name: 'Bulk update' });
  await bar.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(INSPECTION_MESSAGES.selectInspection)).toBeVisible();
  for (const number of [first, second, third])
    await page.getByRole('checkbox', { name: `Select ${number}` }).check();
  await bar.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(INSPECTION_MESSAGES.selectChange)).toBeVisible();
  await choose(
    page,
    bar.getByRole('combobox', { name: 'Location', exact: true }),
    world.otherPlace.Name,
  );
  await bar.getByRole('button', { name: 'Update', exact: true }).click();
  // Nothing changes until the person confirms what and how many.
  const confirm = page.getByRole('dialog', { name: 'Bulk update' });
  await expect(confirm).toContainText('Change location of 3 inspections?');
  await confirm.getByRole('button', { name: 'Yes, change them' }).click();
  await expect(
    page.getByText(`${INSPECTION_MESSAGES.updated}: 3 inspections changed`),
  ).toBeVisible();
  for (const number of [first, second, third])
    await expect(list.row(number)).toContainText(world.otherPlace.Name);
  await expect(list.row(fourth)).toContainText(world.place.Name);
  await expect(list.row(fourth)).not.toContainText(world.otherPlace.Name);

  // Edit: the form starts from the record; a blank tare weight is refused under its field.
  await page.getByRole('button', { name: `Edit ${fourth}` }).click();
  const form = new ModalForm(page, 'Container Inspection Report');
  await expect(form.field('Inspection Date')).toHaveValue(
    formatDate(world.inspections[3]?.inspdate),
  );
  await expect(form.field('Seal No')).toHaveValue('SL-4');
  await form.field('Tare Weight').fill('');
  await form.dialog().getByRole('button', { name: 'Update', exact: true }).click();
  await expect(form.dialog().getByText('Tare weight is required.')).toBeVisible();
  await form.field('Tare Weight').fill('2250');
  await form.field('Seal No').fill('SL-4A');
  await form.dialog().getByRole('button', { name: 'Update', exact: true }).click();
  await expect(form.dialog()).toBeHidden();
  await expect(page.getByText(INSPECTION_MESSAGES.updated, { exact: true })).toBeVisible();
  await expect(list.row(fourth)).toContainText('SL-4A');

  // Delete: the question names the container, movement and date; Yes removes it.
  await page.getByRole('button', { name: `Delete ${second}` }).click();
  const question = page.getByRole('dialog', { name: 'Delete Inspection' });
  const facts = question.getByRole('table', { name: 'Inspection to delete' });
  await expect(facts.getByRole('row', { name: /Container/ })).toContainText(second);
  await expect(facts.getByRole('row', { name: /Movement/ })).toContainText(world.movement.Name);
  await expect(facts.getByRole('row', { name: /Date/ })).toContainText(
    `${formatDate(world.inspections[1]?.inspdate)} 09:30`,
  );
  await question.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(INSPECTION_MESSAGES.deleted)).toBeVisible();
  await expect(list.row(second)).toHaveCount(0);
  await list.expectRows(3);
});

test('copies a name, opens a damaged inspection’s lines and exports every row found', async ({
  page,
  api,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [sound, damaged] = plansOf(2) as [InspectionPlan, InspectionPlan];
  const world = await createInspectionWorld(api, [
    sound,
    { ...damaged, condition: Condition.damage, damages: [await damageLine(api)] },
  ]);
  await showCall(page, world);
  await rows(page).expectRows(2);
  await rows(page)
    .row(world.inspections[0]?.contnumber ?? '')
    .getByRole('button', { name: new RegExp(world.place.Name) })
    .click();
  await expect(page.getByText(INSPECTION_MESSAGES.copied(world.place.Name))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(world.place.Name);

  // Only the damaged inspection lists damage lines.
  await expect(page.getByRole('button', { name: `Damages of ${sound.contnumber}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Damages of ${damaged.contnumber}` }).click();
  const damages = page.getByRole('dialog', { name: `Damage List: ${damaged.contnumber}` });
  await expect(damages.locator('tbody tr')).toHaveCount(1);
  await expect(damages.locator('tbody tr')).toContainText('30 × 12');
  // Changing a recorded line is an update, and the toast says so.
  await damages.getByRole('button', { name: /^Edit/ }).click();
  await damages.getByLabel('Length (cm)').fill('31');
  await damages.getByRole('button', { name: 'Update Line' }).click();
  await expect(page.getByText(INSPECTION_MESSAGES.damageUpdated)).toBeVisible();
  await expect(damages.locator('tbody tr')).toContainText('31 × 12');
  await page.keyboard.press('Escape');
  await expect(damages).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('transactions.csv');
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  for (const row of world.inspections) expect(csv).toContain(row.contnumber);
});

test('ticks every row found on every page for one update, and shows the audit to admins only', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const world = await createInspectionWorld(api, plansOf(12));
  await showCall(page, world);
  const list = rows(page);
  await list.expectRows(10);
  await page.getByRole('checkbox', { name: 'Select all shown rows' }).check();
  await expect(page.getByText('All 10 rows on this page are ticked.')).toBeVisible();
  await page.getByRole('button', { name: 'Tick all 12 rows found' }).click();
  await expect(page.getByText('All 12 rows found are ticked.')).toBeVisible();
  await expect(page.getByText('12 selected')).toBeVisible();
  const bar = page.getByRole('region', { name: 'Bulk update' });
  await bar.getByRole('checkbox', { name: 'Resend OVA' }).check();
  await bar.getByRole('button', { name: 'Update', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Bulk update' });
  await expect(confirm).toContainText('Resend OVA of 12 inspections?');
  await confirm.getByRole('button', { name: 'Yes, change them' }).click();
  await expect(
    page.getByText(`${INSPECTION_MESSAGES.updated}: 12 inspections changed`),
  ).toBeVisible();
  await expect(page.getByText('0 selected')).toBeVisible();

  // A user (role 1) at another desk opens the same rows without the audit column.
  const user = await createUser(api);
  const desk = await signInElsewhere(browser, baseURL, user.username, user.password);
  await expect(desk.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await desk.goto(page.url());
  await expect(desk.locator('tbody tr')).toHaveCount(10);
  await expect(desk.getByRole('columnheader', { name: 'Container' })).toBeVisible();
  await expect(desk.getByRole('columnheader', { name: 'Created / Modified' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Created / Modified' })).toBeVisible();

  // Cancel empties the filters and the rows with them.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(choice(page, 'Party')).toHaveValue('');
});

test('two people edit one inspection: the second is shown the first one’s seal and keeps their note', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  // Two browsers, each signing in and finding the call: twice a person's work.
  test.setTimeout(60_000);
  const world = await createInspectionWorld(api, plansOf(1));
  const [number] = world.inspections.map((row) => row.contnumber) as [string];
  const clerk = await createUser(api);
  const other = await signInElsewhere(browser, baseURL, clerk.username, clerk.password);
  // Both open the same record's form.
  for (const desk of [page, other]) {
    await showCall(desk, world);
    await desk.getByRole('button', { name: `Edit ${number}` }).click();
    await expect(new ModalForm(desk, 'Container Inspection Report').field('Seal No')).toHaveValue(
      'SL-1',
    );
  }
  const first = new ModalForm(page, 'Container Inspection Report');
  await first.field('Seal No').fill('SEAL-TAB-A');
  await first.dialog().getByRole('button', { name: 'Update', exact: true }).click();
  await expect(first.dialog()).toBeHidden();

  // The second person's form is now stale: their save is refused and they are shown the seal.
  const second = new ModalForm(other, 'Container Inspection Report');
  await second.field('Note').fill('Door gasket torn');
  await second.dialog().getByRole('button', { name: 'Update', exact: true }).click();
  const conflict = other.getByRole('dialog', { name: 'Changed since you opened it' });
  await expect(conflict).toContainText(
    /This record was changed by .+ at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} after you opened it\./,
  );
  const changes = conflict.getByRole('table', { name: 'Fields changed meanwhile' });
  await expect(changes.getByRole('row', { name: /Seal No/ })).toContainText('SL-1');
  await expect(changes.getByRole('row', { name: /Seal No/ })).toContainText('SEAL-TAB-A');
  await expect(changes.getByRole('row')).toHaveCount(2);
  if (process.env.SHOTS) await other.screenshot({ path: `${process.env.SHOTS}/edit-conflict.png` });
  await conflict.getByRole('button', { name: 'Reload, keeping my changes' }).click();
  await expect(conflict).toBeHidden();
  await expect(second.field('Seal No')).toHaveValue('SEAL-TAB-A');
  await expect(second.field('Note')).toHaveValue('Door gasket torn');
  await second.dialog().getByRole('button', { name: 'Update', exact: true }).click();
  await expect(second.dialog()).toBeHidden();
  await expect(other.getByText(INSPECTION_MESSAGES.updated, { exact: true })).toBeVisible();
  // Both changes stand.
  await page.reload();
  await showCall(page, world);
  await page.getByRole('button', { name: `Edit ${number}` }).click();
  await expect(first.field('Seal No')).toHaveValue('SEAL-TAB-A');
  await expect(first.field('Note')).toHaveValue('Door gasket torn');
  await other.context().close();
});
