import { buffer } from 'node:stream/consumers';
import { BILL_MESSAGES, billRow, REPORT_MESSAGES, type SessionUser } from '@quaybook/contract';
import {
  type BillTotals,
  billTotals,
  type Chargeable,
  financialYear,
  type PartyRateEntry,
  priceInspections,
  SERIES,
  todayInPorts,
} from '@quaybook/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type DocumentToIssue, documentService } from '../../documents/documentService';
import { billSummaryXlsx } from '../../documents/writers/billSummaryXlsx';
import { mergePdfs } from '../../documents/writers/mergePdfs';
import { badRequest, conflict, notFound } from '../../http/errors';
import { atPlace } from '../../shared/docks';
import { type HistoryRecord, recordChange } from '../../shared/history';
import { expectStoredVersion } from '../../shared/rowVersion';
import { inNumberedTransaction, nextNumber } from '../../shared/sequences';
import { inTransaction } from '../../shared/transaction';
import { invoiceAmounts, lineAmounts } from '../billing/invoiceAmounts';
import { invoicePartiesOf, taxModeBetween } from '../billing/invoiceParties';
import { billFileName, type InvoiceRenderer } from '../billing/invoicePdf';
import { locationNameOf } from '../location/locationRepository';
import { issueBillPdf } from './billDocuments';
import { billRowOf } from './billListRepository';
import {
  type BillRecord,
  billAmounts,
  billDocumentName,
  billedContainers,
  billLineRates,
  billReports,
  chargeablesOf,
  chargeInspections,
  insertBill,
  lockedBillVersion,
  lockedReports,
  lockedReportsOnBill,
  partyNamesOf,
  partyRatesOf,
  replaceBillLines,
  reportDocumentsOnBill,
  unbillReport,
  updateBill,
} from './billRepository';
import { pdfRenderingFor } from './pdfOutsideTransaction';
import { billByNo, changeableBill } from './storedBill';

type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

/** The bill's columns for its totals. */
const amountsOf = (totals: BillTotals) => ({
  taxSlab: totals.slab,
  taxMode: totals.mode,
  ...invoiceAmounts(totals),
});

/** Writes the bill's lines afresh: one per movement and size, numbered from 1. */
async function writeLines(
  tx: Database,
  billId: number,
  lines: readonly { movementId: number; size: number }[],
  totals: BillTotals,
) {
  await replaceBillLines(
    tx,
    billId,
    totals.lines.map((line, index) => ({
      billId,
      lineNo: index + 1,
      movementId: lines[index]?.movementId as number,
      size: lines[index]?.size as number,
      ...lineAmounts(line),
    })),
  );
}

/** Bills: generating one from reports, and every later change of it, each in one transaction. */
export function billService(deps: { db: Database; config: Config }) {
  const { db } = deps;
  const documents = documentService(deps);

  /** A bill date the bill may carry: not after today at the ports. */
  const refuseFutureDate = (billDate: string) => {
    if (billDate > todayInPorts())
      throw badRequest(BILL_MESSAGES.billDateAfterToday, {
        billdate: BILL_MESSAGES.billDateAfterToday,
      });
  };

  const withPdf = pdfRenderingFor(deps.config);

  /** Reissues a changed bill's PDF, its bytes from `render`; its name is what the call answers. */
  const reissue = async (tx: Database, user: Caller, bill: BillRecord, render: InvoiceRenderer) =>
    (await issueBillPdf(tx, documents, user, bill.id, render)).name;

  /** The bill's PDF made again from what it holds now; its name. */
  const updatePdf = (user: Caller, billNo: string): Promise<string> =>
    withPdf((render) =>
      inTransaction(db, async (tx) => {
        const bill = await billByNo(tx, user.company_id, billNo, { lock: true });
        return reissue(tx, user, bill, render);
      }),
    );

  /** A document made from a bill without changing it, issued on its own; its name. */
  const issueAlone = async (document: DocumentToIssue) =>
    (await inTransaction(db, (tx) => documents.issue(tx, document))).name;

  /**
   * One change of a bill not yet registered, in one transaction: the change, its history and
   * the bill's new PDF, whose name is the answer.
   */
  /** A change of one bill; `version`, when the edit names one, must still be the bill's. */
  const changeBill = (
    user: Caller,
    billNo: string,
    version: number | undefined,
    change: (
      tx: Database,
      bill: BillRecord,
    ) => Promise<{ before: HistoryRecord; after: HistoryRecord }>,
  ) =>
    withPdf((render) =>
      inTransaction(db, async (tx) => {
        const bill = await changeableBill(tx, user.company_id, billNo);
        await expectStoredVersion(
          version,
          () => lockedBillVersion(tx, bill.id),
          () => billRowOf(tx, user.company_id, bill.id),
          billRow,
        );
        const { before, after } = await change(tx, bill);
        const filename = await reissue(tx, user, bill, render);
        await recordChange(tx, user, {
          entity: 'bill',
          entityId: bill.id,
          action: 'updated',
          before,
          after,
        });
        return filename;
      }),
    );

  return {
    /**
     * One tax invoice for the reports: each inspection priced at its party's rate, taxed
     * between the company and the applicant, numbered, and printed, all in one transaction.
     */
    async generate(
      user: Caller,
      input: { reportIds: number[]; billDate: string; roundOff: boolean },
    ): Promise<{ filename: string; billNo: string }> {
      refuseFutureDate(input.billDate);
      const companyId = user.company_id;
      return withPdf((render) =>
        inNumberedTransaction(db, companyId, [SERIES.bill], async (tx) => {
          // Locked first: a second bill of any of these reports waits here, then sees them billed.
          const locked = await lockedReports(tx, companyId, input.reportIds);
          if (locked.length !== new Set(input.reportIds).size)
            throw notFound(REPORT_MESSAGES.reportNotFound);
          const first = locked[0] as (typeof locked)[number];
          if (
            locked.some(
              (report) =>
                report.applicantId !== first.applicantId || report.accountId !== first.accountId,
            )
          )
            throw badRequest(BILL_MESSAGES.oneParty);
          const billed = locked.filter((report) => report.billId !== null);
          if (billed.length > 0)
            throw conflict(
              BILL_MESSAGES.alreadyBilled(billed.map((report) => report.reportNo).join(', ')),
            );

          const reportIds = locked.map((report) => report.id);
          const party = await partyNamesOf(tx, first.applicantId, first.accountId);
          const rates = await partyRatesOf(tx, companyId, first);
          const chargeables: Chargeable[] = await chargeablesOf(tx, reportIds);
          const pricing = priceInspections(
            `${party?.applicant ?? ''} / ${party?.account ?? ''}`,
            chargeables,
            rates,
          );
          if (!pricing.ok) throw badRequest(pricing.message);

          const parties = await invoicePartiesOf(tx, companyId, first.applicantId, first.accountId);
          const totals = billTotals(pricing.lines, taxModeBetween(parties), input.roundOff);
          const billNo = await nextNumber(tx, companyId, SERIES.bill, input.billDate);
          const bill = await insertBill(tx, {
            companyId,
            billNo,
            billDate: input.billDate,
            applicantId: first.applicantId,
            accountId: first.accountId,
            placeOfSupply: parties.placeOfSupply,
            roundOff: input.roundOff,
            ...amountsOf(totals),
            createdBy: user.user_id,
          });
          if (!bill) throw new Error(`Bill ${billNo} was not written`);
          await writeLines(tx, bill.id, pricing.lines, totals);
          await billReports(tx, reportIds, bill.id);
          await chargeInspections(tx, reportIds, pricing.lines);
          const filename = await reissue(tx, user, bill, render);
          await recordChange(
            tx,
            user,
            {
              entity: 'bill',
              entityId: bill.id,
              action: 'created',
              after: {
                billno: billNo,
                billdate: input.billDate,
                applicant: first.applicantId,
                account: first.accountId,
                reports: locked.map((report) => report.reportNo),
                containers: chargeables.length,
                ...billAmounts(bill),
              },
            },
            ...locked.map((report) => ({
              entity: 'report',
              entityId: report.id,
              action: 'billed' as const,
              before: { billno: null },
              after: { billno: billNo },
            })),
          );
          return { filename, billNo };
        }),
      );
    },

    /** The bill's PDF made again from what it holds now. */
    updatePdf,

    /** The bill's current PDF, made first if it has none. */
    async reprint(user: Caller, billNo: string): Promise<string> {
      const bill = await billByNo(db, user.company_id, billNo);
      const current = await billDocumentName(db, bill);
      return current ?? updatePdf(user, billNo);
    },

    /**
     * One PDF of the bill followed by each of its reports' current PDFs, for the shipping line;
     * a report not yet printed stops it, named.
     */
    async merge(user: Caller, billNo: string): Promise<string> {
      const bill = await billByNo(db, user.company_id, billNo);
      const onBill = await reportDocumentsOnBill(db, bill.id);
      const unprinted = onBill.filter((report) => report.document === null);
      if (unprinted.length > 0)
        throw badRequest(
          `Report ${unprinted.map((report) => report.reportNo).join(', ')} has no PDF yet; print it on the Reports screen, then merge again.`,
        );
      const billPdf = (await billDocumentName(db, bill)) ?? (await updatePdf(user, billNo));
      const parts: Uint8Array[] = [];
      for (const name of [billPdf, ...onBill.map((report) => report.document as string)])
        parts.push(await buffer((await documents.open(user, name)).body));
      const bytes = await mergePdfs.write(parts);
      return issueAlone({
        user,
        kind: 'merged-bill',
        downloadName: billFileName(bill.billNo, '-with-reports'),
        contentType: mergePdfs.contentType,
        bytes,
      });
    },

    /**
     * The bill's containers inspected at one dock, as a spreadsheet with subtotals: a dock is
     * every yard of it, as the Zircon report judges (`atPlace`); another place is itself.
     */
    async summary(user: Caller, billNo: string, locationId: number): Promise<string> {
      const bill = await billByNo(db, user.company_id, billNo);
      const dockName = await locationNameOf(db, locationId);
      if (dockName === undefined) throw notFound('Location not found.');
      const there = await billedContainers(db, bill.id, atPlace(locationId));
      if (there.length === 0) throw badRequest(BILL_MESSAGES.nothingAtDock(bill.billNo, dockName));
      const parties = await invoicePartiesOf(db, user.company_id, bill.applicantId, bill.accountId);
      const bytes = await billSummaryXlsx.write({
        billNo: bill.billNo,
        billDate: bill.billDate,
        party: [parties.recipient.name, parties.accountName].filter(Boolean).join(' / '),
        dock: dockName,
        containers: there,
      });
      return issueAlone({
        user,
        kind: 'bill-summary',
        downloadName: `${bill.billNo.replaceAll('/', '-')}-${dockName}.xlsx`,
        contentType: billSummaryXlsx.contentType,
        bytes,
      });
    },

    /**
     * Frees a report from its bill and works the bill out again from the containers left, at
     * the rates the bill charged them (not today's party rates), with a new PDF.
     */
    async clearReport(user: Caller, billNo: string, reportNo: string): Promise<string> {
      return withPdf((render) =>
        inTransaction(db, async (tx) => {
          const bill = await changeableBill(tx, user.company_id, billNo);
          const onBill = await lockedReportsOnBill(tx, bill.id);
          const report = onBill.find(
            (row) => row.reportNo.toLowerCase() === reportNo.trim().toLowerCase(),
          );
          if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
          if (onBill.length === 1) throw conflict(BILL_MESSAGES.lastReport(bill.billNo));

          await unbillReport(tx, report.id);
          const left = await chargeablesOf(
            tx,
            onBill.filter((row) => row.id !== report.id).map((row) => row.id),
          );
          // The rates the bill charged, as the pricing's rate table: the bill keeps its prices.
          const charged = new Map<string, PartyRateEntry>();
          for (const row of left)
            charged.set(`${row.movementId}:${row.size}`, {
              movementId: row.movementId,
              size: row.size,
              ratePaise: row.ratePaise ?? 0,
            });
          const pricing = priceInspections('', left, [...charged.values()]);
          if (!pricing.ok) throw new Error(`Bill ${bill.billNo} has an unpriced container`);
          const totals = billTotals(pricing.lines, bill.taxMode, bill.roundOff);
          const after = await updateBill(tx, bill.id, {
            ...amountsOf(totals),
            modifiedBy: user.user_id,
            modifiedAt: new Date(),
          });
          await writeLines(tx, bill.id, pricing.lines, totals);
          const filename = await reissue(tx, user, bill, render);
          await recordChange(
            tx,
            user,
            {
              entity: 'bill',
              entityId: bill.id,
              action: 'report-cleared',
              before: { report: report.reportNo, ...billAmounts(bill) },
              after: { report: null, ...billAmounts(after ?? bill) },
            },
            {
              entity: 'report',
              entityId: report.id,
              action: 'report-cleared',
              before: { billno: bill.billNo },
              after: { billno: null },
            },
          );
          return filename;
        }),
      );
    },

    /** A new date for the bill: not after today, and in the financial year of its number. */
    async updateDate(
      user: Caller,
      billNo: string,
      billDate: string,
      version?: number,
    ): Promise<string> {
      refuseFutureDate(billDate);
      return changeBill(user, billNo, version, async (tx, bill) => {
        if (financialYear(billDate).start !== financialYear(bill.billDate).start)
          throw badRequest(BILL_MESSAGES.otherYear(bill.billNo), {
            billdate: BILL_MESSAGES.otherYear(bill.billNo),
          });
        await updateBill(tx, bill.id, {
          billDate,
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        });
        return { before: { billdate: bill.billDate }, after: { billdate: billDate } };
      });
    },

    /** Rounds the payable amount to the rupee, or stops rounding it, from the stored lines. */
    async updateRoundOff(
      user: Caller,
      billNo: string,
      roundOff: boolean,
      version?: number,
    ): Promise<string> {
      return changeBill(user, billNo, version, async (tx, bill) => {
        const lines = await billLineRates(tx, bill.id);
        const totals = billTotals(lines, bill.taxMode, roundOff);
        const after = await updateBill(tx, bill.id, {
          ...amountsOf(totals),
          roundOff,
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        });
        return { before: billAmounts(bill), after: billAmounts(after ?? bill) };
      });
    },
  };
}
