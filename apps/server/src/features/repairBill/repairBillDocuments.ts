import type { SessionUser } from '@quaybook/contract';
import { approvedByResponsibility, rupeesInWords } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { DocumentService, IssuedDocument } from '../../documents/documentService';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { invoiceAmounts, lineAmounts } from '../billing/invoiceAmounts';
import { invoicePartiesOf } from '../billing/invoiceParties';
import { type InvoiceRenderer, issueInvoicePdf, renderInvoice } from '../billing/invoicePdf';
import {
  decidedLinesOf,
  estimatesOfRepairBill,
  type RepairBillRecord,
  repairBillLinesOf,
  updateRepairBill,
} from './repairBillRepository';

/** A repair is one job on one container. */
const REPAIR_UNIT = 'Job';

/**
 * The tax invoice of a stored repair bill: its lines and amounts as charged, its parties, and
 * each estimate's owner and third-party lines stated apart.
 */
export async function taxInvoiceOfRepairBill(
  db: Database,
  companyId: number,
  bill: RepairBillRecord,
): Promise<TaxInvoice> {
  const lines = await repairBillLinesOf(db, bill.id);
  const charged = await estimatesOfRepairBill(db, companyId, bill.id);
  const decided = await decidedLinesOf(
    db,
    charged.map((estimate) => estimate.id),
  );
  const parties = await invoicePartiesOf(db, companyId, bill.applicantId, bill.accountId);
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
    references: [
      { label: 'Estimates', value: charged.map((estimate) => estimate.estimateNo).join(', ') },
    ],
    lines: lines.map(({ line, sac }) => ({
      description: line.description,
      sac,
      unit: REPAIR_UNIT,
      ...lineAmounts(line),
    })),
    ...invoiceAmounts(bill),
    amountInWords: rupeesInWords(bill.payablePaise),
    containers: [],
    notCharged: charged.map((estimate) => {
      const { O, T } = approvedByResponsibility(decided.get(estimate.id) ?? []);
      return {
        reference: `${estimate.containerNumber} (${estimate.estimateNo})`,
        ownerPaise: O,
        thirdPartyPaise: T,
      };
    }),
    irn: bill.irn,
    ackNo: bill.ackNo,
    ackDate: bill.ackDate?.toISOString() ?? null,
    printedAt: new Date(),
  };
}

/**
 * Writes the repair bill's PDF from what it holds, issues it in the caller's transaction and
 * makes it the bill's PDF. `render` may give bytes rendered before the transaction.
 */
export async function issueRepairBillPdf(
  tx: Database,
  documents: DocumentService,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
  bill: RepairBillRecord,
  render: InvoiceRenderer = renderInvoice,
): Promise<IssuedDocument> {
  const invoice = await taxInvoiceOfRepairBill(tx, user.company_id, bill);
  const issued = await issueInvoicePdf(
    tx,
    documents,
    user,
    { kind: 'repair-bill', invoice },
    render,
  );
  await updateRepairBill(tx, bill.id, { documentId: issued.id });
  return issued;
}
