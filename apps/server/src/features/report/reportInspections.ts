import {
  type InspectionRow,
  type PageInfo,
  REPORT_MESSAGES,
  type report as reportContract,
} from '@quaybook/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inspections } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { pageInfoOf, pageWindow } from '../../shared/paging';
import { inWrittenJoinOrder } from '../../shared/writtenJoinOrder';
import { inspectionFilter, selectInspectionCounts } from '../inspection/inspectionList';
import { inspectionRowOf, newestFirst, selectInspectionRows } from '../inspection/inspectionRows';
import { reportByNumber } from './storedReport';

type UnreportedQuery = z.output<typeof reportContract.endpoints.inspections.query>;

/** More rows than a screen can check one by one; a larger search must be narrowed. */
export const UNREPORTED_LIMIT = 5000;

export const tooManyInspections = (total: number) =>
  `${total} inspections match; narrow the filters (vessel, voyage, dates or containers) to at most ${UNREPORTED_LIMIT}.`;

/** The fourth element of GET /get_inspection: the 20/40-foot counts, and with a page its info. */
type UnreportedCounts = { twenty: number; forty: number } & Partial<PageInfo>;

/**
 * A party's inspections not yet on a report, newest first, and how many of them are 20 and 40
 * feet, counted in one aggregate; a party is required. Without a page every row is answered, and
 * a search over more than UNREPORTED_LIMIT rows is refused; with one, only that page and the total.
 */
export async function unreportedInspections(
  db: Database,
  companyId: number,
  query: UnreportedQuery,
): Promise<{ rows: InspectionRow[]; counts: UnreportedCounts }> {
  if (!query.applicant)
    throw badRequest(REPORT_MESSAGES.selectParty, { applicant: REPORT_MESSAGES.selectParty });
  const where = and(inspectionFilter(companyId, query).where, isNull(inspections.reportId));
  const window = pageWindow(query);
  const { total, twenty, forty } = await selectInspectionCounts(db, where);
  if (!window && total > UNREPORTED_LIMIT) throw badRequest(tooManyInspections(total));
  const rows = await inWrittenJoinOrder(db, (tx) => {
    const ordered = selectInspectionRows(tx)
      .where(where)
      .orderBy(...newestFirst);
    return window ? ordered.limit(window.limit).offset(window.offset) : ordered;
  });
  return {
    rows: rows.map(inspectionRowOf),
    counts: window ? { ...pageInfoOf(window, total), twenty, forty } : { twenty, forty },
  };
}

/** The inspections printed on the company's report of this number, newest first. */
export async function inspectionsOfReport(
  db: Database,
  companyId: number,
  reportNo: string,
): Promise<InspectionRow[]> {
  const { report } = await reportByNumber(db, companyId, reportNo);
  const rows = await selectInspectionRows(db)
    .where(and(eq(inspections.companyId, companyId), eq(inspections.reportId, report.id)))
    .orderBy(...newestFirst);
  return rows.map(inspectionRowOf);
}
