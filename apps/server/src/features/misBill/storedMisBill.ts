import { MIS_BILL_MESSAGES } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { findMisBill } from './misBillRepository';

/**
 * The company's MIS bill of this number with its lines, locked for the change when `forChange`;
 * another company's number is not found.
 */
export async function misBillOf(
  db: Database,
  companyId: number,
  billNo: string,
  forChange = false,
) {
  const stored = await findMisBill(db, companyId, billNo, forChange);
  if (!stored) throw notFound(MIS_BILL_MESSAGES.billNotFound);
  return stored;
}
