import type { SessionUser } from '@quaybook/contract';
import { BILL_MESSAGES } from '@quaybook/contract';
import { MIS_DEFAULT_UNIT, rupeesInWords, SURVEY_SAC } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { DocumentService, IssuedDocument } from '../../documents/documentService';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { notFound } from '../../http/errors';
import { invoiceAmounts, lineAmounts } from '../billing/invoiceAmounts';
import { invoicePartiesOf } from '../billing/invoiceParties';
import { type InvoiceRenderer, issueInvoicePdf, renderInvoice } from '../billing/invoicePdf';
import {
  billedContainers,
  billLinesWithMovements,
  companyBillOfId,
  reportNosOnBill,
  setBillDocument,
} from './billRepository';

/** A bill line's words: "Survey — 40' IMPORT DESTUFF". */
const billLineDescription = (size: number, movementName: string) =>
  `Survey — ${size}' ${movementName}`;

/**
 * The tax invoice of a stored bill: its lines and amounts as they were charged (never priced
 * again from today's rates), its parties, and the containers it charged.
 */
export async function taxInvoiceOfBill(
  db: Database,
  companyId: number,
  billId: number,
): Promise<TaxInvoice> {
  const bill = await companyBillOfId(db, companyId, billId);
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  const lines = await billLinesWithMovements(db, billId);
  const reportNos = await reportNosOnBill(db, billId);
  const parties = await invoicePartiesOf(db, companyId, bill.applicantId, bill.accountId);
  const charged = await billedContainers(db, billId);
  return {
    title: 'TAX INVOICE',
    billNo: bill.billNo,
    billDate: bill.billDate,
    supplier: parties.supplier,
    recipient: parties.recipient,
    accountName: parties.accountName,
    placeOfSupply: bill.placeOfSupply,
    placeOfSupplyName: parties.placeOfSupplyName,
    mode: bill.taxMode,
    references: [{ label: 'Reports', value: reportNos.map((row) => row.reportNo).join(', ') }],
    lines: lines.map(({ line, movementName }) => ({
      description: billLineDescription(line.size, movementName),
      sac: SURVEY_SAC,
      unit: MIS_DEFAULT_UNIT,
      ...lineAmounts(line),
    })),
    ...invoiceAmounts(bill),
    amountInWords: rupeesInWords(bill.payablePaise),
    containers: charged,
    irn: bill.irn,
    ackNo: bill.ackNo,
    ackDate: bill.ackDate?.toISOString() ?? null,
    printedAt: new Date(),
  };
}

/**
 * Writes the bill's PDF from what it holds now, issues it in the caller's transaction and makes
 * it the bill's current PDF. `render` may give bytes rendered before the transaction
 * (`withPdfRenderedOutside`).
 */
export async function issueBillPdf(
  tx: Database,
  documents: DocumentService,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
  billId: number,
  render: InvoiceRenderer = renderInvoice,
): Promise<IssuedDocument> {
  const invoice = await taxInvoiceOfBill(tx, user.company_id, billId);
  const issued = await issueInvoicePdf(
    tx,
    documents,
    user,
    { kind: 'tax-invoice', invoice },
    render,
  );
  await setBillDocument(tx, billId, issued.id);
  return issued;
}
