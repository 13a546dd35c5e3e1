import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  type AccountInput,
  type AccountRow,
  api,
  type CodeInput,
  type CodeRow,
  type LinkPartyInput,
  type MovementInput,
  type StateRow,
} from '@quaybook/contract';
import { adminToken, callApi } from './api';
import type { ListPage } from './pages';

// Data for the location, movement, code list, account and link party journeys, arranged through
// the API, and the reads a journey makes of the screen or of the API a screen feeds.

export async function createAccounts(
  request: APIRequestContext,
  accounts: AccountInput[],
): Promise<AccountRow[]> {
  const token = await adminToken(request);
  const created: AccountRow[] = [];
  for (const account of accounts)
    created.push(
      (await callApi(request, token, api.account.create, { body: account })) as AccountRow,
    );
  return created;
}

export async function createLinkParty(request: APIRequestContext, party: LinkPartyInput) {
  await callApi(request, await adminToken(request), api.linkParty.create, { body: party });
}

export async function createMovement(request: APIRequestContext, movement: MovementInput) {
  await callApi(request, await adminToken(request), api.movement.create, { body: movement });
}

export async function createDamageCode(request: APIRequestContext, code: CodeInput) {
  await callApi(request, await adminToken(request), api.damage.create, { body: code });
}

/** A state by name, with its id and GST code. */
export async function stateNamed(request: APIRequestContext, name: string): Promise<StateRow> {
  const states = (await callApi(
    request,
    await adminToken(request),
    api.reference.listStates,
    {},
  )) as StateRow[];
  const state = states.find((s) => s.stateName === name);
  if (!state) throw new Error(`No state named ${name}`);
  return state;
}

/** The token the signed-in page holds, to read what the server now gives that user. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('The page is not signed in');
  return token;
}

/** The short names `GET /active_damage_list` answers for that token. */
export async function activeDamageCodes(
  request: APIRequestContext,
  token: string,
): Promise<string[]> {
  const codes = (await callApi(request, token, api.damage.listActive, {})) as CodeRow[];
  return codes.map((code) => code.shortName);
}

/** The cell of a row under the column with this title. */
export async function cellOf(list: ListPage, rowText: string, column: string): Promise<Locator> {
  await list.row(rowText).first().waitFor();
  const titles = await list
    .table()
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((cell) =>
        cell.querySelector('[aria-label^="Sort by "]')?.getAttribute('aria-label'),
      ),
    );
  const index = titles.indexOf(`Sort by ${column}`);
  if (index < 0) throw new Error(`No column ${column}`);
  return list.row(rowText).locator('td').nth(index);
}
