import { declared, entities } from '@quaybook/contract';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { activeDamageCodes, cellOf, createDamageCode } from '../support/partiesData';

const DUPLICATE = declared(entities.damage.unique?.message);

test('a damage code marked Inactive stays in the Damage List but leaves the active damage codes', async ({
  page,
  api,
  signedIn,
}) => {
  const description = uniqueName('Scraped ');
  const shortName = `Z${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await createDamageCode(api, { description, shortName });
  await signedIn.openFromMenu('Master', 'Damage List');
  expect(await activeDamageCodes(api)).toContain(shortName);

  const damages = new ListPage(page, 'Damage');
  await damages.search().fill(description);
  await expect(await cellOf(damages, description, 'Status')).toHaveText('Active');
  await damages
    .row(description)
    .getByRole('button', { name: `Edit ${description}` })
    .click();
  await choose(page, damages.table().getByRole('combobox', { name: 'Status' }), 'Inactive');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(entities.damage.messages.updated)).toBeVisible();

  await page.reload();
  await damages.expectRows(1);
  await expect(await cellOf(damages, description, 'Short Name')).toHaveText(shortName);
  await expect(await cellOf(damages, description, 'Status')).toHaveText('Inactive');
  expect(await activeDamageCodes(api)).not.toContain(shortName);
});

test('a damage description already listed is flagged as it is typed', async ({
  page,
  signedIn,
}) => {
  await signedIn.openFromMenu('Master', 'Damage List');
  const damages = new ListPage(page, 'Damage');
  await damages.addButton().click();
  // Dent is a seeded CEDEX damage code.
  await damages.field('Description').fill('DENT');
  await expect(page.getByText(DUPLICATE)).toBeVisible();
  await damages.field('Description').fill('Dented twice');
  await expect(page.getByText(DUPLICATE)).toBeHidden();
});
