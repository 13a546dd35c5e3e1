import type { GeneralExcelRow } from '@quaybook/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { UNPAGED_WINDOW, withinCeiling } from '../../shared/paging';
import {
  type InspectionFilterQuery,
  inspectionFilter,
} from '../inspection/inspectionListRepository';
import { listed, withJoins } from '../inspection/inspectionRowRepository';

const { inspections: i, containers: c } = listed;

/** The general-excel row's columns, each from the table its name is joined as. */
const columns = {
  reportid: i.id,
  contnumber: c.number,
  CType: c.typeText,
  Name: listed.place.name,
  InspDate: i.inspectionDate,
  movementname: listed.movements.name,
  Seal: i.seal,
  toplc: listed.toPlace.name,
  applicantname: listed.applicants.name,
  accountname: listed.accounts.name,
  vessname: listed.vessels.name,
  voyagename: listed.voyages.name,
  isocode: c.isoCode,
  cfsname: listed.cfs.name,
  applicantId: i.applicantId,
  accountId: i.accountId,
};

export type GeneralExcelEntry = GeneralExcelRow & {
  applicantId: number | null;
  accountId: number | null;
};

/** In the order the containers were handled: by day and time, then container. */
async function selected(
  db: Database,
  where: SQL | undefined,
  limit?: number,
): Promise<GeneralExcelEntry[]> {
  const chosen = withJoins(db.select(columns).from(i).$dynamic())
    .where(where)
    .orderBy(asc(i.inspectionDate), asc(i.inspectionTime), asc(c.number), asc(i.id));
  const rows = await (limit === undefined ? chosen : chosen.limit(limit));
  // Left-joined names may be missing, whatever Drizzle's types say.
  return rows as GeneralExcelEntry[];
}

/**
 * SHOW's rows: the company's inspections the filters ask for, in one query. A party's movement
 * over years has no bound, so past UNPAGED_ROWS the search is refused (narrow the dates or pick
 * the call) rather than answered whole.
 */
export async function generalExcelRows(
  db: Database,
  companyId: number,
  query: InspectionFilterQuery,
): Promise<GeneralExcelEntry[]> {
  return withinCeiling(
    await selected(db, inspectionFilter(companyId, query).where, UNPAGED_WINDOW.limit),
  );
}

/** The checked inspections of the caller's company; ids of another company are not found. */
export function checkedRows(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<GeneralExcelEntry[]> {
  // One array parameter, not one per id: a vessel call's ten thousand ids stay one bind.
  return selected(
    db,
    and(eq(i.companyId, companyId), sql`${i.id} = any(${sql.param([...ids])}::int[])`),
  );
}

/** The row as the contract shows it, without the party's ids. */
export const wireRow = ({ applicantId: _a, accountId: _b, ...row }: GeneralExcelEntry) => row;
