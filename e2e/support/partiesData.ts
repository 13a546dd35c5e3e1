import type { Locator } from '@playwright/test';
import {
  type AccountInput,
  type AccountRow,
  type CodeInput,
  api as endpoints,
  type LinkPartyInput,
  type MovementInput,
  type StateRow,
} from '@quaybook/contract';
import type { Api } from './api';
import type { ListPage } from './pages';

// Data for the location, movement, code list, account and link party journeys, arranged through
// the API, and the reads a journey makes of the screen or of the API a screen feeds.

export async function createAccounts(api: Api, accounts: AccountInput[]): Promise<AccountRow[]> {
  const created: AccountRow[] = [];
  for (const account of accounts)
    created.push(await api.call(endpoints.account.create, { body: account }));
  return created;
}

export function createLinkParty(api: Api, party: LinkPartyInput) {
  return api.call(endpoints.linkParty.create, { body: party });
}

export function createMovement(api: Api, movement: MovementInput) {
  return api.call(endpoints.movement.create, { body: movement });
}

export async function createDamageCode(api: Api, code: CodeInput) {
  return (await api.group()).call(endpoints.damage.create, { body: code });
}

/** A state by name, with its id and GST code. */
export async function stateNamed(api: Api, name: string): Promise<StateRow> {
  const states = await api.call(endpoints.reference.listStates, {});
  const state = states.find((s) => s.stateName === name);
  if (!state) throw new Error(`No state named ${name}`);
  return state;
}

/** The short names `GET /active_damage_list` answers the company. */
export async function activeDamageCodes(api: Api): Promise<string[]> {
  const codes = await api.call(endpoints.damage.listActive, {});
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
