import {
  BILL_MESSAGES,
  MIS_BILL_MESSAGES,
  REPAIR_BILL_MESSAGES,
  type SessionUser,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { DocumentService, IssuedDocument } from '../../documents/documentService';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { notFound } from '../../http/errors';
import { issueBillPdf, taxInvoiceOfBill } from '../bill/billDocuments';
import { billNumbered, updateBill } from '../bill/billRepository';
import { issueMisBillPdf, taxInvoiceOfMisBill } from '../misBill/misBillDocuments';
import { misBillNumbered, updateMisBill } from '../misBill/misBillRepository';
import { misBillOf } from '../misBill/storedMisBill';
import { issueRepairBillPdf, taxInvoiceOfRepairBill } from '../repairBill/repairBillDocuments';
import { repairBillNumbered, updateRepairBill } from '../repairBill/repairBillRepository';

/** What registering an invoice stores on it. */
interface Acknowledgement {
  irn: string;
  ackNo: string;
  ackDate: Date;
  modifiedBy: number;
  modifiedAt: Date;
}

/** An invoice of any kind, as the e-invoice needs to know it. */
interface FoundInvoice {
  id: number;
  billNo: string;
  irn: string | null;
  taxMode: 'intra' | 'inter' | 'none' | 'export';
}

/**
 * A kind of invoice the company issues (a bill, an MIS bill, a repair bill): where it is stored, how its tax
 * invoice is read and printed again, and where its IRN goes.
 */
interface InvoiceKind {
  /** The history entity of this kind. */
  entity: string;
  registered: (billNo: string) => string;
  /** The company's invoice of this number, locked for the change when `forChange`. */
  find(
    db: Database,
    companyId: number,
    billNo: string,
    forChange: boolean,
  ): Promise<FoundInvoice | undefined>;
  invoice(db: Database, companyId: number, found: FoundInvoice): Promise<TaxInvoice>;
  register(tx: Database, found: FoundInvoice, acknowledgement: Acknowledgement): Promise<void>;
  reissue(
    tx: Database,
    documents: DocumentService,
    user: SessionUser,
    found: FoundInvoice,
  ): Promise<IssuedDocument>;
}

const billKind: InvoiceKind = {
  entity: 'bill',
  registered: BILL_MESSAGES.registered,
  find: billNumbered,
  invoice: (db, companyId, found) => taxInvoiceOfBill(db, companyId, found.id),
  async register(tx, found, acknowledgement) {
    await updateBill(tx, found.id, acknowledgement);
  },
  reissue: (tx, documents, user, found) => issueBillPdf(tx, documents, user, found.id),
};

const misBillKind: InvoiceKind = {
  entity: 'mis-bill',
  registered: MIS_BILL_MESSAGES.registered,
  find: misBillNumbered,
  invoice: async (db, companyId, found) =>
    taxInvoiceOfMisBill(db, companyId, await misBillOf(db, companyId, found.billNo)),
  async register(tx, found, acknowledgement) {
    await updateMisBill(tx, found.id, acknowledgement);
  },
  async reissue(tx, documents, user, found) {
    const stored = await misBillOf(tx, user.company_id, found.billNo);
    return (await issueMisBillPdf(tx, documents, user, stored)).issued;
  },
};

/** The company's repair bill of a found number, as stored. */
async function repairBillOf(db: Database, companyId: number, found: FoundInvoice) {
  const bill = await repairBillNumbered(db, companyId, found.billNo, false);
  if (!bill) throw notFound(REPAIR_BILL_MESSAGES.billNotFound);
  return bill;
}

const repairBillKind: InvoiceKind = {
  entity: 'repair-bill',
  registered: REPAIR_BILL_MESSAGES.registered,
  find: repairBillNumbered,
  invoice: async (db, companyId, found) =>
    taxInvoiceOfRepairBill(db, companyId, await repairBillOf(db, companyId, found)),
  async register(tx, found, acknowledgement) {
    await updateRepairBill(tx, found.id, acknowledgement);
  },
  reissue: async (tx, documents, user, found) =>
    issueRepairBillPdf(tx, documents, user, await repairBillOf(tx, user.company_id, found)),
};

/**
 * Bills, MIS bills and repair bills number in their own series ('SB/…', 'MIS/…', 'RB/…'), so
 * a number names one.
 */
const KINDS: readonly InvoiceKind[] = [billKind, misBillKind, repairBillKind];

/** The caller's company's bill or MIS bill of this number, with its kind; 404 when neither. */
export async function invoiceNumbered(
  db: Database,
  companyId: number,
  billNo: string,
  forChange = false,
): Promise<{ kind: InvoiceKind; found: FoundInvoice }> {
  for (const kind of KINDS) {
    const found = await kind.find(db, companyId, billNo, forChange);
    if (found) return { kind, found };
  }
  throw notFound(BILL_MESSAGES.billNotFound);
}
