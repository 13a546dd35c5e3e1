import { api, BILL_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { eInvoiceService } from './eInvoiceService';

const { bill: calls } = api;

/** A bill's e-invoice for the portal, and the IRN the portal gives back. */
export function eInvoiceRoutes(deps: Deps): Route[] {
  const eInvoices = eInvoiceService(deps);
  return [
    defineRoute(calls.eInvoice, async ({ input, user }) =>
      fileAnswer(await eInvoices.download(user, input.query.billno)),
    ),
    defineRoute(calls.saveIrn, async ({ input, user }) =>
      ok(await eInvoices.saveIrn(user, input.body), BILL_MESSAGES.irnSaved),
    ),
  ];
}
