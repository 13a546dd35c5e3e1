import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { inspectionsOfReport, unreportedInspections } from './reportInspections';
import { reportListFilter, reportRows } from './reportRows';

const { report: calls } = api;

/** Every call of the report screens: listing, generating, changing and printing reports. */
export function reportRoutes(deps: Deps): Route[] {
  const { db } = deps;
  return [
    defineRoute(calls.inspections, async ({ input, user }) => {
      const { rows, counts } = await unreportedInspections(db, user.company_id, input.query);
      return ok(rows, '', counts);
    }),
    defineRoute(calls.list, async ({ input, user }) =>
      ok(await reportRows(db, user.company_id, reportListFilter(user.company_id, input.query))),
    ),
    defineRoute(calls.inspectionsOf, async ({ input, user }) =>
      ok(await inspectionsOfReport(db, user.company_id, input.query.reportno)),
    ),
  ];
}
