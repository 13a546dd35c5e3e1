import { BILL_MESSAGES } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { type BillRecord, findBill } from './billRepository';

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
  const bill = await findBill(db, companyId, billNo, options);
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
