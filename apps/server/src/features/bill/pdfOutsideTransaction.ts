import { isDeepStrictEqual } from 'node:util';
import type { Config } from '../../config';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { type InvoiceRenderer, renderInvoice } from '../billing/invoicePdf';

/** Ends a rehearsal's transaction, which rolls back, once the invoice it would print is known. */
class Rehearsed extends Error {
  constructor(readonly invoice: TaxInvoice) {
    super('A rehearsal of a bill change ends before it writes anything.');
  }
}

/** The same invoice, whenever it was printed. */
const sameInvoice = (one: TaxInvoice, other: TaxInvoice) =>
  isDeepStrictEqual({ ...one, printedAt: null }, { ...other, printedAt: null });

/**
 * Runs a change of a bill, whose transaction ends by issuing the bill's PDF, with that PDF
 * rendered outside any transaction. The largest bill takes over a second to render, and while a
 * transaction is open on PGlite every other call waits for its one connection. So the change is
 * first rehearsed: its transaction runs up to the invoice it would print, and rolls back. That
 * invoice's PDF is rendered, and the change runs again for real, issuing those bytes if its
 * invoice came out the same; if not (another bill took the number meanwhile), its own.
 * `change` must issue the PDF on every path that commits: a rehearsal must never finish.
 */
export async function withPdfRenderedOutside<T>(
  change: (render: InvoiceRenderer) => Promise<T>,
): Promise<T> {
  let rehearsed: TaxInvoice;
  try {
    await change(async (invoice) => {
      throw new Rehearsed(invoice);
    });
    throw new Error('A bill change committed without issuing its PDF');
  } catch (error) {
    if (!(error instanceof Rehearsed)) throw error;
    rehearsed = error.invoice;
  }
  const bytes = await renderInvoice(rehearsed);
  return change(async (invoice) =>
    sameInvoice(invoice, rehearsed) ? bytes : renderInvoice(invoice),
  );
}

/**
 * How a bill change gets its PDF: on PGlite every call shares one connection, which an open
 * transaction holds, so the PDF is rendered before the transaction; a PostgreSQL pool has a
 * connection for each call, so there it is rendered once, inside the transaction.
 */
export const pdfRenderingFor = (
  config: Pick<Config, 'databaseUrl'>,
): (<T>(change: (render: InvoiceRenderer) => Promise<T>) => Promise<T>) =>
  config.databaseUrl ? (change) => change(renderInvoice) : withPdfRenderedOutside;
