import { REPORT_MESSAGES } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { type FoundReport, findReport } from './reportRepository';

/**
 * The company's report of this number (404 for any other); `forChange` locks its row for the
 * transaction, so two changes of one report wait for each other.
 */
export async function reportByNumber(
  db: Database,
  companyId: number,
  reportNo: string,
  forChange = false,
): Promise<FoundReport> {
  const found = await findReport(db, companyId, reportNo, forChange);
  if (!found) throw notFound(REPORT_MESSAGES.reportNotFound);
  return found;
}
