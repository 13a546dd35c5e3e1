import type { Page } from '@playwright/test';
import { declared, api as endpoints, entities, PARTY_RATE_MESSAGES } from '@quaybook/contract';

import type { Api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { fieldRefusal } from '../support/messages';
import { shot } from '../support/screenshots';
import { createParty, createPartyRate, movements } from '../support/vesselCalls';

const { messages, together } = entities.partyRate;
const DUPLICATE = declared(together?.message);
// What the contract says of a negative rate (it travels in rupees, as typed).
const BAD_RATE = fieldRefusal(endpoints.partyRate.create, { rate: -5 }, 'rate');

type Party = Awaited<ReturnType<typeof createParty>>;

/** A party no other journey rates, and a movement of the company to rate it for. */
async function partyAndMovement(api: Api) {
  const party = await createParty(api);
  const [movement] = await movements(api);
  if (!movement) throw new Error('The company has no movements to rate');
  return { party, movement };
}

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
  const { party, movement } = await partyAndMovement(api);
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
  await shot(page, 'party-rate');

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
  const { party, movement } = await partyAndMovement(api);
  await createPartyRate(api, {
    applicantid: party.applicant.applicantid,
    accountid: party.account.accountid,
    movementid: movement.Movid,
    size: 20,
    rate: 800, // ₹800.00, in rupees as typed
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
  await expect(signedIn.toast(BAD_RATE)).toBeVisible();
  await rowField(page, 'Rate').fill('800');
  await rowField(page, 'Rate').press('Enter');
  await expect(signedIn.toast(DUPLICATE)).toBeVisible();
  await expect(page.locator('table').getByText(DUPLICATE)).toHaveCount(2);

  await choose(page, rowSelect(page, 'Size'), '40');
  await expect(page.locator('table').getByText(DUPLICATE)).toHaveCount(0);
  await rowField(page, 'Rate').press('Escape');
  await expect(rates(page)).toHaveCount(1);
});

test('a negative rate is refused with its reason whether the row is left with Tab or saved with ✓', async ({
  page,
  api,
  signedIn,
}) => {
  const { party, movement } = await partyAndMovement(api);
  const storedRates = () =>
    api.call(endpoints.partyRate.list, {
      query: { applicantid: party.applicant.applicantid, accountid: party.account.accountid },
    });
  await page.reload();
  await showRatesOf(page, party);

  await page.getByRole('button', { name: 'Create New Row' }).click();
  const rate = rowField(page, 'Rate');
  // Every field a save needs is marked, and announced as required.
  for (const input of [rowSelect(page, 'Movement Name'), rowSelect(page, 'Size'), rate])
    await expect(input).toHaveJSProperty('required', true);
  await choose(page, rowSelect(page, 'Movement Name'), movement.Name);
  await choose(page, rowSelect(page, 'Size'), '20');
  await rate.fill('-5');
  // Saved straight from the input with ✓: refused, with the field's message under it.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(signedIn.toast(BAD_RATE)).toBeVisible();
  await expect(rate).toHaveValue('-5');
  await expect(page.locator('table').getByText(BAD_RATE)).toBeVisible();

  // Left with Tab: the amount is neither moved to 0 nor saved, and the message says why.
  await rate.fill('-6');
  await rate.press('Tab');
  await expect(rate).toHaveValue('-6');
  await expect(page.locator('table').getByText(BAD_RATE)).toBeVisible();
  await page.keyboard.press('Enter');
  // The newest toast: the first one, taken back when the rate was typed again, may still be
  // leaving.
  await expect(signedIn.toast(BAD_RATE).last()).toBeVisible();
  expect(await storedRates()).toEqual([]);

  // Correcting the amount answers the refusal: its message and its toast go.
  await rate.fill('5');
  await expect(page.locator('table').getByText(BAD_RATE)).toBeHidden();
  // Every such toast goes; one taken back a moment ago may still be fading out.
  await expect(signedIn.toast(BAD_RATE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(signedIn.toast(messages.created)).toBeVisible();
  expect((await storedRates()).map((stored) => stored.rate)).toEqual([500]);
});
