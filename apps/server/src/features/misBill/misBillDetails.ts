import type { MisLineRow, MisMasterRow } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { applicantStateOf, documentNameOf, misLineRowOf } from './misBillRepository';
import { misBillOf } from './storedMisBill';

/**
 * An MIS bill as the edit form reads it back: the master in the spec's names (its round-off
 * the spec's "total minus rounded total", so the opposite of what was added) and its lines.
 */
export async function misBillDetails(
  db: Database,
  companyId: number,
  billNo: string,
): Promise<[MisMasterRow[], MisLineRow[]]> {
  const { bill, lines } = await misBillOf(db, companyId, billNo);
  const master: MisMasterRow = {
    autoid: bill.id,
    billno: bill.billNo,
    applicantID: bill.applicantId,
    accountID: bill.accountId,
    state_id: await applicantStateOf(db, bill.applicantId),
    billdate: bill.billDate,
    custrefno: bill.customerRefNo,
    isReport: bill.reportDate || bill.reportNo ? 1 : 0,
    reportno: bill.reportNo,
    reportdate: bill.reportDate,
    isRound: bill.roundOff ? 1 : 0,
    rndval: -bill.roundOffPaise,
    payableamt: bill.payablePaise,
    nonGstBill: bill.nonGst ? 1 : 0,
    particulars: bill.particulars,
    taxslab: bill.taxSlab,
    isExpBill: bill.exportBill ? 1 : 0,
    taxable: bill.taxablePaise,
    cgst: bill.cgstPaise,
    sgst: bill.sgstPaise,
    igst: bill.igstPaise,
    total: bill.totalPaise,
    filename: await documentNameOf(db, bill.documentId),
    version: bill.version,
  };
  return [[master], lines.map(misLineRowOf)];
}
