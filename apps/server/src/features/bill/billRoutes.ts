import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { listBills, reportsOfBill, unbilledReports } from './billList';

const { bill: calls } = api;

/** Every call of the bill screens: Bill Generate, Bills and its documents. */
export function billRoutes(deps: Deps): Route[] {
  const { db } = deps;
  return [
    defineRoute(calls.unbilledReports, async ({ input, user }) =>
      ok(await unbilledReports(db, user.company_id, input.query)),
    ),
    defineRoute(calls.list, async ({ input, user }) =>
      ok(await listBills(db, user.company_id, input.query)),
    ),
    defineRoute(calls.reportsOf, async ({ input, user }) =>
      ok(await reportsOfBill(db, user.company_id, input.query.billno)),
    ),
  ];
}
