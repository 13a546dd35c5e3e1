import { api, REPAIR_BILL_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { repairBillService } from './repairBillService';

const { repairBill: calls } = api;

/** Every call of repair bills: the estimates to bill, generating, the list and the PDF. */
export function repairBillRoutes(deps: Deps): Route[] {
  const service = repairBillService(deps);
  const documents = documentService(deps);
  return [
    defineRoute(
      calls.unbilledEstimates,
      async ({ input, user }) => ok(await service.unbilled(user, input.query)),
      { reads: 'replica' },
    ),
    defineRoute(calls.generate, async ({ input, user }) => {
      const { filename, billNo } = await service.generate(user, {
        estimateIds: input.query.estimateid,
        billDate: input.query.billdate,
        roundOff: input.query.chkround === 1,
      });
      return ok(filename, REPAIR_BILL_MESSAGES.generated, { billno: billNo });
    }),
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await service.list(user, input.query);
        return ok(rows, '', info);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      calls.estimatesOf,
      async ({ input, user }) => ok(await service.estimatesOf(user, input.query.billno)),
      { reads: 'replica' },
    ),
    defineRoute(calls.pdf, async ({ input, user }) =>
      fileAnswer(
        await documents.open(user, input.query.filename, {
          kinds: ['repair-bill'],
          missing: REPAIR_BILL_MESSAGES.billNotFound,
        }),
      ),
    ),
  ];
}
