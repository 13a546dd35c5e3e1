import { api, BILL_REGISTER_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { registerRow, registerTotals } from './billRegisterRows';
import { billRegisterService } from './billRegisterService';
import { exportSaleRegister } from './saleRegisterExport';

const { billRegister: calls } = api;

/** The sale bill register: shown on screen (totals, rows in item 3) or as a spreadsheet. */
export function billRegisterRoutes(deps: Deps): Route[] {
  const service = billRegisterService(deps.db);
  return [
    defineRoute(
      calls.display,
      async ({ input, user }) => {
        const entries = await service.entries(user, input.query);
        return ok(
          registerTotals(entries),
          entries.length ? BILL_REGISTER_MESSAGES.fetched : BILL_REGISTER_MESSAGES.nothingFound,
          entries.map(registerRow),
        );
      },
      { reads: 'replica' },
    ),
    defineRoute(
      calls.excel,
      async ({ input, user }) =>
        ok(await exportSaleRegister(deps, user, input.query), BILL_REGISTER_MESSAGES.downloaded),
      { reads: 'replica' },
    ),
  ];
}
