import type { SessionUser } from '@quaybook/contract';
import { billTotals } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { DocumentService, IssuedDocument } from '../../documents/documentService';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { invoicePartiesOf } from '../billing/invoiceParties';
import { issueInvoicePdf } from '../billing/invoicePdf';
import { misBillInvoice } from './misBillInvoice';
import { type MisBillLineRecord, type MisBillRecord, updateMisBill } from './misBillRepository';

/** An MIS bill as stored, with its lines in order. */
export interface StoredMisBill {
  bill: MisBillRecord;
  lines: readonly MisBillLineRecord[];
}

/**
 * The tax invoice of a stored MIS bill: amounts worked out again from its stored quantities,
 * rates and tax mode (so they agree with what it charged), between its parties as they are now.
 */
export async function taxInvoiceOfMisBill(
  db: Database,
  companyId: number,
  { bill, lines }: StoredMisBill,
): Promise<TaxInvoice> {
  const parties = await invoicePartiesOf(db, companyId, bill.applicantId, bill.accountId);
  const totals = billTotals(
    lines.map((line) => ({ quantity: line.quantity, ratePaise: line.ratePaise })),
    bill.taxMode,
    bill.roundOff,
  );
  return misBillInvoice(
    {
      billNo: bill.billNo,
      billDate: bill.billDate,
      customerRefNo: bill.customerRefNo,
      reportNo: bill.reportNo,
      reportDate: bill.reportDate,
      particulars: bill.particulars,
      items: lines.map((line) => ({ item: line.item, unit: line.unit })),
      irn: bill.irn,
      ackNo: bill.ackNo,
      ackDate: bill.ackDate,
    },
    parties,
    totals,
    new Date(),
  );
}

/**
 * Prints a stored MIS bill again and points the bill at the new PDF, in the caller's
 * transaction; answers the document and the bill as it now stands.
 */
export async function issueMisBillPdf(
  tx: Database,
  documents: DocumentService,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
  stored: StoredMisBill,
): Promise<{ issued: IssuedDocument; bill: MisBillRecord }> {
  const invoice = await taxInvoiceOfMisBill(tx, user.company_id, stored);
  const issued = await issueInvoicePdf(tx, documents, user, { kind: 'tax-invoice', invoice });
  const bill = await updateMisBill(tx, stored.bill.id, { documentId: issued.id });
  if (!bill) throw new Error(`MIS bill ${stored.bill.billNo} was not found after printing it`);
  return { issued, bill };
}
