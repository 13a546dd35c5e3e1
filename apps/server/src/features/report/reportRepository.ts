import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, inspections, reports } from '../../db/schema';
import { newestFirst } from '../inspection/inspectionRowRepository';

export type ReportRecord = typeof reports.$inferSelect;

/** A report of the company with the number of the bill it is on, if any. */
export interface FoundReport {
  report: ReportRecord;
  billNo: string | null;
}

/**
 * The company's report of this number, none for any other; `forChange` locks its row for the
 * transaction, so two changes of one report wait for each other.
 */
export async function findReport(
  db: Database,
  companyId: number,
  reportNo: string,
  forChange = false,
): Promise<FoundReport | undefined> {
  const query = db
    .select({ report: reports, billNo: sql<string | null>`${bills.billNo}` })
    .from(reports)
    .leftJoin(bills, eq(bills.id, reports.billId))
    .where(and(eq(reports.companyId, companyId), eq(reports.reportNo, reportNo)));
  const [found] = forChange ? await query.for('update', { of: reports }) : await query;
  return found;
}

/** The ids of the inspections on the report. */
export async function inspectionIdsOf(tx: Database, reportId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(eq(inspections.reportId, reportId));
  return rows.map(({ id }) => id);
}

/** Numbers a new report and answers it as recorded. */
export async function insertReport(tx: Database, values: typeof reports.$inferInsert) {
  const [report] = await tx.insert(reports).values(values).returning();
  return report;
}

/** Points the report at its newly printed PDF. */
export async function setReportDocument(
  tx: Database,
  reportId: number,
  documentId: number,
  userId: number,
) {
  await tx
    .update(reports)
    .set({ documentId, modifiedBy: userId, modifiedAt: new Date() })
    .where(eq(reports.id, reportId));
}

/** Puts the inspections on the report, or on none. */
export async function setInspectionsReport(
  tx: Database,
  inspectionIds: readonly number[],
  reportId: number | null,
) {
  await tx
    .update(inspections)
    .set({ reportId })
    .where(inArray(inspections.id, [...inspectionIds]));
}

/** The company's latest inspection of the container, if any. */
export async function latestInspectionOf(db: Database, companyId: number, containerId: number) {
  const [latest] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.companyId, companyId), eq(inspections.containerId, containerId)))
    .orderBy(...newestFirst)
    .limit(1);
  return latest;
}
