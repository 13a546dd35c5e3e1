import type { PageQuery, ReportRow, reportFilters } from '@quaybook/contract';
import { reportTypeName } from '@quaybook/domain';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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
import {
  countOf,
  type Listed,
  type PageWindow,
  pageInfoOf,
  pageWindow,
  UNPAGED_WINDOW,
  withinCeiling,
} from '../../shared/paging';
import { inspectionFilter } from '../inspection/inspectionListRepository';

export type ReportListQuery = z.output<typeof reportFilters>;

/** Distinct names of a report's inspections, joined: one vessel or voyage mostly, all if several. */
const namesOf = (column: AnyPgColumn) =>
  sql<string | null>`string_agg(distinct ${column}, ', ' order by ${column})`;

/** Newest report date first, then the higher number (numbers are unique in a company). */
const newestReportFirst = [desc(reports.reportDate), desc(reports.reportNo)];

/**
 * The company's reports matching `where` (a condition on `reports`), as the report and bill
 * lists show them: each with its party, bill, current PDF and its containers counted, in one
 * aggregate query. Newest report date first, then the higher number. With a window, the page's
 * reports are chosen first on `reports` alone, so only their inspections are read and counted.
 * @example reportRows(db, companyId, isNull(reports.billId))
 */
export async function reportRows(
  db: Database,
  companyId: number,
  where?: SQL,
  window?: PageWindow,
): Promise<ReportRow[]> {
  const scoped = and(eq(reports.companyId, companyId), where);
  // The page's reports are read first, by their index, and named by id: given a subquery, the
  // planner joins every report's inspections before it keeps the page's.
  const chosen = window
    ? (
        await db
          .select({ id: reports.id })
          .from(reports)
          .where(scoped)
          .orderBy(...newestReportFirst)
          .limit(window.limit)
          .offset(window.offset)
      ).map((row) => row.id)
    : undefined;
  if (chosen?.length === 0) return [];
  const rows = await db
    .select({
      report: reports,
      applicantName: applicants.name,
      accountName: accounts.name,
      billNo: sql<string | null>`${bills.billNo}`,
      billDate: sql<string | null>`${bills.billDate}`,
      filename: sql<string | null>`${documents.name}`,
      vesselNames: namesOf(vessels.name),
      voyageNames: namesOf(voyages.name),
      twenty: sql<number>`count(*) filter (where ${containers.size} = 20)::int`,
      forty: sql<number>`count(*) filter (where ${containers.size} >= 40)::int`,
      containers: sql<number>`count(${inspections.id})::int`,
    })
    .from(reports)
    .innerJoin(applicants, eq(applicants.id, reports.applicantId))
    .innerJoin(accounts, eq(accounts.id, reports.accountId))
    .leftJoin(bills, eq(bills.id, reports.billId))
    .leftJoin(documents, eq(documents.id, reports.documentId))
    .leftJoin(inspections, eq(inspections.reportId, reports.id))
    .leftJoin(containers, eq(containers.id, inspections.containerId))
    .leftJoin(vessels, eq(vessels.id, inspections.vesselId))
    .leftJoin(voyages, eq(voyages.id, inspections.voyageId))
    .where(chosen ? inArray(reports.id, chosen) : scoped)
    .groupBy(reports.id, applicants.name, accounts.name, bills.id, documents.id)
    .orderBy(...newestReportFirst);
  return rows.map(({ report, ...row }) => ({
    reportid: report.id,
    rptno: report.reportNo,
    rptdate: report.reportDate,
    rpttype: report.reportType,
    RptTypeText: reportTypeName(report.reportType),
    billno: row.billNo,
    billdate: row.billDate,
    applicant: report.applicantId,
    applicantname: row.applicantName,
    account: report.accountId,
    accountname: row.accountName,
    VesselName: row.vesselNames,
    VoyageName: row.voyageNames,
    twenty: Number(row.twenty),
    forty: Number(row.forty),
    containers: Number(row.containers),
    filename: row.filename,
    CreateDate: report.createdAt.toISOString(),
  }));
}

/**
 * The company's reports matching `where`: every one without a page (at most UNPAGED_ROWS); with
 * one, that page and how
 * many match, the page and the count read side by side.
 */
export async function pagedReportRows(
  db: Database,
  companyId: number,
  where: SQL | undefined,
  query: PageQuery,
): Promise<Listed<ReportRow>> {
  const window = pageWindow(query);
  if (!window)
    return { rows: withinCeiling(await reportRows(db, companyId, where, UNPAGED_WINDOW)) };
  const [rows, total] = await Promise.all([
    reportRows(db, companyId, where, window),
    countOf(db, reports, and(eq(reports.companyId, companyId), where)),
  ]);
  return { rows, info: pageInfoOf(window, total) };
}

/** The 20-foot and 40-foot (or longer) containers on the company's reports matching `where`. */
export async function reportContainerSizes(
  db: Database,
  companyId: number,
  where: SQL | undefined,
): Promise<{ twenty: number; forty: number }> {
  const [found] = await db
    .select({
      twenty: sql<number>`count(*) filter (where ${containers.size} = 20)::int`,
      forty: sql<number>`count(*) filter (where ${containers.size} >= 40)::int`,
    })
    .from(reports)
    .innerJoin(inspections, eq(inspections.reportId, reports.id))
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .where(and(eq(reports.companyId, companyId), where));
  return { twenty: Number(found?.twenty ?? 0), forty: Number(found?.forty ?? 0) };
}

/** GET /all_reports: the company's reports the filters keep, a page of them when asked. */
export function listReports(
  db: Database,
  companyId: number,
  query: ReportListQuery & PageQuery,
): Promise<Listed<ReportRow>> {
  return pagedReportRows(db, companyId, reportListFilter(companyId, query), query);
}

/**
 * The report list's filters as a condition on `reports`: the party, type and dates are the
 * report's; vessel, voyage, movement, location and container numbers ask for reports holding
 * such an inspection. The caller's service has refused unfit filters (`refuseUnfitReportFilter`).
 */
export function reportListFilter(companyId: number, query: ReportListQuery): SQL | undefined {
  const { vessel, voyage, movement, location, contnumber } = query;
  const byInspection = vessel || voyage || movement || location || contnumber?.trim();
  const { where } = inspectionFilter(companyId, { vessel, voyage, movement, location, contnumber });
  return and(
    query.applicant ? eq(reports.applicantId, query.applicant) : undefined,
    query.account ? eq(reports.accountId, query.account) : undefined,
    query.reporttype ? eq(reports.reportType, query.reporttype) : undefined,
    query.fromdate ? gte(reports.reportDate, query.fromdate) : undefined,
    query.todate ? lte(reports.reportDate, query.todate) : undefined,
    byInspection
      ? sql`${reports.id} in (select ${inspections.reportId} from ${inspections}
          inner join ${containers} on ${containers.id} = ${inspections.containerId}
          where ${where} and ${inspections.reportId} is not null)`
      : undefined,
  );
}
