import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { declared, api as endpoints, entities, FORM_MESSAGES } from '@quaybook/contract';
import { gstinMessage, PAN_MESSAGE, TAN_MESSAGE } from '@quaybook/domain';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose, createApplicant, taxIds } from '../support/masterData';
import { fieldRefusal } from '../support/messages';
import { ListPage } from '../support/pages';
import { createAccounts, createLinkParty, stateNamed } from '../support/partiesData';

const SHORT_NAME_TAKEN = declared(entities.linkParty.unique?.message);

const ACCOUNT_HEADER = [
  'Account Name',
  'Address',
  'City',
  'State',
  'PIN',
  'Country',
  'PAN',
  'GSTIN',
  'TAN',
  'Email',
  'Status',
];

test('the searched Account list exports to CSV and PDF with its rows in the order shown', async ({
  page,
  api,
  signedIn,
}) => {
  // Short names keep every cell on one line of the PDF table.
  const prefix = `X${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const bengal = await stateNamed(api, 'West Bengal');
  const [india] = (await api.call(endpoints.reference.listCountries, {})).filter(
    (c) => c.CountryName === 'India',
  );
  const accounts = ['Alpha', 'Bravo', 'Charlie'].map((word, i) => {
    const { pan, gstin } = taxIds(bengal.gstCode);
    return {
      accountname: `${prefix} ${word}`,
      account_address: `${i + 1} Hare St, Kolkata`,
      account_city: 'Kolkata',
      account_stateid: bengal.stateId,
      account_countryid: india?.CountryID ?? null,
      account_pin: `70000${i + 1}`,
      account_pan: pan,
      account_gst: gstin,
      account_tan: i === 1 ? null : `CALA1234${i}B`,
      email: `${word.toLowerCase()}@x.in`,
      ...(i === 2 ? { account_is_active: 0 as const } : {}),
    };
  });
  await createAccounts(api, [
    ...accounts,
    { accountname: `${prefix.toLowerCase().replace('x', 'y')} Other` },
  ]);
  await signedIn.openFromMenu('Master', 'Account');
  // The account list is cached for a while; a reload shows the accounts just arranged.
  await page.reload();
  const list = new ListPage(page, 'Account');
  await list.search().fill(prefix);
  await list.sortBy('Account Name');
  await list.sortBy('Account Name');
  await list.expectRows(3);

  const shown: string[][] = [...accounts]
    .reverse()
    .map((a) => [
      a.accountname,
      a.account_address,
      'Kolkata',
      'West Bengal',
      a.account_pin,
      'India',
      a.account_pan,
      a.account_gst,
      a.account_tan ?? '',
      a.email,
      a.account_is_active === 0 ? 'Inactive' : 'Active',
    ]);

  const csvDownload = page.waitForEvent('download');
  await list.exportAs('CSV');
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('account_list.csv');
  const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(`\uFEFF${ACCOUNT_HEADER.join(',')}`);
  expect(lines.slice(1, 4)).toEqual(
    shown.map((cells) => cells.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')),
  );
  expect(lines.slice(4).filter((line) => line !== '')).toEqual([]);

  const pdfDownload = page.waitForEvent('download');
  await list.exportAs('PDF');
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('account_list.pdf');
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', await pdf.path(), '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain('Account List');
  const textLines = text.split('\n');
  // pdftotext -layout keeps each table row on one line, its cells left to right.
  const headerLine = textLines.find((line) => line.includes('Account Name')) ?? '';
  const headerAt = ACCOUNT_HEADER.map((title) => headerLine.indexOf(title));
  expect(headerAt).not.toContain(-1);
  expect(headerAt).toEqual([...headerAt].sort((a, b) => a - b));
  const rowAt = shown.map(([name]) => textLines.findIndex((line) => line.includes(name ?? '-')));
  expect(rowAt).not.toContain(-1);
  expect(rowAt).toEqual([...rowAt].sort((a, b) => a - b));
  for (const [i, cells] of shown.entries()) {
    const line = textLines[rowAt[i] ?? -1] ?? '';
    for (const cell of cells.filter((c) => c !== '' && !c.includes(' ')))
      expect(line).toContain(cell);
  }
  expect(text).toContain('3 rows');
  expect(text).not.toContain('Other');
});

test('a mistyped GSTIN is explained before an account is saved', async ({ page, signedIn }) => {
  await signedIn.openFromMenu('Master', 'Account');
  const list = new ListPage(page, 'Account');
  const name = uniqueName('Garden Reach Lines ');
  const { pan, gstin } = taxIds('19');
  const typo = `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`;

  await list.addButton().click();
  const form = page.getByRole('dialog', { name: 'Add New Account' });
  await form.getByLabel('Account Name').fill(name);
  await choose(page, form.getByRole('combobox', { name: 'State' }), 'West Bengal');
  await form.getByLabel('PAN').fill('ABCD1234');
  await form.getByLabel('GSTIN').fill(typo);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('PAN must be 5 letters, 4 digits and a letter, like AAAPL1234C.'),
  ).toBeVisible();
  await expect(
    form.getByText('GSTIN check character does not match: likely a typo.'),
  ).toBeVisible();

  await form.getByLabel('PAN').fill(pan.toLowerCase());
  await form.getByLabel('GSTIN').fill(gstin.toLowerCase());
  await expect(form.getByText(/^PAN must be/)).toBeHidden();
  await expect(form.getByText(/^GSTIN check character/)).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(entities.account.messages.created)).toBeVisible();
  await expect(form).toBeHidden();
  await list.search().fill(name);
  await expect(list.row(name)).toContainText(gstin);
  await expect(list.row(name)).toContainText('Active');
});

test('a link party short name already used is flagged on each keystroke and on save', async ({
  page,
  api,
  signedIn,
}) => {
  const shortName = uniqueName('HALDIA-');
  const applicant = uniqueName('Kolaghat Freight ');
  const [account] = await createAccounts(api, [{ accountname: uniqueName('ONE Line ') }]);
  if (!account) throw new Error('No account was created');
  const { applicantid } = await createApplicant(api, { applicantname: applicant });
  await createLinkParty(api, {
    short_name: shortName,
    applicantId: applicantid,
    accountId: account.accountid,
  });

  await signedIn.openFromMenu('Master', 'Link Party');
  // The applicant and account lists are cached for a while; a reload shows those just arranged.
  await page.reload();
  const parties = new ListPage(page, 'Link Party');
  await parties.addButton().click();
  await expect(parties.addButton()).toBeDisabled();
  const field = parties.field('Short Name');
  await field.pressSequentially(shortName.toLowerCase().slice(0, -1));
  await expect(page.getByText(SHORT_NAME_TAKEN)).toBeHidden();
  await field.press(shortName.slice(-1).toLowerCase());
  await expect(page.getByText(SHORT_NAME_TAKEN)).toBeVisible();
  await field.press('Enter');
  await expect(signedIn.toast(FORM_MESSAGES.fixErrors)).toBeVisible();

  const newName = `${shortName}-2`;
  await field.press('End');
  await field.pressSequentially('-2');
  await expect(page.getByText(SHORT_NAME_TAKEN)).toBeHidden();
  await choose(page, parties.table().getByRole('combobox', { name: 'Applicant Name' }), applicant);
  await choose(
    page,
    parties.table().getByRole('combobox', { name: 'Account Name' }),
    account.accountname,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(entities.linkParty.messages.created)).toBeVisible();

  await parties.search().fill(newName);
  await expect(parties.row(newName)).toContainText(applicant);
  await expect(parties.row(newName)).toContainText(account.accountname);

  // The line's labour rate for repairs, ₹ per hour: set, then cleared by leaving it blank.
  await parties.row(newName).dblclick();
  await parties.field('Labour Rate (₹/h)').fill('450');
  await parties.field('Labour Rate (₹/h)').press('Enter');
  await expect(signedIn.toast(entities.linkParty.messages.updated)).toBeVisible();
  await expect(parties.row(newName)).toContainText('450.00');
  await parties.row(newName).dblclick();
  await parties.field('Labour Rate (₹/h)').fill('');
  await parties.field('Labour Rate (₹/h)').press('Enter');
  // The second save's toast beside the first's.
  await expect(signedIn.toast(entities.linkParty.messages.updated)).toHaveCount(2);
  await expect(parties.row(newName)).toContainText(applicant);
  await expect(parties.row(newName)).not.toContainText('450.00');
});

test('the account form marks what it needs, and a save wrong in several fields says each under its field', async ({
  page,
  api,
  signedIn,
}) => {
  await signedIn.openFromMenu('Master', 'Account');
  const list = new ListPage(page, 'Account');
  const name = uniqueName('Kidderpore Lines ');
  const badEmail = fieldRefusal(
    endpoints.account.create,
    { email: 'accounts at kidderpore' },
    'email',
  );
  const { pan, gstin } = taxIds('19');

  await list.addButton().click();
  const form = page.getByRole('dialog', { name: 'Add New Account' });
  // The name is required; the rest may be left blank.
  await expect(form.locator('label', { hasText: 'Account Name' })).toContainText('*');
  await expect(form.getByRole('textbox', { name: 'Account Name' })).toHaveJSProperty(
    'required',
    true,
  );
  await expect(form.locator('label', { hasText: 'City' })).not.toContainText('*');
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveJSProperty('required', false);
  // A new account is in India unless told otherwise.
  await expect(form.getByLabel('Country')).toHaveValue('India');

  await form.getByLabel('Account Name').fill(name);
  // A malformed TAN says so on leaving it, as PAN does.
  await form.getByLabel('TAN').fill('CAL1');
  await form.getByLabel('TAN').press('Tab');
  await expect(form.getByText(TAN_MESSAGE)).toBeVisible();
  await form.getByLabel('PAN').fill('ABC');
  await form.getByLabel('PAN').press('Tab');
  await expect(form.getByText(PAN_MESSAGE)).toBeVisible();
  await form.getByLabel('GSTIN').fill(gstin.slice(0, 12));
  await form.getByLabel('Email').fill('accounts at kidderpore');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(signedIn.toast(FORM_MESSAGES.fixErrors)).toBeVisible();
  for (const message of [PAN_MESSAGE, gstinMessage('format'), TAN_MESSAGE, badEmail])
    await expect(form.getByText(message)).toBeVisible();
  const stored = await api.call(endpoints.account.list, { query: { search: name } });
  expect(stored).toEqual([]);

  // Each message goes as its field is put right, and the toast once every field it was about is.
  await form.getByLabel('TAN').fill('CALK12345B');
  await expect(form.getByText(TAN_MESSAGE)).toBeHidden();
  await form.getByLabel('PAN').fill(pan);
  await form.getByLabel('GSTIN').fill(gstin);
  await form.getByLabel('Email').fill('accounts@kidderpore.example.in');
  await expect(signedIn.toast(FORM_MESSAGES.fixErrors)).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(entities.account.messages.created)).toBeVisible();
  await list.search().fill(name);
  await expect(list.row(name)).toContainText('CALK12345B');
});
