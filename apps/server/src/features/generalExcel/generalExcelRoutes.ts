import { api, GENERAL_EXCEL_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { wireRow } from './generalExcelRepository';
import { generalExcelService, mailMessage } from './generalExcelService';

const { generalExcel: calls } = api;

/** General Excel Report: SHOW (rows in item 2, count in item 3) and Generate Report. */
export function generalExcelRoutes(deps: Deps): Route[] {
  const service = generalExcelService(deps);
  return [
    defineRoute(calls.populate, async ({ input, user }) => {
      const rows = await service.populate(user, input.query);
      return ok(rows.map(wireRow), GENERAL_EXCEL_MESSAGES.fetched, rows.length);
    }),
    defineRoute(calls.recipient, async ({ input, user }) =>
      ok(
        await service.recipient(
          user,
          input.query.applicant as number,
          input.query.account as number,
        ),
      ),
    ),
    defineRoute(calls.send, async ({ input, user }) => {
      const sent = await service.send(user, input.body);
      return ok(sent.document, mailMessage(sent), {
        outcome: sent.outcome,
        recipient: sent.recipient,
        containers: sent.containers,
      });
    }),
  ];
}
