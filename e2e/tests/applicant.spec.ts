import { declared, entities, FORM_MESSAGES } from '@quaybook/contract';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose, createApplicant, taxIds } from '../support/masterData';
import { ListPage } from '../support/pages';

const { messages, unique } = entities.applicant;
const DUPLICATE = declared(unique?.message);

test.beforeEach(async ({ signedIn }) => {
  await signedIn.openFromMenu('Master', 'Applicant');
});

test('a user adds an applicant in the Add New Applicant overlay and sees it in the list', async ({
  page,
  signedIn,
}) => {
  const applicants = new ListPage(page, 'Applicant');
  const name = uniqueName('Hooghly Shipping ');
  const { pan, gstin } = taxIds('19');

  await applicants.addButton().click();
  const form = page.getByRole('dialog', { name: 'Add New Applicant' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Address').fill('12 Strand Road');
  await form.getByLabel('City').fill('Kolkata');
  await choose(page, form.getByLabel('State'), 'West Bengal');
  await form.getByLabel('PIN CODE').fill('700001');
  // A new applicant is in India unless told otherwise.
  await expect(form.getByLabel('Country')).toHaveValue('India');
  await form.getByLabel('PAN NO').fill(pan.toLowerCase());
  await form.getByLabel('GST NO').fill(gstin);
  await form.getByLabel('Phone').fill('033 2230 1234');
  await form.getByLabel('Email').fill('accounts@hooghly.example.in');
  await form.getByLabel('Website').fill('hooghly.example.in');
  await choose(page, form.getByLabel('Bank'), 'UCO Bank');
  await choose(page, form.getByLabel('Container is in bill'), 'Single Container no In Report');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(signedIn.toast(messages.created)).toBeVisible();
  await expect(form).toBeHidden();
  await applicants.search().fill(name);
  await expect(applicants.row(name)).toContainText('West Bengal');
  await expect(applicants.row(name)).toContainText('India');
  await expect(applicants.row(name)).toContainText(pan);
  await expect(applicants.row(name)).toContainText(gstin);
  await expect(applicants.row(name)).toContainText('accounts@hooghly.example.in');
});

test('a wrong GSTIN is explained in the overlay and nothing is saved', async ({ page }) => {
  const applicants = new ListPage(page, 'Applicant');
  const name = uniqueName('Haldia Agencies ');
  const { pan, gstin } = taxIds('27');
  const typo = `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`;

  await applicants.addButton().click();
  const form = page.getByRole('dialog', { name: 'Add New Applicant' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(page, form.getByLabel('State'), 'West Bengal');
  await form.getByLabel('PAN NO').fill(pan);
  await form.getByLabel('GST NO').fill(typo);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('GSTIN check character does not match: likely a typo.'),
  ).toBeVisible();

  await form.getByLabel('GST NO').fill(gstin);
  await expect(form.getByText('GSTIN state code does not match the selected state.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await applicants.search().fill(name);
  await expect(page.getByText('No rows match the search')).toBeVisible();
});

test('a double-clicked applicant row edits in place; Escape cancels and nothing is saved', async ({
  page,
  api,
  signedIn,
}) => {
  const applicants = new ListPage(page, 'Applicant');
  const name = uniqueName('Paradip Traders ');
  await createApplicant(api, { applicantname: name, city: 'Paradip', state_id: 21 });
  await page.reload();
  await applicants.search().fill(name);

  await applicants.row(name).dblclick();
  await expect(applicants.addButton()).toBeDisabled();
  await applicants.field('City').fill('Cuttack');
  await applicants.field('City').press('Escape');
  await expect(applicants.row(name)).toContainText('Paradip');
  await expect(applicants.row(name)).not.toContainText('Cuttack');
  await page.reload();
  await expect(applicants.row(name)).toContainText('Paradip');

  await applicants
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await applicants.field('City').fill('Bhubaneswar');
  await applicants.field('City').press('Enter');
  await expect(signedIn.toast(messages.updated)).toBeVisible();
  await page.reload();
  await expect(applicants.row(name)).toContainText('Bhubaneswar');
});

test('a second applicant of the same name is refused as it is typed', async ({
  page,
  api,
  signedIn,
}) => {
  const applicants = new ListPage(page, 'Applicant');
  const name = uniqueName('Budge Budge Lines ');
  await createApplicant(api, { applicantname: name });
  await page.reload();

  await applicants.addButton().click();
  const form = page.getByRole('dialog', { name: 'Add New Applicant' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name.toUpperCase());
  await expect(form.getByText(DUPLICATE)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(FORM_MESSAGES.fixErrors)).toBeVisible();
});
