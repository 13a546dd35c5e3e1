import type { ReportRow } from '@quaybook/contract';
import { reportTypeName } from '@quaybook/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  bills,
  containers,
  documents,
  inspections,
  reports,
  vessels,
  voyages,
} from '../../db/schema';

// A report is listed with the vessel and voyage of its inspections (one call each in practice)
// and its containers counted by size, in one grouped query over its inspections.
const columns = {
  report: reports,
  billNo: sql<string | null>`${bills.billNo}`,
  billDate: sql<string | null>`${bills.billDate}`,
  applicantName: applicants.name,
  accountName: accounts.name,
  vesselName: sql<string | null>`min(${vessels.name})`,
  voyageName: sql<string | null>`min(${voyages.name})`,
  twenty: sql<number>`count(${containers.id}) filter (where ${containers.size} = 20)::int`,
  forty: sql<number>`count(${containers.id}) filter (where ${containers.size} >= 40)::int`,
  containers: sql<number>`count(${containers.id})::int`,
  filename: sql<string | null>`${documents.name}`,
};

/**
 * The company's reports matching `where` (conditions on reports, or `exists` over their
 * inspections), as the report and bill lists show them, newest first.
 */
export async function billReportRows(
  db: Database,
  companyId: number,
  where?: SQL,
): Promise<ReportRow[]> {
  const rows = await db
    .select(columns)
    .from(reports)
    .innerJoin(applicants, eq(applicants.id, reports.applicantId))
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .leftJoin(bills, eq(bills.id, reports.billId))
    .leftJoin(documents, eq(documents.id, reports.documentId))
    .leftJoin(inspections, eq(inspections.reportId, reports.id))
    .leftJoin(containers, eq(containers.id, inspections.containerId))
    .leftJoin(vessels, eq(vessels.id, inspections.vesselId))
    .leftJoin(voyages, eq(voyages.id, inspections.voyageId))
    .where(and(eq(reports.companyId, companyId), where))
    .groupBy(reports.id, bills.id, applicants.id, accounts.id, documents.id)
    .orderBy(sql`${reports.reportDate} desc`, sql`${reports.id} desc`);
  return rows.map((row) => ({
    reportid: row.report.id,
    rptno: row.report.reportNo,
    rptdate: row.report.reportDate,
    rpttype: row.report.reportType,
    RptTypeText: reportTypeName(row.report.reportType),
    billno: row.billNo,
    billdate: row.billDate,
    applicant: row.report.applicantId,
    applicantname: row.applicantName,
    account: row.report.accountId,
    accountname: row.accountName,
    VesselName: row.vesselName,
    VoyageName: row.voyageName,
    twenty: Number(row.twenty),
    forty: Number(row.forty),
    containers: Number(row.containers),
    filename: row.filename,
    CreateDate: row.report.createdAt.toISOString(),
  }));
}
