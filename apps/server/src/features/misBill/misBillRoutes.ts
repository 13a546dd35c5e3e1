import { api, DOCUMENT_NOT_FOUND, MIS_BILL_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { misBillService } from './misBillService';

const { misBill: calls } = api;

/** Every call of the MIS Report and MIS Bills screens. */
export function misBillRoutes(deps: Deps): Route[] {
  const bills = misBillService(deps);
  const documents = documentService(deps);

  return [
    defineRoute(calls.save, async ({ input, user }) => {
      const { name, billNo } = await bills.save(user, input.body);
      return ok(name, MIS_BILL_MESSAGES.created, { billno: billNo });
    }),
    defineRoute(calls.update, async ({ input, user }) =>
      ok(await bills.update(user, input.body), MIS_BILL_MESSAGES.updated),
    ),
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await bills.list(user, input.query);
        return ok(rows, '', info);
      },
      { reads: 'replica' },
    ),
    defineRoute(calls.details, async ({ input, user }) =>
      ok(await bills.details(user, input.query.billno)),
    ),
    defineRoute(calls.regenerate, async ({ input, user }) =>
      ok(await bills.regenerate(user, input.query.billno), MIS_BILL_MESSAGES.regenerated),
    ),
    defineRoute(calls.pdf, async ({ input, user }) =>
      fileAnswer(
        await documents.open(user, input.query.filename, {
          kinds: ['tax-invoice'],
          missing: DOCUMENT_NOT_FOUND,
        }),
      ),
    ),
  ];
}
