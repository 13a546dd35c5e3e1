import { BILL_MESSAGES, type SessionUser } from '@quaybook/contract';
import { isIsoDate } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { documentService, type OpenedDocument } from '../../documents/documentService';
import { EInvoiceRefusal, eInvoiceJson } from '../../documents/writers/eInvoiceJson';
import { badRequest, conflict } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { inTransaction } from '../../shared/transaction';
import { invoiceNumbered } from './invoiceKinds';

/** The acknowledgement the portal gave a registered bill or MIS bill. */
interface Registration {
  billno: string;
  irn: string;
  ackno: string;
  /** yyyy-mm-dd, with hh:mm(:ss) when known: the portal's clock, India Standard Time. */
  ackdt: string;
}

/** The portal's acknowledgement time, read in India Standard Time; null when not a real date. */
function acknowledgedAt(text: string): Date | null {
  const [day = '', time = '00:00'] = text.trim().split(/[ T]/);
  if (!isIsoDate(day)) return null;
  const moment = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+05:30`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** What a bill downloads as for the portal: 'EINV-SB-26-27-00017.json'. */
const eInvoiceFileName = (billNo: string) =>
  `EINV-${billNo.replaceAll('/', '-')}.${eInvoiceJson.extension}`;

/** The e-invoice of a bill or MIS bill, and the IRN the portal gives it back. */
export function eInvoiceService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  return {
    /**
     * The bill as the portal's JSON, kept as an 'e-invoice' document: refused for a Non-GST bill
     * and for a recipient without GSTIN (an export's buyer is the portal's URP).
     */
    async download(user: SessionUser, billNo: string): Promise<OpenedDocument> {
      const { kind, found } = await invoiceNumbered(db, user.company_id, billNo);
      const invoice = await kind.invoice(db, user.company_id, found);
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
        downloadName: eInvoiceFileName(found.billNo),
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
        const { kind, found } = await invoiceNumbered(
          tx,
          user.company_id,
          registration.billno,
          true,
        );
        if (found.irn) throw conflict(kind.registered(found.billNo));
        if (found.taxMode === 'none') throw badRequest('A Non-GST bill is not an e-invoice.');
        const irn = registration.irn.toLowerCase();
        await kind.register(tx, found, {
          irn,
          ackNo: registration.ackno,
          ackDate,
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        });
        const issued = await kind.reissue(tx, documents, user, found);
        await recordChange(tx, user, {
          entity: kind.entity,
          entityId: found.id,
          action: 'updated',
          before: { irn: null, ackno: null, ackdt: null },
          after: { irn, ackno: registration.ackno, ackdt: ackDate.toISOString() },
        });
        return issued.name;
      });
    },
  };
}
