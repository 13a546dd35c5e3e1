import type { EstimateRow, estimateListQuery } from '@quaybook/contract';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containers, estimates, inspections, linkParties, vessels, voyages } from '../../db/schema';
import {
  countOf,
  type Listed,
  pageInfoOf,
  pageWindow,
  UNPAGED_WINDOW,
  withinCeiling,
} from '../../shared/paging';
import { estimateRowOf } from './estimateRow';

export type EstimateListQuery = z.output<typeof estimateListQuery>;

/**
 * The Estimates list's filters as a condition on `estimates`: the party, status and estimate
 * dates on its own columns (its indexes), the call and the containers through its inspection.
 */
function estimateFilter(
  companyId: number,
  query: EstimateListQuery,
  containerNumbers: readonly string[],
): SQL | undefined {
  const call = and(
    query.vessel ? eq(inspections.vesselId, query.vessel) : undefined,
    query.voyage ? eq(inspections.voyageId, query.voyage) : undefined,
    containerNumbers.length
      ? sql`exists (select 1 from ${containers} where ${containers.id} = ${inspections.containerId} and ${inArray(containers.number, [...containerNumbers])})`
      : undefined,
  );
  return and(
    eq(estimates.companyId, companyId),
    query.linkpartyid ? eq(estimates.linkPartyId, query.linkpartyid) : undefined,
    query.status ? eq(estimates.status, query.status) : undefined,
    query.fromdate ? gte(estimates.estimateDate, query.fromdate) : undefined,
    query.todate ? lte(estimates.estimateDate, query.todate) : undefined,
    call
      ? sql`exists (select 1 from ${inspections} where ${inspections.id} = ${estimates.inspectionId} and ${call})`
      : undefined,
  );
}

/**
 * The company's estimates the filters keep, newest first: a page of them (with how many match,
 * counted on `estimates` alone) or, without a page, every one up to UNPAGED_ROWS. The order is
 * the company's date index read backwards, so a page is an index range and a limit.
 */
export async function estimateRows(
  db: Database,
  companyId: number,
  query: EstimateListQuery,
  containerNumbers: readonly string[],
): Promise<Listed<EstimateRow>> {
  const where = estimateFilter(companyId, query, containerNumbers);
  const window = pageWindow(query);
  const read = window ?? UNPAGED_WINDOW;
  const rows = await db
    .select({
      estimate: estimates,
      containerNumber: containers.number,
      isoCode: containers.isoCode,
      inspectionDate: inspections.inspectionDate,
      partyName: linkParties.shortName,
      vesselName: vessels.name,
      voyageNo: voyages.name,
    })
    .from(estimates)
    .innerJoin(inspections, eq(inspections.id, estimates.inspectionId))
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(linkParties, eq(linkParties.id, estimates.linkPartyId))
    .leftJoin(vessels, eq(vessels.id, inspections.vesselId))
    .leftJoin(voyages, eq(voyages.id, inspections.voyageId))
    .where(where)
    .orderBy(desc(estimates.estimateDate), desc(estimates.id))
    .limit(read.limit)
    .offset(read.offset);
  const listed = rows.map(({ estimate, ...context }) => estimateRowOf(estimate, context));
  if (!window) return { rows: withinCeiling(listed) };
  return { rows: listed, info: pageInfoOf(window, await countOf(db, estimates, where)) };
}
