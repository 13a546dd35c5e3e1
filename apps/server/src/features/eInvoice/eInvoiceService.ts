import { BILL_MESSAGES, type SessionUser } from '@quaybook/contract';
import { isIsoDate } from '@quaybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills } from '../../db/schema';
import type { Deps } from '../../deps';
import { documentService, type OpenedDocument } from '../../documents/documentService';
import { EInvoiceRefusal, eInvoiceJson } from '../../documents/writers/eInvoiceJson';
import { badRequest, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { inTransaction } from '../../shared/transaction';
import { issueBillPdf, taxInvoiceOfBill } from '../bill/billDocuments';

/** The acknowledgement the portal gave a registered bill. */
export interface Registration {
  billno: string;
  irn: string;
  ackno: string;
  /** yyyy-mm-dd, with hh:mm(:ss) when known: the portal's clock, India Standard Time. */
  ackdt: string;
}

/** The caller's company's bill of this number. */
async function billNumbered(db: Database, companyId: number, billNo: string) {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.companyId, companyId), eq(bills.billNo, billNo)));
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  return bill;
}

/** The portal's acknowledgement time, read in India Standard Time; null when not a real date. */
export function acknowledgedAt(text: string): Date | null {
  const [day = '', time = '00:00'] = text.trim().split(/[ T]/);
  if (!isIsoDate(day)) return null;
  const moment = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+05:30`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** What a bill downloads as for the portal: 'EINV-SB-26-27-00017.json'. */
export const eInvoiceFileName = (billNo: string) =>
  `EINV-${billNo.replaceAll('/', '-')}.${eInvoiceJson.extension}`;

/** A bill's e-invoice and the IRN the portal gives it back. */
export function eInvoiceService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  return {
    /**
     * The bill as the portal's JSON, kept as an 'e-invoice' document: refused for a Non-GST bill
     * and for a recipient without GSTIN (an export's buyer is the portal's URP).
     */
    async download(user: SessionUser, billNo: string): Promise<OpenedDocument> {
      const bill = await billNumbered(db, user.company_id, billNo);
      const invoice = await taxInvoiceOfBill(db, user.company_id, bill.id);
      if (invoice.mode !== 'export' && invoice.mode !== 'none' && !invoice.recipient.gstin)
        throw badRequest(BILL_MESSAGES.noGstin(invoice.recipient.name));
      let bytes: Buffer;
      try {
        bytes = await eInvoiceJson.write(invoice);
      } catch (error) {
        if (error instanceof EInvoiceRefusal) throw badRequest(error.message);
        throw error;
      }
      return documents.issueAndOpen({
        user,
        kind: 'e-invoice',
        downloadName: eInvoiceFileName(bill.billNo),
        contentType: eInvoiceJson.contentType,
        bytes,
      });
    },

    /**
     * Records the portal's IRN and acknowledgement on the bill and prints it again so the IRN
     * shows, with its history row, in one transaction; a registered bill is final.
     */
    async saveIrn(user: SessionUser, registration: Registration): Promise<string> {
      const ackDate = acknowledgedAt(registration.ackdt);
      if (!ackDate)
        throw badRequest('The acknowledgement date is not a real date.', {
          ackdt: 'The acknowledgement date is not a real date.',
        });
      return inTransaction(db, async (tx) => {
        const bill = await billNumbered(tx, user.company_id, registration.billno);
        if (bill.irn) throw badRequest(BILL_MESSAGES.registered(bill.billNo));
        if (bill.taxMode === 'none') throw badRequest('A Non-GST bill is not an e-invoice.');
        const irn = registration.irn.toLowerCase();
        await tx
          .update(bills)
          .set({
            irn,
            ackNo: registration.ackno,
            ackDate,
            modifiedBy: user.user_id,
            modifiedAt: new Date(),
          })
          .where(eq(bills.id, bill.id));
        const issued = await issueBillPdf(tx, documents, user, bill.id);
        await recordChange(tx, user, {
          entity: 'bill',
          entityId: bill.id,
          action: 'updated',
          before: { irn: null, ackno: null, ackdt: null },
          after: { irn, ackno: registration.ackno, ackdt: ackDate.toISOString() },
        });
        return issued.name;
      });
    },
  };
}
