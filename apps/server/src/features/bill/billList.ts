import {
  type api,
  BILL_MESSAGES,
  type BillRow,
  type ReportRow,
  type ValidatedRequest,
} from '@quaybook/contract';
import { parseContainerNumbers } from '@quaybook/domain';
import { and, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  bills,
  companies,
  containers,
  documents,
  inspections,
  reports,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { billReportRows } from './billReportRows';
import { billByNo } from './billRepository';

type Query<E extends (typeof api.bill)[keyof typeof api.bill]> = ValidatedRequest<E>['query'];

/** The container numbers a filter names, or a 400 naming those that are not numbers. */
function containerNumbersOf(text: string | null | undefined): string[] {
  const { numbers, invalid } = parseContainerNumbers(text ?? '');
  if (invalid.length > 0)
    throw badRequest(`Not container numbers: ${invalid.slice(0, 10).join(', ')}.`, {
      contnumber: 'Each container number is 4 letters and 7 digits.',
    });
  return numbers;
}

/** Some inspection of the report meets every condition. */
const anInspection = (...conditions: (SQL | undefined)[]) =>
  sql`exists (select 1 from ${inspections} inner join ${containers} on ${containers.id} = ${inspections.containerId} where ${inspections.reportId} = ${reports.id} and ${and(...conditions)})`;

/**
 * Bill Generate's reports: the party's reports on no bill, matching the report filters; with a
 * dock, those with an inspection there.
 */
export function unbilledReports(
  db: Database,
  companyId: number,
  query: Query<typeof api.bill.unbilledReports>,
): Promise<ReportRow[]> {
  if (!query.applicant)
    throw badRequest(BILL_MESSAGES.selectParty, { applicant: BILL_MESSAGES.selectParty });
  const numbers = containerNumbersOf(query.contnumber);
  const byInspection = [
    query.vessel ? eq(inspections.vesselId, query.vessel) : undefined,
    query.voyage ? eq(inspections.voyageId, query.voyage) : undefined,
    query.movement ? eq(inspections.movementId, query.movement) : undefined,
    query.location ? eq(inspections.locationId, query.location) : undefined,
    query.masterloc ? eq(inspections.locationId, query.masterloc) : undefined,
    numbers.length > 0 ? inArray(containers.number, numbers) : undefined,
  ].filter((condition) => condition !== undefined);
  return billReportRows(
    db,
    companyId,
    and(
      isNull(reports.billId),
      eq(reports.applicantId, query.applicant),
      query.account ? eq(reports.accountId, query.account) : undefined,
      query.reporttype ? eq(reports.reportType, query.reporttype) : undefined,
      query.fromdate ? gte(reports.reportDate, query.fromdate) : undefined,
      query.todate ? lte(reports.reportDate, query.todate) : undefined,
      byInspection.length > 0 ? anInspection(...byInspection) : undefined,
    ),
  );
}

/** The reports a bill charged. */
export async function reportsOfBill(
  db: Database,
  companyId: number,
  billNo: string,
): Promise<ReportRow[]> {
  const bill = await billByNo(db, companyId, billNo);
  return billReportRows(db, companyId, eq(reports.billId, bill.id));
}

const reportCount = sql<number>`(select count(*)::int from ${reports} where ${reports.billId} = ${bills.id})`;
const containerCount = sql<number>`(select count(*)::int from ${inspections} inner join ${reports} on ${reports.id} = ${inspections.reportId} where ${reports.billId} = ${bills.id})`;

/** The Bills list: the company's bills matching the filters, newest first. */
export async function listBills(
  db: Database,
  companyId: number,
  query: Query<typeof api.bill.list>,
): Promise<BillRow[]> {
  if (query.fromdate && query.todate && query.fromdate > query.todate)
    throw badRequest('From Date must not be after To Date.', {
      fromdate: 'From Date must not be after To Date.',
    });
  const numbers = containerNumbersOf(query.contnumber);
  const rows = await db
    .select({
      bill: bills,
      applicantName: applicants.name,
      applicantGstin: applicants.gst,
      accountName: accounts.name,
      companyName: companies.name,
      filename: sql<string | null>`${documents.name}`,
      reports: reportCount,
      containers: containerCount,
    })
    .from(bills)
    .innerJoin(applicants, eq(applicants.id, bills.applicantId))
    .innerJoin(accounts, eq(accounts.id, bills.accountId))
    .innerJoin(companies, eq(companies.id, bills.companyId))
    .leftJoin(documents, eq(documents.id, bills.documentId))
    .where(
      and(
        eq(bills.companyId, companyId),
        query.applicant ? eq(bills.applicantId, query.applicant) : undefined,
        query.account ? eq(bills.accountId, query.account) : undefined,
        query.fromdate ? gte(bills.billDate, query.fromdate) : undefined,
        query.todate ? lte(bills.billDate, query.todate) : undefined,
        numbers.length > 0
          ? sql`exists (select 1 from ${reports} inner join ${inspections} on ${inspections.reportId} = ${reports.id} inner join ${containers} on ${containers.id} = ${inspections.containerId} where ${reports.billId} = ${bills.id} and ${inArray(containers.number, numbers)})`
          : undefined,
      ),
    )
    .orderBy(sql`${bills.billDate} desc`, sql`${bills.id} desc`);
  return rows.map(({ bill, ...row }) => ({
    autoid: bill.id,
    billno: bill.billNo,
    billdate: bill.billDate,
    applicant: bill.applicantId,
    applicantname: row.applicantName,
    account: bill.accountId,
    accountname: row.accountName,
    companyid: bill.companyId,
    companyname: row.companyName,
    filename: row.filename,
    isround: bill.roundOff ? 1 : 0,
    taxslab: bill.taxSlab,
    taxable: bill.taxablePaise,
    cgst: bill.cgstPaise,
    sgst: bill.sgstPaise,
    igst: bill.igstPaise,
    roundoff: bill.roundOffPaise,
    payableamt: bill.payablePaise,
    reports: Number(row.reports),
    containers: Number(row.containers),
    gstin: row.applicantGstin || null,
    irn: bill.irn,
    ackno: bill.ackNo,
    ackdt: bill.ackDate?.toISOString() ?? null,
  }));
}
