import { api, BILL_MESSAGES, DOCUMENT_NOT_FOUND } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { billListService } from './billListService';
import { billService } from './billService';

const { bill: calls } = api;

/** Every call of the bill screens: Bill Generate, Bills and its documents. */
export function billRoutes(deps: Deps): Route[] {
  const lists = billListService(deps.db);
  const service = billService(deps);
  const documents = documentService(deps);
  return [
    defineRoute(
      calls.unbilledReports,
      async ({ input, user }) => {
        const { rows, info } = await lists.unbilled(user, input.query);
        return ok(rows, '', info);
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
      calls.reportsOf,
      async ({ input, user }) => ok(await lists.reportsOf(user, input.query.billno)),
      { reads: 'replica' },
    ),
    defineRoute(calls.generate, async ({ input, user }) => {
      const { filename, billNo } = await service.generate(user, {
        reportIds: input.query.reportid,
        billDate: input.query.billdate,
        roundOff: input.query.chkround === 1,
      });
      return ok(filename, BILL_MESSAGES.generated, { billno: billNo });
    }),
    defineRoute(calls.updatePdf, async ({ input, user }) =>
      ok(await service.updatePdf(user, input.query.billno), BILL_MESSAGES.pdfUpdated),
    ),
    defineRoute(calls.reprint, async ({ input, user }) =>
      ok(await service.reprint(user, input.query.billno), BILL_MESSAGES.reprinted),
    ),
    defineRoute(calls.merge, async ({ input, user }) =>
      ok(await service.merge(user, input.query.billno), BILL_MESSAGES.merged),
    ),
    defineRoute(calls.pdf, async ({ input, user }) =>
      fileAnswer(
        await documents.open(user, input.query.filename, {
          kinds: ['tax-invoice', 'merged-bill'],
          missing: BILL_MESSAGES.billNotFound,
        }),
      ),
    ),
    defineRoute(
      calls.summary,
      async ({ input, user }) =>
        ok(
          await service.summary(user, input.query.billno, input.query.mlocation as number),
          BILL_MESSAGES.excelGenerated,
        ),
      { reads: 'replica' },
    ),
    defineRoute(
      calls.excel,
      async ({ input, user }) =>
        fileAnswer(
          await documents.open(user, input.query.filename, {
            kinds: ['bill-summary', 'sale-register'],
            missing: DOCUMENT_NOT_FOUND,
          }),
        ),
      { reads: 'replica' },
    ),
    defineRoute(calls.clearReport, async ({ input, user }) => {
      const { billno, rptno } = input.query;
      return ok(
        await service.clearReport(user, billno, rptno),
        BILL_MESSAGES.reportCleared(rptno, billno),
      );
    }),
    defineRoute(calls.updateDate, async ({ input, user }) =>
      ok(
        await service.updateDate(
          user,
          input.query.billno,
          input.query.billdate,
          input.query.version,
        ),
        BILL_MESSAGES.updated,
      ),
    ),
    defineRoute(calls.updateRoundOff, async ({ input, user }) =>
      ok(
        await service.updateRoundOff(
          user,
          input.query.billno,
          input.query.chkround === 1,
          input.query.version,
        ),
        BILL_MESSAGES.updated,
      ),
    ),
  ];
}
