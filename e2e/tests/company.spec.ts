import { entities } from '@quaybook/contract';
import { gstinCheckCharacter, PIN_MESSAGE } from '@quaybook/domain';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { taxIds } from '../support/masterData';
import { ModalForm } from '../support/modalForm';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';
import { companyAdminElsewhere, createUser, signInElsewhere } from '../support/users';

const WEST_BENGAL_GST_CODE = '19';

test('an admin adds a company with its PIN and edits its GSTIN in the same form', async ({
  page,
  signedIn,
}) => {
  const companies = new ListPage(page, 'Company');
  const name = uniqueName('Haldia Surveyors ');
  const { pan, gstin } = taxIds(WEST_BENGAL_GST_CODE);
  await signedIn.openFromMenu('Master', 'Company');

  await companies.addButton().click();
  const add = new ModalForm(page, 'Add Company');
  await add.fill({ 'Company Name': name, Address: '12 Dock Road', City: 'Haldia' });
  // The PIN the e-invoice's seller address needs: a typo is explained as it is typed.
  await add.fill({ PIN: '72160' });
  await add.field('PIN').press('Tab');
  await expect(add.dialog().getByText(PIN_MESSAGE)).toBeVisible();
  await add.fill({ PIN: '721 602' });
  await expect(add.dialog().getByText(PIN_MESSAGE)).toBeHidden();
  await add.choose('State', 'West Bengal');
  await add.fill({ PAN: pan, GSTIN: gstin, TAN: 'CALH12345B' });
  await shot(page, 'company-form-pin');
  await add.press('Save');
  await expect(signedIn.toast(entities.company.messages.created)).toBeVisible();
  await add.expectClosed();
  await companies.search().fill(name);
  await expect(companies.row(name)).toContainText(gstin);
  await expect(companies.row(name)).toContainText('721602');
  await shot(page, 'company-list-pin');

  // Another registration of the same PAN in the same state: entity number 2.
  const second = `${gstin.slice(0, 12)}2Z`;
  const newGstin = `${second}${gstinCheckCharacter(second)}`;
  await companies
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = new ModalForm(page, 'Edit Company');
  await expect(edit.input('GSTIN')).toHaveValue(gstin);
  await edit.input('GSTIN').fill(newGstin);
  await edit.press('Save');
  await expect(signedIn.toast(entities.company.messages.updated)).toBeVisible();
  await edit.expectClosed();
  await expect(companies.row(name)).toContainText(newGstin);
  await expect(companies.row(name)).toContainText('Haldia');
});

test('a PAN of the wrong shape is explained and nothing is saved', async ({ page, signedIn }) => {
  const companies = new ListPage(page, 'Company');
  const name = uniqueName('Paradip Marine ');
  await signedIn.openFromMenu('Master', 'Company');

  await companies.addButton().click();
  const add = new ModalForm(page, 'Add Company');
  await add.fill({ 'Company Name': name });
  await add.choose('State', 'West Bengal');
  await add.fill({ PAN: 'ABCDE1234' });
  await add.press('Save');
  const message = 'PAN must be 5 letters, 4 digits and a letter, like AAAPL1234C.';
  await expect(add.dialog().getByText(message)).toBeVisible();
  await expect(signedIn.toast(message)).toBeVisible();

  await add.press('Cancel');
  await add.expectClosed();
  await companies.search().fill(name);
  await expect(page.getByText('No rows match the search')).toBeVisible();
});

test('a user who is not an admin sees the companies but cannot add or edit them', async ({
  browser,
  baseURL,
  api,
}) => {
  const user = await createUser(api);
  const page = await signInElsewhere(browser, baseURL, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Company List' })).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: 'My Company' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Company' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.context().close();
});

test('a company administrator edits their own company only, and adds none', async ({
  browser,
  baseURL,
  api,
}) => {
  const { page, other } = await companyAdminElsewhere(api, browser, baseURL);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/company');
  const companies = new ListPage(page, 'Company');
  await expect(page.getByRole('heading', { name: 'Company List' })).toBeVisible();
  await expect(companies.addButton()).toHaveCount(0);
  await companies.search().fill(other.companyname);
  await expect(companies.row(other.companyname)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  await companies.search().fill('My Company');
  await companies.row('My Company').getByRole('button', { name: 'Edit My Company' }).click();
  // Saved as it is, so the company other journeys bill from stays as they expect it.
  const edit = new ModalForm(page, 'Edit Company');
  await expect(edit.input('Company Name')).toHaveValue('My Company');
  await shot(page, 'company-edit-company-admin');
  await edit.press('Save');
  await expect(page.getByText(entities.company.messages.updated).first()).toBeVisible();
  await edit.expectClosed();
  await page.context().close();
});
