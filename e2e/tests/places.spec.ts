import { declared, entities } from '@quaybook/contract';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { cellOf, createMovement } from '../support/partiesData';
import { shot } from '../support/screenshots';
import { companyAdminElsewhere } from '../support/users';

const DUPLICATE_LOCATION = declared(entities.location.unique?.message);

test('the group administrator adds a location in the inline row; a taken name is flagged as it is typed', async ({
  page,
  signedIn,
}) => {
  await signedIn.openFromMenu('Master', 'Location');
  const locations = new ListPage(page, 'Location');
  const name = uniqueName('Sonai Yard ');

  await locations.addButton().click();
  await expect(locations.addButton()).toBeDisabled();
  // Haldia is one of the three seeded docks.
  await locations.field('Location Name').fill('hALDIA');
  await expect(page.getByText(DUPLICATE_LOCATION)).toBeVisible();
  await locations.field('Location Name').press('Enter');
  await expect(signedIn.toast('Please fix the errors before saving.')).toBeVisible();

  await locations.field('Location Name').fill(name);
  await expect(page.getByText(DUPLICATE_LOCATION)).toBeHidden();
  await locations.field('Short Name').fill('SNY');
  await choose(page, locations.table().getByRole('combobox', { name: 'Kind' }), 'Yard');
  await locations.table().getByRole('checkbox', { name: 'Is Yard' }).check();
  await locations.field('Location Code').fill('inccu1');
  await locations.field('IGM Code').fill('INCCU1SNY');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(entities.location.messages.created)).toBeVisible();

  await locations.search().fill(name);
  await locations.expectRows(1);
  await expect(await cellOf(locations, name, 'Kind')).toHaveText('Yard');
  await expect(await cellOf(locations, name, 'Is Yard')).toHaveText('Yes');
  await expect(await cellOf(locations, name, 'Location Code')).toHaveText('INCCU1');
  await expect(await cellOf(locations, name, 'IGM Code')).toHaveText('INCCU1SNY');
});

test('a user ticks a movement’s inspection flags in its row and they stay ticked after a reload', async ({
  page,
  api,
  signedIn,
}) => {
  const name = uniqueName('Rake Loading ');
  await createMovement(api, { Name: name, iboxcode: 'RL', movefor: 'E' });
  await signedIn.openFromMenu('Master', 'Movement');
  // The movement list is cached for a while; a reload shows the movement just arranged.
  await page.reload();
  const movements = new ListPage(page, 'Movement');
  await movements.search().fill(name);
  await expect(await cellOf(movements, name, 'Gross Wt')).toHaveText('No');
  await expect(await cellOf(movements, name, 'CFS')).toHaveText('No');

  await movements.row(name).dblclick();
  await movements.table().getByRole('checkbox', { name: 'Gross Wt' }).check();
  await movements.table().getByRole('checkbox', { name: 'CFS', exact: true }).check();
  await movements.table().getByRole('checkbox', { name: 'Tran Mode' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(entities.movement.messages.updated)).toBeVisible();

  await page.reload();
  await expect(movements.search()).toHaveValue(name);
  await expect(await cellOf(movements, name, 'Gross Wt')).toHaveText('Yes');
  await expect(await cellOf(movements, name, 'CFS')).toHaveText('Yes');
  await expect(await cellOf(movements, name, 'Tran Mode')).toHaveText('Yes');
  await expect(await cellOf(movements, name, 'Ports')).toHaveText('No');
  await expect(await cellOf(movements, name, 'Move For')).toHaveText('Export');

  // Unticking in the row saves too.
  await movements
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await expect(movements.table().getByRole('checkbox', { name: 'CFS', exact: true })).toBeChecked();
  await movements.table().getByRole('checkbox', { name: 'CFS', exact: true }).uncheck();
  await movements.table().getByRole('checkbox', { name: 'CFS', exact: true }).press('Enter');
  await expect(signedIn.toast(entities.movement.messages.updated)).toBeVisible();
  await page.reload();
  await expect(await cellOf(movements, name, 'CFS')).toHaveText('No');
  await expect(await cellOf(movements, name, 'Gross Wt')).toHaveText('Yes');
});

test('a company administrator sees the shared locations, ports and codes but cannot add or edit them', async ({
  api,
  browser,
  baseURL,
}) => {
  // Every company's EDI, OVA files and screens read these rows: only the group administrator
  // (the first admin, whom the other journeys sign in as) changes them.
  const { page } = await companyAdminElsewhere(api, browser, baseURL);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [route, title, entity, seeded] of [
    ['/location', 'Location List', 'Location', 'Haldia'],
    ['/port', 'Port List', 'Port', 'INHAL'],
    ['/damagelist', 'Damage List', 'Damage', 'Active'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: seeded }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${entity}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  }
  await shot(page, 'damage-list-company-admin');
  await page.context().close();
});
