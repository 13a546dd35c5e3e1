import { api, REPORT_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { reportListService } from './reportListService';
import { reportService } from './reportService';

const { report: calls } = api;

/** Every call of the report screens: listing, generating, changing and printing reports. */
export function reportRoutes(deps: Deps): Route[] {
  const lists = reportListService(deps.db);
  const reports = reportService(deps);
  const documents = documentService(deps);
  return [
    defineRoute(
      calls.inspections,
      async ({ input, user }) => {
        const { rows, counts } = await lists.unreported(user, input.query);
        return ok(rows, '', counts);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await lists.list(user, input.query);
        return ok(rows, '', info);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      calls.inspectionsOf,
      async ({ input, user }) => ok(await lists.inspectionsOf(user, input.query.reportno)),
      { reads: 'replica' },
    ),
    defineRoute(calls.generate, async ({ input, user, request }) =>
      ok(
        await reports.generate(user, input.query, {
          origin: `${request.protocol}://${request.host}`,
          log: request.log,
        }),
        REPORT_MESSAGES.generated,
      ),
    ),
    defineRoute(calls.reprint, async ({ input, user }) =>
      ok(await reports.reprint(user, input.query.rptno), REPORT_MESSAGES.reprinted),
    ),
    defineRoute(calls.pdf, async ({ input, user }) =>
      fileAnswer(
        await documents.open(user, input.query.filename, {
          kinds: ['survey-report'],
          missing: REPORT_MESSAGES.reportNotFound,
        }),
      ),
    ),
    defineRoute(calls.addInspections, async ({ input, user }) => {
      const { count, ...pdf } = await reports.addInspections(user, input.query);
      return ok(pdf, REPORT_MESSAGES.added(count, pdf.rptno));
    }),
    defineRoute(calls.clearInspection, async ({ input, user }) => {
      const { container, ...pdf } = await reports.clearInspection(user, input.query);
      return ok(pdf, REPORT_MESSAGES.cleared(container, pdf.rptno));
    }),
    defineRoute(calls.surveyReport, async ({ input, user }) =>
      ok(await reports.surveyReport(user, input.query.contno), REPORT_MESSAGES.generated),
    ),
  ];
}
