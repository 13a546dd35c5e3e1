import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { DocumentService, IssuedDocument } from '../../documents/documentService';
import { renderOnThread } from '../../documents/rendering/renderingThread';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { taxInvoicePdf } from '../../documents/writers/taxInvoicePdf';

/** Turns a tax invoice into its PDF. */
export type InvoiceRenderer = (invoice: TaxInvoice) => Promise<Uint8Array>;

/** Renders the PDF on the rendering thread, so that other calls are answered meanwhile. */
export const renderInvoice: InvoiceRenderer = (invoice) => renderOnThread('taxInvoice', invoice);

/** What a bill's PDF downloads as: its number with '/' as '-'. */
export const billFileName = (billNo: string, suffix = '') =>
  `${billNo.replaceAll('/', '-')}${suffix}.pdf`;

/**
 * Writes an invoice's PDF (a survey, MIS or repair bill's) and issues it in the caller's
 * transaction, named for its bill; the caller points its bill at it. `render` may give bytes
 * rendered before the transaction (`withPdfRenderedOutside`).
 */
export async function issueInvoicePdf(
  tx: Database,
  documents: DocumentService,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
  printed: { kind: 'tax-invoice' | 'repair-bill'; invoice: TaxInvoice },
  render: InvoiceRenderer = renderInvoice,
): Promise<IssuedDocument> {
  return documents.issue(tx, {
    user,
    kind: printed.kind,
    downloadName: billFileName(printed.invoice.billNo),
    contentType: taxInvoicePdf.contentType,
    bytes: await render(printed.invoice),
  });
}
