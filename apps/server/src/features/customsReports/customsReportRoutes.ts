import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { ODEX_REPORT_KINDS } from './customsReportLayouts';
import { customsReportService } from './customsReportService';

const { customsReports: calls } = api;

/** The mismatch reports: item 2 the document's name, or information when nothing differs. */
export function customsReportRoutes(deps: Deps): Route[] {
  const service = customsReportService(deps);
  return [
    defineRoute(calls.missingSb, async ({ input, user }) => {
      const { name, message } = await service.generate(user, 'missingSb', input.query);
      return ok(name, message);
    }),
    defineRoute(calls.mismatchedSb, async ({ input, user }) => {
      const { name, message } = await service.generate(user, 'mismatchedSb', input.query);
      return ok(name, message);
    }),
    defineRoute(calls.mismatched, async ({ input, user }) => {
      const { name, message } = await service.generate(user, 'mismatched', input.query);
      return ok(name, message);
    }),
    defineRoute(calls.odex, async ({ input, user }) => {
      const { rpttype, ...filter } = input.query;
      const report = ODEX_REPORT_KINDS[rpttype] ?? 'odexPackages';
      const { name, message } = await service.generate(user, report, filter);
      return ok(name, message);
    }),
  ];
}
