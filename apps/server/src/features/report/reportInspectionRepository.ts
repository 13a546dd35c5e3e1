import type { InspectionRow, report as reportContract } from '@quaybook/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inspections } from '../../db/schema';
import type { PageWindow } from '../../shared/paging';
import { inWrittenJoinOrder } from '../../shared/writtenJoinOrder';
import { inspectionFilter, selectInspectionCounts } from '../inspection/inspectionListRepository';
import {
  inspectionRowOf,
  newestFirst,
  selectInspectionRows,
} from '../inspection/inspectionRowRepository';

export type UnreportedQuery = z.output<typeof reportContract.endpoints.inspections.query>;

/** The company's inspections the filters keep that are on no report yet. */
const unreportedWhere = (companyId: number, query: UnreportedQuery): SQL | undefined =>
  and(inspectionFilter(companyId, query).where, isNull(inspections.reportId));

/** How many inspections on no report the filters keep, and how many are 20 and 40 feet. */
export const unreportedCounts = (db: Database, companyId: number, query: UnreportedQuery) =>
  selectInspectionCounts(db, unreportedWhere(companyId, query));

/** The inspections on no report the filters keep, newest first; with a window, only that page. */
export async function unreportedRows(
  db: Database,
  companyId: number,
  query: UnreportedQuery,
  window: PageWindow | undefined,
): Promise<InspectionRow[]> {
  const where = unreportedWhere(companyId, query);
  const rows = await inWrittenJoinOrder(db, (tx) => {
    const ordered = selectInspectionRows(tx)
      .where(where)
      .orderBy(...newestFirst);
    return window ? ordered.limit(window.limit).offset(window.offset) : ordered;
  });
  return rows.map(inspectionRowOf);
}

/** The inspections printed on the company's report of this id, newest first. */
export async function inspectionsOfReport(
  db: Database,
  companyId: number,
  reportId: number,
): Promise<InspectionRow[]> {
  const rows = await selectInspectionRows(db)
    .where(and(eq(inspections.companyId, companyId), eq(inspections.reportId, reportId)))
    .orderBy(...newestFirst);
  return rows.map(inspectionRowOf);
}
