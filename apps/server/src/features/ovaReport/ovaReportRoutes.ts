import { api, OVA_REPORT_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { generateOvaReport } from './ovaReportService';

/** GET /ova_report: the document's name in item 2, and how many containers it sends. */
export function ovaReportRoutes(deps: Deps): Route[] {
  return [
    defineRoute(api.ovaReport.generate, async ({ input, user }) => {
      const { name, containers } = await generateOvaReport(deps, user, input.query);
      return ok(name, OVA_REPORT_MESSAGES.generated(containers));
    }),
  ];
}
