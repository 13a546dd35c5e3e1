import { entities } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, countries, states } from '../../db/schema';
import { partyProblems } from '../../shared/partyChecks';
import { masterDefinition } from '../master/masterDefinition';

/** An account with the names of its state and country, as the list shows it. */
const listedAccounts = (db: Database) =>
  db
    .select({ account: accounts, stateName: states.name, countryName: countries.name })
    .from(accounts)
    .leftJoin(states, eq(states.id, accounts.stateId))
    .leftJoin(countries, eq(countries.id, accounts.countryId))
    .$dynamic();

export const accountDefinition = masterDefinition({
  entity: entities.account,
  table: accounts,
  listed: listedAccounts,
  uniqueColumn: accounts.name,
  toRow: ({ account: a, stateName, countryName }) => ({
    accountid: a.id,
    accountname: a.name,
    account_address: a.address,
    account_city: a.city,
    account_stateid: a.stateId,
    account_state: stateName,
    account_countryid: a.countryId,
    account_country: countryName,
    account_pin: a.pin,
    account_pan: a.pan,
    account_gst: a.gst,
    account_tan: a.tan,
    email: a.email,
    account_is_active: a.isActive ? 1 : 0,
    companyid: a.companyId,
    created_by: a.createdBy,
    create_date: a.createdAt.toISOString(),
    version: a.version,
    last_modified_by: a.modifiedBy,
    last_modified_date: a.modifiedAt?.toISOString() ?? null,
  }),
  toValues: (input) => ({
    name: input.accountname,
    address: input.account_address,
    city: input.account_city,
    stateId: input.account_stateid,
    countryId: input.account_countryid,
    pin: input.account_pin,
    pan: input.account_pan,
    gst: input.account_gst,
    tan: input.account_tan,
    email: input.email,
    ...(input.account_is_active === undefined ? {} : { isActive: input.account_is_active === 1 }),
  }),
  check: (input, { db }) =>
    partyProblems(db, {
      state: { field: 'account_stateid', id: input.account_stateid },
      country: { field: 'account_countryid', id: input.account_countryid },
      pan: { field: 'account_pan', value: input.account_pan },
      gstin: { field: 'account_gst', value: input.account_gst },
      tan: { field: 'account_tan', value: input.account_tan },
    }),
  search: [accounts.name, accounts.city, accounts.pan, accounts.gst, accounts.email],
  sort: {
    accountname: accounts.name,
    account_city: accounts.city,
    account_stateid: states.name,
    account_countryid: countries.name,
    account_pan: accounts.pan,
    account_gst: accounts.gst,
  },
});
