import { MIS_BILL_MESSAGES, misBill, type PageQuery, type SessionUser } from '@quaybook/contract';
import { type BillTotals, billTotals, financialYear, SERIES, todayInPorts } from '@quaybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { badRequest, conflict } from '../../http/errors';
import { choiceProblems } from '../../shared/choices';
import { type HistoryRecord, recordChange } from '../../shared/history';
import { refuseProblems } from '../../shared/problems';
import { expectStoredVersion } from '../../shared/rowVersion';
import { inNumberedTransaction, nextNumber } from '../../shared/sequences';
import { inTransaction } from '../../shared/transaction';
import { invoiceAmounts } from '../billing/invoiceAmounts';
import { type InvoiceParties, invoicePartiesOf, taxModeBetween } from '../billing/invoiceParties';
import { misBillDetails } from './misBillDetails';
import { issueMisBillPdf, type StoredMisBill } from './misBillDocuments';
import {
  deleteMisBillLines,
  insertMisBill,
  insertMisBillLines,
  lockedMisBillVersion,
  type MisBillFilter,
  type MisBillLineRecord,
  type MisBillRecord,
  misBillRows,
  updateMisBill,
} from './misBillRepository';
import { misBillOf } from './storedMisBill';

type MisForm = z.output<typeof misBill.endpoints.save.body>;
type Master = MisForm['mismaster'][number];
type Line = MisForm['misdetail'][number];

/** The master's fields as stored; report number and date only when the bill names a report. */
const masterValues = (master: Master) => ({
  billDate: master.billdate,
  applicantId: master.applicantID,
  accountId: master.accountID,
  customerRefNo: master.custrefno,
  reportNo: master.isReport ? master.reportno : null,
  reportDate: master.isReport ? master.reportdate : null,
  particulars: master.particulars,
  nonGst: master.nonGstBill === 1,
  exportBill: master.isExpBill === 1,
  roundOff: master.isRound === 1,
});

/** The amounts of a bill as stored, from its totals. */
const amountValues = (parties: InvoiceParties, totals: BillTotals) => ({
  taxSlab: totals.slab,
  taxMode: totals.mode,
  placeOfSupply: parties.placeOfSupply,
  ...invoiceAmounts(totals),
});

const lineValues = (billId: number, lines: readonly Line[], totals: BillTotals) =>
  totals.lines.map((priced, index) => ({
    misBillId: billId,
    lineNo: index + 1,
    item: lines[index]?.billitem ?? '',
    unit: lines[index]?.unit ?? '',
    quantity: priced.quantity,
    ratePaise: priced.ratePaise,
    amountPaise: priced.amountPaise,
    cgstPaise: priced.cgstPaise,
    sgstPaise: priced.sgstPaise,
    igstPaise: priced.igstPaise,
    totalPaise: priced.totalPaise,
  }));

/** A bill as history keeps it: its wire names, amounts in paise, and its lines. */
const billFacts = (bill: MisBillRecord, lines: readonly MisBillLineRecord[]): HistoryRecord => ({
  billno: bill.billNo,
  billdate: bill.billDate,
  applicantID: bill.applicantId,
  accountID: bill.accountId,
  custrefno: bill.customerRefNo,
  reportno: bill.reportNo,
  reportdate: bill.reportDate,
  particulars: bill.particulars,
  nonGstBill: bill.nonGst,
  isExpBill: bill.exportBill,
  isRound: bill.roundOff,
  taxslab: bill.taxSlab,
  taxable: bill.taxablePaise,
  cgst: bill.cgstPaise,
  sgst: bill.sgstPaise,
  igst: bill.igstPaise,
  payableamt: bill.payablePaise,
  document: bill.documentId,
  lines: lines.map((line) => [line.item, line.quantity, line.unit, line.ratePaise]),
});

/** The taxes of a bill between its parties, from quantities and rates alone. */
async function priced(db: Database, companyId: number, master: Master, lines: readonly Line[]) {
  const parties = await invoicePartiesOf(db, companyId, master.applicantID, master.accountID);
  const mode = taxModeBetween(parties, {
    nonGst: master.nonGstBill === 1,
    exportBill: master.isExpBill === 1,
  });
  const totals = billTotals(
    lines.map((line) => ({ quantity: line.qty, ratePaise: line.rate })),
    mode,
    master.isRound === 1,
  );
  return { parties, totals };
}

/**
 * Saving, changing and reprinting MIS bills. Every amount is worked out here from quantities
 * and rates; each action numbers, stores, prints and records history in one transaction.
 */
export function misBillService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  /** Checks what the form chose; the applicant must be the company's (404 otherwise). */
  async function checkMaster(user: SessionUser, master: Master) {
    if (master.billdate > todayInPorts()) throw badRequest(MIS_BILL_MESSAGES.billDateAfterToday);
    refuseProblems(
      await choiceProblems(db, user.company_id, [
        { field: 'mismaster.0.accountID', kind: 'account', id: master.accountID },
      ]),
    );
  }

  /**
   * Prints the bill as stored, issues the PDF and records the change (a creation when there is
   * no `before`) in the caller's transaction; answers the PDF's file name.
   */
  async function printAndRecord(
    tx: Database,
    user: SessionUser,
    printed: StoredMisBill,
    before?: StoredMisBill,
  ): Promise<string> {
    const { issued, bill } = await issueMisBillPdf(tx, documents, user, printed);
    await recordChange(tx, user, {
      entity: 'mis-bill',
      entityId: bill.id,
      action: before ? 'updated' : 'created',
      before: before && billFacts(before.bill, before.lines),
      after: billFacts(bill, printed.lines),
    });
    return issued.name;
  }

  /** The bill's lines as worked out, written in the caller's transaction. */
  const insertLines = (tx: Database, billId: number, lines: readonly Line[], totals: BillTotals) =>
    insertMisBillLines(tx, lineValues(billId, lines, totals));

  return {
    /** MIS Bills: the company's bills the filters keep, a page of them when asked. */
    list: (user: SessionUser, query: MisBillFilter & PageQuery) =>
      misBillRows(db, user.company_id, query),

    /** An MIS bill as the edit form reads it back; 404 for another company's or none. */
    details: (user: SessionUser, billNo: string) => misBillDetails(db, user.company_id, billNo),

    /** Numbers and saves a new MIS bill with its PDF; answers the PDF's file name. */
    async save(user: SessionUser, form: MisForm): Promise<{ name: string; billNo: string }> {
      const [master] = form.mismaster;
      if (!master) throw badRequest(MIS_BILL_MESSAGES.refresh);
      await checkMaster(user, master);
      const { parties, totals } = await priced(db, user.company_id, master, form.misdetail);
      return inNumberedTransaction(db, user.company_id, [SERIES.misBill], async (tx) => {
        const billNo = await nextNumber(tx, user.company_id, SERIES.misBill, master.billdate);
        const bill = await insertMisBill(tx, {
          ...masterValues(master),
          ...amountValues(parties, totals),
          companyId: user.company_id,
          billNo,
          createdBy: user.user_id,
          createdAt: new Date(),
        });
        if (!bill) throw new Error('The MIS bill was not saved');
        const lines = await insertLines(tx, bill.id, form.misdetail, totals);
        const name = await printAndRecord(tx, user, { bill, lines });
        return { name, billNo };
      });
    },

    /** Changes an MIS bill under its number: new lines, amounts worked out again, a new PDF. */
    async update(user: SessionUser, form: MisForm): Promise<string> {
      const [master] = form.mismaster;
      if (!master?.billno) throw badRequest(MIS_BILL_MESSAGES.refresh);
      const billNo = master.billno;
      await checkMaster(user, master);
      const { parties, totals } = await priced(db, user.company_id, master, form.misdetail);
      return inTransaction(db, async (tx) => {
        const before = await misBillOf(tx, user.company_id, billNo, true);
        if (before.bill.irn) throw conflict(MIS_BILL_MESSAGES.registered(billNo));
        await expectStoredVersion(
          master.version,
          () => lockedMisBillVersion(tx, before.bill.id),
          () => misBillDetails(tx, user.company_id, billNo),
          misBill.endpoints.update.current,
        );
        const year = financialYear(before.bill.billDate);
        if (financialYear(master.billdate).start !== year.start)
          throw badRequest(
            `The bill date must stay in financial year ${year.label} of bill ${billNo}.`,
            { 'mismaster.0.billdate': `Bill ${billNo} belongs to financial year ${year.label}.` },
          );
        const bill = await updateMisBill(tx, before.bill.id, {
          ...masterValues(master),
          ...amountValues(parties, totals),
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        });
        if (!bill) throw new Error(`MIS bill ${billNo} was not changed`);
        await deleteMisBillLines(tx, bill.id);
        const lines = await insertLines(tx, bill.id, form.misdetail, totals);
        return printAndRecord(tx, user, { bill, lines }, before);
      });
    },

    /** Prints an MIS bill again from what is stored; answers the new PDF's file name. */
    async regenerate(user: SessionUser, billNo: string): Promise<string> {
      return inTransaction(db, async (tx) => {
        const stored = await misBillOf(tx, user.company_id, billNo, true);
        return printAndRecord(tx, user, stored, stored);
      });
    },
  };
}
