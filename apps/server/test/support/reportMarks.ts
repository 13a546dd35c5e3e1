import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { bills, inspections, reports } from '../../src/db/schema';

export interface ReportMarks {
  reportNo: string;
  reportDate?: string;
  billNo?: string;
  billDate?: string;
}

/**
 * Files an inspection on a survey report of this number, and that report on a bill when a bill
 * number is given, as the report and bill calls would: the marks that lock an inspection.
 */
export async function fileOnReport(db: Database, id: number, marks: ReportMarks): Promise<void> {
  const [record] = await db.select().from(inspections).where(eq(inspections.id, id));
  if (!record) throw new Error(`No inspection ${id}`);
  const party = {
    companyId: record.companyId,
    applicantId: record.applicantId,
    accountId: record.accountId,
  };
  const [bill] = marks.billNo
    ? await db
        .insert(bills)
        .values({
          ...party,
          billNo: marks.billNo,
          billDate: marks.billDate ?? '2026-11-22',
          taxSlab: 2,
          taxMode: 'intra',
          placeOfSupply: '19',
          taxablePaise: 0,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
          totalPaise: 0,
          roundOffPaise: 0,
          payablePaise: 0,
        })
        .returning()
    : [];
  const [report] = await db
    .insert(reports)
    .values({
      ...party,
      reportNo: marks.reportNo,
      reportDate: marks.reportDate ?? '2026-11-21',
      reportType: 1,
      billId: bill?.id ?? null,
    })
    .returning();
  await db.update(inspections).set({ reportId: report?.id }).where(eq(inspections.id, id));
}
