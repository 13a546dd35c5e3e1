import type { InspectionListInfo, InspectionRow, inspectionListQuery } from '@quaybook/contract';
import { parseContainerNumbers, parseSort } from '@quaybook/domain';
import {
  and,
  count,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTurn } from '../../shared/inTurn';
import { UNPAGED_WINDOW, withinCeiling } from '../../shared/paging';
import { inWrittenJoinOrder } from '../../shared/writtenJoinOrder';
import {
  inspectionRowOf,
  listed,
  newestFirst,
  selectInspectionRows,
  withJoins,
} from './inspectionRowRepository';

export type InspectionListQuery = z.output<typeof inspectionListQuery>;

const { inspections: i, containers: c } = listed;

/** The wire columns View Inspection may sort by. */
const SORTABLE: Record<string, AnyPgColumn> = {
  contnumber: c.number,
  contsize: c.size,
  TypeText: c.typeText,
  iso_code: c.isoCode,
  inspdate: i.inspectionDate,
  insptime: i.inspectionTime,
  seal: i.seal,
  applicantname: listed.applicants.name,
  accountname: listed.accounts.name,
  VesselName: listed.vessels.name,
  VoyageName: listed.voyages.name,
  MovementName: listed.movements.name,
  LocationName: listed.place.name,
  TLName: listed.toPlace.name,
  filename: i.ediFileName,
  ovafilename: i.ovaFileName,
  conditionid: i.condition,
  rptno: listed.reports.reportNo,
  billno: listed.bills.billNo,
  CreateDate: i.createdAt,
  ModiDateTime: i.modifiedAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The filters View Inspection and the report screens share (no search, sort or page). */
export type InspectionFilterQuery = Partial<
  Omit<InspectionListQuery, 'sort' | 'page' | 'pageSize'>
>;

/**
 * The company's inspections the filters ask for, and how many container numbers they named. The
 * caller's service has refused unfit filters first (`refuseUnfitInspectionFilter`); a text that is
 * not a container number narrows nothing here.
 */
export function inspectionFilter(
  companyId: number,
  query: InspectionFilterQuery,
): { where: SQL | undefined; containerNumbers: number } {
  const { numbers } = parseContainerNumbers(query.contnumber ?? '');
  const text = query.search?.trim();
  const like = text ? `%${escapeLike(text)}%` : undefined;
  const where = and(
    eq(i.companyId, companyId),
    query.applicant ? eq(i.applicantId, query.applicant) : undefined,
    query.account ? eq(i.accountId, query.account) : undefined,
    query.vessel ? eq(i.vesselId, query.vessel) : undefined,
    query.voyage ? eq(i.voyageId, query.voyage) : undefined,
    query.movement ? eq(i.movementId, query.movement) : undefined,
    query.location ? eq(i.locationId, query.location) : undefined,
    query.tolocation ? eq(i.toLocationId, query.tolocation) : undefined,
    query.fromdate ? gte(i.inspectionDate, query.fromdate) : undefined,
    query.todate ? lte(i.inspectionDate, query.todate) : undefined,
    // With the company, the numbers are looked up by the company's unique index on them.
    numbers.length > 0 ? and(eq(c.companyId, companyId), inArray(c.number, numbers)) : undefined,
    query.isovanotsent === 1 ? eq(i.ovaSent, false) : undefined,
    query.bookingrelno
      ? eq(sql`upper(${i.bookingNo})`, query.bookingrelno.toUpperCase())
      : undefined,
    like
      ? or(
          ilike(c.number, like),
          ilike(i.seal, like),
          namedLike(i.applicantId, listed.applicants, like),
          namedLike(i.accountId, listed.accounts, like),
          namedLike(i.vesselId, listed.vessels, like),
          namedLike(i.voyageId, listed.voyages, like),
          namedLike(i.movementId, listed.movements, like),
          namedLike(i.locationId, listed.place, like),
          namedLike(i.toLocationId, listed.place, like),
        )
      : undefined,
  );
  return { where, containerNumbers: numbers.length };
}

/**
 * The inspection's `column` names a row of `table` whose name matches `like`: what the list's
 * join to that name would find, but matched once over the table's names rather than on every
 * inspection after its join, so a search's count needs none of the joins.
 */
function namedLike(
  column: AnyPgColumn,
  table: { id: AnyPgColumn; name: AnyPgColumn } & Table,
  like: string,
): SQL {
  return sql`${column} in (select ${table.id} from ${table} where ${ilike(table.name, like)})`;
}

function orderOf(sort: string | undefined): SQL[] {
  const asked = parseSort(sort, Object.keys(SORTABLE)).map(({ column, direction }) => {
    const sorted = SORTABLE[column] as AnyPgColumn;
    // Text ignoring case; dates (strings to Drizzle) and numbers as themselves.
    const target = sorted.columnType === 'PgText' ? sql`lower(${sorted})` : sql`${sorted}`;
    return direction === 'asc' ? sql`${target} asc nulls last` : sql`${target} desc nulls last`;
  });
  // Then newest first, in a fixed order so pages never overlap.
  return [...asked, ...newestFirst];
}

/**
 * View Inspection's rows, its filters checked by `refuseThinInspectionSearch`: with a page, only that page, and the total and 20/40-foot counts of
 * every match, counted in one aggregate query; without one, every matching row (at most
 * UNPAGED_ROWS).
 */
export async function listInspections(
  db: Database,
  companyId: number,
  query: InspectionListQuery,
): Promise<{ rows: InspectionRow[]; info: InspectionListInfo }> {
  const { where } = inspectionFilter(companyId, query);
  const pageSize = query.pageSize ?? 10;
  const [found, totals] = await inWrittenJoinOrder(db, (tx) => {
    const rows = selectInspectionRows(tx)
      .where(where)
      .orderBy(...orderOf(query.sort));
    return inTurn(
      () =>
        query.page === undefined
          ? rows.limit(UNPAGED_WINDOW.limit)
          : rows.limit(pageSize).offset((query.page - 1) * pageSize),
      () => selectInspectionCounts(tx, where),
    );
  });
  const listedRows = (query.page === undefined ? withinCeiling(found) : found).map(inspectionRowOf);
  return {
    rows: listedRows,
    info: {
      ...totals,
      page: query.page ?? 1,
      pageSize: query.page === undefined ? Math.max(listedRows.length, 1) : pageSize,
    },
  };
}

/** The total and 20/40-foot counts of the inspections matching `where`, in one query. */
export async function selectInspectionCounts(db: Database, where: SQL | undefined) {
  // Over the same joins as the rows, so search and filters mean the same; PostgreSQL drops the
  // joins the filters do not use. The size is the inspection's copy of its container's.
  const [totals] = await withJoins(
    db
      .select({
        total: count(),
        twenty: sql<number>`count(*) filter (where ${i.containerSize} = 20)`,
        forty: sql<number>`count(*) filter (where ${i.containerSize} = 40)`,
      })
      .from(i)
      .$dynamic(),
  ).where(where);
  return {
    total: Number(totals?.total ?? 0),
    twenty: Number(totals?.twenty ?? 0),
    forty: Number(totals?.forty ?? 0),
  };
}
