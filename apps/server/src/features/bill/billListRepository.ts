import type { api, BillRow, PageInfo, ReportRow, ValidatedRequest } from '@quaybook/contract';
import { roundOffStated } from '@quaybook/domain';
import { and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  bills,
  companies,
  containers,
  documents,
  inspections,
  locations,
  reports,
} from '../../db/schema';
import { atPlace } from '../../shared/docks';
import {
  countOf,
  type Listed,
  pageInfoOf,
  pageWindow,
  UNPAGED_WINDOW,
  withinCeiling,
} from '../../shared/paging';
import { inspectionFilter } from '../inspection/inspectionListRepository';
import {
  pagedReportRows,
  reportContainerSizes,
  reportListFilter,
  reportRows,
} from '../report/reportListRepository';

type Query<E extends (typeof api.bill)[keyof typeof api.bill]> = ValidatedRequest<E>['query'];
/** What GET /get_unbilled_reports and GET /all_bills are asked with, validated. */
export type UnbilledQuery = Query<typeof api.bill.unbilledReports>;
export type BillListQuery = Query<typeof api.bill.list>;

/** A page of Bill Generate's reports: how many match, and their 20 and 40-foot containers. */
type UnbilledInfo = PageInfo & { twenty: number; forty: number };

/**
 * Bill Generate's reports: the party's reports on no bill, matching the report filters; with a
 * dock, those with an inspection there. With a page, only that page, how many match and how
 * many 20 and 40-foot containers they hold (the screen's counts of every page). The service has
 * asked for the party and refused unfit filters.
 */
export async function unbilledReports(
  db: Database,
  companyId: number,
  query: UnbilledQuery,
): Promise<Listed<ReportRow, UnbilledInfo>> {
  const where = and(
    isNull(reports.billId),
    reportListFilter(companyId, query),
    // A dock is every yard of it, as the bill summary and the Zircon report judge (`atPlace`).
    query.masterloc
      ? sql`exists (select 1 from ${inspections} left join ${locations} on ${locations.id} = ${inspections.locationId} where ${inspections.reportId} = ${reports.id} and ${atPlace(query.masterloc)})`
      : undefined,
  );
  const { rows, info } = await pagedReportRows(db, companyId, where, query);
  if (!info) return { rows };
  return { rows, info: { ...info, ...(await reportContainerSizes(db, companyId, where)) } };
}

/** The reports the company's bill of this id charged. */
export const reportsOfBill = (
  db: Database,
  companyId: number,
  billId: number,
): Promise<ReportRow[]> => reportRows(db, companyId, eq(reports.billId, billId));

const reportCount = sql<number>`(select count(*)::int from ${reports} where ${reports.billId} = ${bills.id})`;
const containerCount = sql<number>`(select count(*)::int from ${inspections} inner join ${reports} on ${reports.id} = ${inspections.reportId} where ${reports.billId} = ${bills.id})`;

/** The Bills list's filters (refused by the service when unfit) as a condition on `bills`. */
function billFilter(companyId: number, query: BillListQuery): SQL | undefined {
  const holding = query.contnumber?.trim()
    ? inspectionFilter(companyId, { contnumber: query.contnumber }).where
    : undefined;
  return and(
    eq(bills.companyId, companyId),
    query.applicant ? eq(bills.applicantId, query.applicant) : undefined,
    query.account ? eq(bills.accountId, query.account) : undefined,
    query.fromdate ? gte(bills.billDate, query.fromdate) : undefined,
    query.todate ? lte(bills.billDate, query.todate) : undefined,
    holding
      ? sql`exists (select 1 from ${reports} inner join ${inspections} on ${inspections.reportId} = ${reports.id} inner join ${containers} on ${containers.id} = ${inspections.containerId} where ${reports.billId} = ${bills.id} and ${holding})`
      : undefined,
  );
}

/**
 * The Bills list: the company's bills matching the filters, newest first (at most UNPAGED_ROWS);
 * with a page, only that page, and how many match counted on `bills` alone beside it.
 */
export function listBills(
  db: Database,
  companyId: number,
  query: BillListQuery,
): Promise<Listed<BillRow>> {
  return billRowsWhere(db, billFilter(companyId, query), pageWindow(query));
}

/** The company's bill as the Bills list shows it, read in the caller's transaction. */
export async function billRowOf(db: Database, companyId: number, id: number): Promise<BillRow> {
  const { rows } = await billRowsWhere(
    db,
    and(eq(bills.companyId, companyId), eq(bills.id, id)),
    undefined,
  );
  const [row] = rows;
  if (!row) throw new Error(`Bill ${id} is not the company's`);
  return row;
}

async function billRowsWhere(
  db: Database,
  where: SQL | undefined,
  window: ReturnType<typeof pageWindow>,
): Promise<Listed<BillRow>> {
  const ordered = db
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
    .where(where)
    .orderBy(sql`${bills.billDate} desc`, sql`${bills.id} desc`);
  const read = window ?? UNPAGED_WINDOW;
  const [rows, total] = await Promise.all([
    ordered.limit(read.limit).offset(read.offset),
    window ? countOf(db, bills, where) : undefined,
  ]);
  if (!window) withinCeiling(rows);
  const listed = rows.map(
    ({ bill, ...row }): BillRow => ({
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
      roundoff: roundOffStated(bill.roundOffPaise),
      payableamt: bill.payablePaise,
      reports: Number(row.reports),
      containers: Number(row.containers),
      gstin: row.applicantGstin || null,
      irn: bill.irn,
      ackno: bill.ackNo,
      ackdt: bill.ackDate?.toISOString() ?? null,
      version: bill.version,
    }),
  );
  return window ? { rows: listed, info: pageInfoOf(window, total ?? 0) } : { rows: listed };
}
