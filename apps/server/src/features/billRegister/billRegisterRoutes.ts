import { api, BILL_REGISTER_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { billRegisterEntries, registerRow, registerTotals } from './billRegisterRows';
import { exportSaleRegister } from './saleRegisterExport';

const { billRegister: calls } = api;

/** The sale bill register: shown on screen (totals, rows in item 3) or as a spreadsheet. */
export function billRegisterRoutes(deps: Deps): Route[] {
  const { db } = deps;
  return [
    defineRoute(calls.display, async ({ input, user }) => {
      const entries = await billRegisterEntries(db, user.company_id, input.query);
      return ok(
        registerTotals(entries),
        entries.length ? BILL_REGISTER_MESSAGES.fetched : BILL_REGISTER_MESSAGES.nothingFound,
        entries.map(registerRow),
      );
    }),
    defineRoute(calls.excel, async ({ input, user }) =>
      ok(await exportSaleRegister(deps, user, input.query), BILL_REGISTER_MESSAGES.downloaded),
    ),
  ];
}
