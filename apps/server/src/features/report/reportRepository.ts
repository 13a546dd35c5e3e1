import { REPORT_MESSAGES } from '@quaybook/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, reports } from '../../db/schema';
import { notFound } from '../../http/errors';

export type ReportRecord = typeof reports.$inferSelect;

/** A report of the company with the number of the bill it is on, if any. */
export interface FoundReport {
  report: ReportRecord;
  billNo: string | null;
}

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
  const query = db
    .select({ report: reports, billNo: sql<string | null>`${bills.billNo}` })
    .from(reports)
    .leftJoin(bills, eq(bills.id, reports.billId))
    .where(and(eq(reports.companyId, companyId), eq(reports.reportNo, reportNo)));
  const [found] = forChange ? await query.for('update', { of: reports }) : await query;
  if (!found) throw notFound(REPORT_MESSAGES.reportNotFound);
  return found;
}
