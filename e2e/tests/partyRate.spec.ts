import type { Page } from '@playwright/test';
import { declared, entities, PARTY_RATE_MESSAGES } from '@quaybook/contract';

import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { createParty, createPartyRate, movements } from '../support/vesselCalls';

const { messages, together } = entities.partyRate;
const DUPLICATE = declared(together?.message);

type Party = Awaited<ReturnType<typeof createParty>>;

/** Chooses the party's applicant and account and submits, as a person does. */
async function showRatesOf(page: Page, { applicant, account }: Party) {
  await choose(page, page.getByRole('combobox', { name: 'Applicant' }), applicant.applicantname);
  await choose(page, page.getByRole('combobox', { name: 'Account' }), account.accountname);
  await page.getByRole('button', { name: 'Submit' }).click();
}

const rates = (page: Page) => page.locator('table tbody tr');
const rowField = (page: Page, name: string) => page.locator('table').getByRole('textbox', { name });
const rowSelect = (page: Page, name: string) =>
  page.locator('table').getByRole('combobox', { name });

test.beforeEach(async ({ signedIn }) => {
  await signedIn.openFromMenu('Master', 'Party Rate');
});

test('a user creates a rate row, edits its rate and deletes it after confirming', async ({
  page,
  api,
  signedIn,
}) => {
  const party = await createParty(api);
  const [movement] = await movements(api);
  if (!movement) throw new Error('The company has no movements to rate');
  await page.reload();
  await showRatesOf(page, party);
  await expect(page.getByText('No rates for this party yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Row' }).click();
  await choose(page, rowSelect(page, 'Movement Name'), movement.Name);
  await choose(page, rowSelect(page, 'Size'), '40');
  await rowField(page, 'Rate').fill('1500');
  await rowField(page, 'Rate').press('Enter');
  await expect(signedIn.toast(messages.created)).toBeVisible();
  await expect(rates(page)).toHaveCount(1);
  await expect(rates(page).first()).toContainText(movement.Name);
  await expect(rates(page).first()).toContainText('40');
  await expect(rates(page).first()).toContainText('1,500.00');

  await page.getByRole('button', { name: `Edit ${movement.Name} 40` }).click();
  await rowField(page, 'Rate').fill('999');
  await rowField(page, 'Rate').press('Escape');
  await expect(rates(page).first()).toContainText('1,500.00');
  await rates(page).first().dblclick();
  await rowField(page, 'Rate').fill('1750.5');
  await rowField(page, 'Rate').press('Enter');
  await expect(signedIn.toast(messages.updated)).toBeVisible();

  await page.goto('/partyrate');
  await showRatesOf(page, party);
  await expect(rates(page).first()).toContainText('1,750.50');

  const remove = page.getByRole('button', { name: `Delete ${movement.Name} 40` });
  const confirm = page.getByRole('dialog', { name: 'Delete Party Rate' });
  await remove.click();
  await expect(confirm).toContainText(movement.Name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rates(page).first()).toContainText('1,750.50');
  await remove.click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(signedIn.toast(declared(messages.deleted))).toBeVisible();
  await expect(page.getByText('No rates for this party yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No rates for this party yet')).toBeVisible();
});

test('bad input is explained: no party, blank fields, a bad rate, a movement and size twice', async ({
  page,
  api,
  signedIn,
}) => {
  const party = await createParty(api);
  const [movement] = await movements(api);
  if (!movement) throw new Error('The company has no movements to rate');
  await createPartyRate(api, {
    applicantid: party.applicant.applicantid,
    accountid: party.account.accountid,
    movementid: movement.Movid,
    size: 20,
    rate: 80_000, // ₹800.00, in paise
  });
  await page.reload();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(signedIn.toast(PARTY_RATE_MESSAGES.chooseParty)).toBeVisible();
  await expect(page.getByText('Please select an applicant.')).toBeVisible();

  await showRatesOf(page, party);
  await expect(rates(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Create New Row' }).click();
  await rowField(page, 'Rate').press('Enter');
  await expect(signedIn.toast(PARTY_RATE_MESSAGES.fillAll)).toBeVisible();
  await expect(page.getByText('Please select a movement.')).toBeVisible();

  await choose(page, rowSelect(page, 'Movement Name'), movement.Name);
  await choose(page, rowSelect(page, 'Size'), '20');
  await rowField(page, 'Rate').fill('-5');
  await rowField(page, 'Rate').press('Enter');
  await expect(
    signedIn.toast('Rate must be an amount in rupees with at most 2 decimals.'),
  ).toBeVisible();
  await rowField(page, 'Rate').fill('800');
  await rowField(page, 'Rate').press('Enter');
  await expect(signedIn.toast(DUPLICATE)).toBeVisible();
  await expect(page.locator('table').getByText(DUPLICATE)).toHaveCount(2);

  await choose(page, rowSelect(page, 'Size'), '40');
  await expect(page.locator('table').getByText(DUPLICATE)).toHaveCount(0);
  await rowField(page, 'Rate').press('Escape');
  await expect(rates(page)).toHaveCount(1);
});
