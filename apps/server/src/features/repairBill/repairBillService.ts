import {
  REPAIR_BILL_MESSAGES,
  type RepairBillRow,
  type RepairEstimateRow,
  type SessionUser,
} from '@quaybook/contract';
import {
  approvedByResponsibility,
  billTotals,
  GST_RATES,
  repairBillLineText,
  roundOffStated,
  SERIES,
  todayInPorts,
} from '@quaybook/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { documentService } from '../../documents/documentService';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import type { Listed } from '../../shared/paging';
import { inNumberedTransaction, nextNumber } from '../../shared/sequences';
import { pdfRenderingFor } from '../bill/pdfOutsideTransaction';
import { invoiceAmounts } from '../billing/invoiceAmounts';
import { invoicePartiesOf, taxModeBetween } from '../billing/invoiceParties';
import { refuseUnfitReportFilter } from '../report/reportListService';
import { issueRepairBillPdf } from './repairBillDocuments';
import {
  type BillableEstimate,
  billEstimates,
  decidedLinesOf,
  estimatesOfRepairBill,
  insertRepairBill,
  insertRepairBillLines,
  type ListedRepairBill,
  listRepairBills,
  lockedEstimates,
  type RepairBillListQuery,
  repairBillNumbered,
  unbilledEstimatesOf,
} from './repairBillRepository';

type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

const numbersOf = (estimates: readonly BillableEstimate[]) =>
  estimates.map((estimate) => estimate.estimateNo).join(', ');

/** Estimates as the screens show them: what the line pays and, apart, the owner and third party. */
async function estimateRows(
  db: Database,
  estimates: readonly BillableEstimate[],
): Promise<RepairEstimateRow[]> {
  const decided = await decidedLinesOf(
    db,
    estimates.map((estimate) => estimate.id),
  );
  return estimates.map((estimate) => {
    const { U, O, T } = approvedByResponsibility(decided.get(estimate.id) ?? []);
    return {
      estimateid: estimate.id,
      estimateno: estimate.estimateNo,
      estimatedate: estimate.estimateDate,
      repairedat: estimate.repairedAt,
      containerno: estimate.containerNumber,
      applicant: estimate.applicantId,
      account: estimate.accountId,
      status: estimate.status,
      sac: estimate.sac,
      lineamt: U,
      owneramt: O,
      thirdpartyamt: T,
      billno: estimate.billNo,
    };
  });
}

const repairBillRowOf = ({ bill, ...row }: ListedRepairBill): RepairBillRow => ({
  autoid: bill.id,
  billno: bill.billNo,
  billdate: bill.billDate,
  applicant: bill.applicantId,
  applicantname: row.applicantName,
  account: bill.accountId,
  accountname: row.accountName,
  filename: row.filename,
  isround: bill.roundOff ? 1 : 0,
  taxslab: bill.taxSlab,
  taxable: bill.taxablePaise,
  cgst: bill.cgstPaise,
  sgst: bill.sgstPaise,
  igst: bill.igstPaise,
  total: bill.totalPaise,
  roundoff: roundOffStated(bill.roundOffPaise),
  payableamt: bill.payablePaise,
  estimates: Number(row.estimates),
  containers: Number(row.estimates),
  gstin: row.applicantGstin || null,
  irn: bill.irn,
  ackno: bill.ackNo,
  ackdt: bill.ackDate?.toISOString() ?? null,
  version: bill.version,
});

/**
 * The estimates a repair bill may charge, or the refusal naming the ones it may not: each the
 * company's (404 otherwise), repaired and on no bill, all of one party, taxed at the bill's rate.
 */
function refuseUnbillable(ids: readonly number[], locked: readonly BillableEstimate[]) {
  if (locked.length !== new Set(ids).size) throw notFound(REPAIR_BILL_MESSAGES.estimateNotFound);
  const billed = locked.filter((e) => e.status === 'billed' || e.repairBillId !== null);
  if (billed.length > 0) throw conflict(REPAIR_BILL_MESSAGES.alreadyBilled(numbersOf(billed)));
  const unrepaired = locked.filter((e) => e.status !== 'repaired');
  if (unrepaired.length > 0)
    throw badRequest(REPAIR_BILL_MESSAGES.notRepaired(numbersOf(unrepaired)), {
      estimateid: REPAIR_BILL_MESSAGES.notRepaired(numbersOf(unrepaired)),
    });
  const first = locked[0] as BillableEstimate;
  if (locked.some((e) => e.applicantId !== first.applicantId || e.accountId !== first.accountId))
    throw badRequest(REPAIR_BILL_MESSAGES.oneParty, { estimateid: REPAIR_BILL_MESSAGES.oneParty });
  // The bill taxes every line at the GST rate of services (18%), as bills do.
  const otherRate = locked.filter((e) => e.gstRateBasisPoints !== GST_RATES.igst);
  if (otherRate.length > 0) throw badRequest(REPAIR_BILL_MESSAGES.otherRate(numbersOf(otherRate)));
  return first;
}

/** Repair bills: generating one from repaired estimates, and what the screens list of them. */
export function repairBillService(deps: { db: Database; config: Config }) {
  const { db } = deps;
  const documents = documentService(deps);
  const withPdf = pdfRenderingFor(deps.config);

  return {
    /** A party's repaired estimates on no repair bill; a party is required. */
    async unbilled(
      user: SessionUser,
      query: { applicant: number | null; account: number | null },
    ): Promise<RepairEstimateRow[]> {
      if (!query.applicant)
        throw badRequest(REPAIR_BILL_MESSAGES.selectParty, {
          applicant: REPAIR_BILL_MESSAGES.selectParty,
        });
      return estimateRows(
        db,
        await unbilledEstimatesOf(db, user.company_id, query.applicant, query.account),
      );
    },

    /** The company's repair bills under the filters, dates and container numbers checked. */
    async list(user: SessionUser, query: RepairBillListQuery): Promise<Listed<RepairBillRow>> {
      refuseUnfitReportFilter(query);
      const { rows, info } = await listRepairBills(db, user.company_id, query);
      return { rows: rows.map(repairBillRowOf), ...(info ? { info } : {}) };
    },

    /** The estimates the company's repair bill of this number charged; 404 for any other. */
    async estimatesOf(user: SessionUser, billNo: string): Promise<RepairEstimateRow[]> {
      const bill = await repairBillNumbered(db, user.company_id, billNo, false);
      if (!bill) throw notFound(REPAIR_BILL_MESSAGES.billNotFound);
      return estimateRows(db, await estimatesOfRepairBill(db, user.company_id, bill.id));
    },

    /**
     * One tax invoice for the estimates: a line per estimate at what the line approved of its
     * own (U) lines, taxed between the company and the applicant, numbered in the RB series,
     * the estimates marked billed, printed and recorded, all in one transaction.
     */
    async generate(
      user: Caller,
      input: { estimateIds: number[]; billDate: string; roundOff: boolean },
    ): Promise<{ filename: string; billNo: string }> {
      if (input.billDate > todayInPorts())
        throw badRequest(REPAIR_BILL_MESSAGES.billDateAfterToday, {
          billdate: REPAIR_BILL_MESSAGES.billDateAfterToday,
        });
      const companyId = user.company_id;
      return withPdf((render) =>
        inNumberedTransaction(db, companyId, [SERIES.repairBill], async (tx) => {
          const locked = await lockedEstimates(tx, companyId, input.estimateIds);
          const first = refuseUnbillable(input.estimateIds, locked);
          const decided = await decidedLinesOf(
            tx,
            locked.map((estimate) => estimate.id),
          );
          const charges = locked.map(
            (estimate) => approvedByResponsibility(decided.get(estimate.id) ?? []).U,
          );
          const nothing = locked.filter((_, index) => charges[index] === 0);
          if (nothing.length > 0)
            throw badRequest(REPAIR_BILL_MESSAGES.nothingCharged(numbersOf(nothing)));

          const parties = await invoicePartiesOf(tx, companyId, first.applicantId, first.accountId);
          const totals = billTotals(
            charges.map((ratePaise) => ({ quantity: 1, ratePaise })),
            taxModeBetween(parties),
            input.roundOff,
          );
          const billNo = await nextNumber(tx, companyId, SERIES.repairBill, input.billDate);
          const bill = await insertRepairBill(tx, {
            companyId,
            billNo,
            billDate: input.billDate,
            applicantId: first.applicantId,
            accountId: first.accountId,
            sac: first.sac,
            taxSlab: totals.slab,
            taxMode: totals.mode,
            placeOfSupply: parties.placeOfSupply,
            roundOff: input.roundOff,
            ...invoiceAmounts(totals),
            createdBy: user.user_id,
          });
          if (!bill) throw new Error(`Repair bill ${billNo} was not written`);
          await insertRepairBillLines(
            tx,
            totals.lines.map((line, index) => {
              const estimate = locked[index] as BillableEstimate;
              return {
                repairBillId: bill.id,
                lineNo: index + 1,
                estimateId: estimate.id,
                description: repairBillLineText(estimate.containerNumber, estimate.estimateNo),
                quantity: line.quantity,
                ratePaise: line.ratePaise,
                amountPaise: line.amountPaise,
                cgstPaise: line.cgstPaise,
                sgstPaise: line.sgstPaise,
                igstPaise: line.igstPaise,
                totalPaise: line.totalPaise,
              };
            }),
          );
          const estimateIds = locked.map((estimate) => estimate.id);
          await billEstimates(tx, estimateIds, bill.id, user.user_id);
          const issued = await issueRepairBillPdf(tx, documents, user, bill, render);
          await recordChange(
            tx,
            user,
            {
              entity: 'repair-bill',
              entityId: bill.id,
              action: 'created',
              after: {
                billno: billNo,
                billdate: input.billDate,
                applicant: first.applicantId,
                account: first.accountId,
                estimates: locked.map((estimate) => estimate.estimateNo),
                taxable: totals.taxablePaise,
                cgst: totals.cgstPaise,
                sgst: totals.sgstPaise,
                igst: totals.igstPaise,
                total: totals.totalPaise,
                payableamt: totals.payablePaise,
              },
            },
            ...locked.map((estimate) => ({
              entity: 'estimate',
              entityId: estimate.id,
              action: 'billed' as const,
              before: { status: estimate.status, billno: null },
              after: { status: 'billed', billno: billNo },
            })),
          );
          return { filename: issued.name, billNo };
        }),
      );
    },
  };
}
