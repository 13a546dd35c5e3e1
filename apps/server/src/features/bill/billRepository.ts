import { BILL_MESSAGES } from '@quaybook/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

export type BillRecord = typeof bills.$inferSelect;

/**
 * The company's bill of this number; another company's, or none, is not found. With `lock`,
 * the row is held until the caller's transaction ends, so two changes of one bill queue.
 */
export async function billByNo(
  db: Database,
  companyId: number,
  billNo: string,
  options: { lock?: boolean } = {},
): Promise<BillRecord> {
  const query = db
    .select()
    .from(bills)
    .where(and(eq(bills.companyId, companyId), sql`lower(${bills.billNo}) = lower(${billNo})`));
  const [bill] = options.lock ? await query.for('update') : await query;
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  return bill;
}

/** A bill to change: locked, and not yet registered on the e-invoice portal. */
export async function changeableBill(
  tx: Database,
  companyId: number,
  billNo: string,
): Promise<BillRecord> {
  const bill = await billByNo(tx, companyId, billNo, { lock: true });
  if (bill.irn) throw conflict(BILL_MESSAGES.registered(bill.billNo));
  return bill;
}

type Amounts = Pick<
  BillRecord,
  | 'roundOff'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
  | 'roundOffPaise'
  | 'payablePaise'
>;

/** The bill's amounts in paise, as history records them before and after a change. */
export const billAmounts = (bill: Amounts) => ({
  isround: bill.roundOff ? 1 : 0,
  taxable: bill.taxablePaise,
  cgst: bill.cgstPaise,
  sgst: bill.sgstPaise,
  igst: bill.igstPaise,
  total: bill.totalPaise,
  roundoff: bill.roundOffPaise,
  payableamt: bill.payablePaise,
});
