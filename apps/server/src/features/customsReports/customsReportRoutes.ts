import { CUSTOMS_REPORT_CALL_NAMES, CUSTOMS_REPORT_CALLS } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { customsReportService, reportOfCall } from './customsReportService';

/**
 * Every customs report call, as the contract declares it: item 2 the document's name, or
 * information when nothing differs. Its job runs the same (`jobs/jobKinds.ts`).
 */
export function customsReportRoutes(deps: Deps): Route[] {
  const service = customsReportService(deps);
  return CUSTOMS_REPORT_CALL_NAMES.map((call) =>
    defineRoute(
      CUSTOMS_REPORT_CALLS[call].endpoint,
      async ({ input, user }) => {
        const { report, filter } = reportOfCall(call, input.query);
        const { name, message } = await service.generate(user, report, filter);
        return ok(name, message);
      },
      { reads: 'replica' },
    ),
  );
}
