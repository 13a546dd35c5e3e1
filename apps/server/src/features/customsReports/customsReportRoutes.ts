import { api, type odexReportQuery } from '@quaybook/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { ODEX_REPORT_KINDS } from './customsReportLayouts';
import { customsReportService } from './customsReportService';

const { customsReports: calls } = api;

/** The report an ODeX call's type names (PKGs unless another), and the filter without it. */
export function odexReportOf({ rpttype, ...filter }: z.output<typeof odexReportQuery>) {
  return { report: ODEX_REPORT_KINDS[rpttype] ?? 'odexPackages', filter };
}

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
      const { report, filter } = odexReportOf(input.query);
      const { name, message } = await service.generate(user, report, filter);
      return ok(name, message);
    }),
  ];
}
