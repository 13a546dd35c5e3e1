import {
  type InspectionRow,
  type PageInfo,
  type PageQuery,
  REPORT_MESSAGES,
  type ReportRow,
  type SessionUser,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { type Listed, pageInfoOf, pageWindow } from '../../shared/paging';
import {
  refuseBackwardDates,
  refuseBadContainerNumbers,
  refuseUnfitInspectionFilter,
} from '../inspection/inspectionFilterChecks';
import {
  inspectionsOfReport,
  type UnreportedQuery,
  unreportedCounts,
  unreportedRows,
} from './reportInspectionRepository';
import { listReports, type ReportListQuery } from './reportListRepository';
import { reportByNumber } from './storedReport';

/** More rows than a screen can check one by one; a larger search must be narrowed. */
export const UNREPORTED_LIMIT = 5000;

export const tooManyInspections = (total: number) =>
  `${total} inspections match; narrow the filters (vessel, voyage, dates or containers) to at most ${UNREPORTED_LIMIT}.`;

/** The fourth element of GET /get_inspection: the 20/40-foot counts, and with a page its info. */
type UnreportedCounts = { twenty: number; forty: number } & Partial<PageInfo>;

/** Refuses report list filters the repository cannot read as asked (dates, then numbers). */
export function refuseUnfitReportFilter(query: {
  fromdate?: string | null;
  todate?: string | null;
  contnumber?: string | null;
}): void {
  refuseBackwardDates(query);
  refuseBadContainerNumbers(query.contnumber);
}

/** What the report screens list: a party's unreported inspections, reports, a report's rows. */
export function reportListService(db: Database) {
  return {
    /**
     * A party's inspections not yet on a report, newest first, and how many of them are 20 and
     * 40 feet; a party is required. Without a page every row is answered, and a search over more
     * than UNREPORTED_LIMIT rows is refused; with one, only that page and the total.
     */
    async unreported(
      user: SessionUser,
      query: UnreportedQuery,
    ): Promise<{ rows: InspectionRow[]; counts: UnreportedCounts }> {
      if (!query.applicant)
        throw badRequest(REPORT_MESSAGES.selectParty, { applicant: REPORT_MESSAGES.selectParty });
      refuseUnfitInspectionFilter(query);
      const window = pageWindow(query);
      const { total, twenty, forty } = await unreportedCounts(db, user.company_id, query);
      if (!window && total > UNREPORTED_LIMIT) throw badRequest(tooManyInspections(total));
      const rows = await unreportedRows(db, user.company_id, query, window);
      return {
        rows,
        counts: window ? { ...pageInfoOf(window, total), twenty, forty } : { twenty, forty },
      };
    },

    /** GET /all_reports: the company's reports the filters keep, a page of them when asked. */
    list(user: SessionUser, query: ReportListQuery & PageQuery): Promise<Listed<ReportRow>> {
      refuseUnfitReportFilter(query);
      return listReports(db, user.company_id, query);
    },

    /** The inspections printed on the company's report of this number; 404 for any other. */
    async inspectionsOf(user: SessionUser, reportNo: string): Promise<InspectionRow[]> {
      const { report } = await reportByNumber(db, user.company_id, reportNo);
      return inspectionsOfReport(db, user.company_id, report.id);
    },
  };
}
