import type { InspectionRow } from '@quaybook/contract';
import { CONDITION_LABELS, type Condition } from '@quaybook/domain';
import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  bills,
  clearingAgents,
  containers,
  inspectionPhotos,
  inspections,
  locations,
  movements,
  ports,
  reports,
  transporters,
  users,
  vessels,
  voyages,
} from '../../db/schema';
import { numberWarningText } from '../container/numberWarning';
import { inspectionFacts } from './inspectionRows';

// An inspection is listed with the names of everything it points at, each by its own join; the
// places and ports it names twice or thrice are joined under their own names.
const toPlace = alias(locations, 'to_place');
const cfs = alias(locations, 'cfs');
const pol = alias(ports, 'pol');
const pod = alias(ports, 'pod');
const fpd = alias(ports, 'fpd');
const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');

/** The tables a listed inspection reads, for filters, search and sort to name. */
export const listed = {
  inspections,
  containers,
  applicants,
  accounts,
  vessels,
  voyages,
  movements,
  place: locations,
  toPlace,
  cfs,
  reports,
  bills,
};

const photoCount = sql<number>`(select count(*)::int from ${inspectionPhotos} where ${inspectionPhotos.inspectionId} = ${inspections.id})`;

const columns = {
  inspection: inspections,
  container: {
    number: containers.number,
    numberWarning: containers.numberWarning,
    size: containers.size,
    typeCode: containers.typeCode,
    typeText: containers.typeText,
    isoCode: containers.isoCode,
    tareWeight: containers.tareWeight,
    grossWeight: containers.grossWeight,
    manufacture: containers.manufacture,
  },
  applicantName: applicants.name,
  accountName: accounts.name,
  vesselName: vessels.name,
  voyageName: voyages.name,
  movementName: movements.name,
  placeName: locations.name,
  toPlaceName: toPlace.name,
  cfsName: cfs.name,
  polName: pol.name,
  podName: pod.name,
  fpdName: fpd.name,
  transporterName: transporters.name,
  clearingAgentName: clearingAgents.name,
  creatorName: creator.name,
  modifierName: modifier.name,
  photos: photoCount,
  // The report and bill it is on, if any (left joins, so typed as possibly missing).
  reportNo: sql<string | null>`${reports.reportNo}`,
  reportDate: sql<string | null>`${reports.reportDate}`,
  billNo: sql<string | null>`${bills.billNo}`,
  billDate: sql<string | null>`${bills.billDate}`,
};

/**
 * Inspections with every name their row shows. The joins are left joins to primary keys, so a
 * count over the same select costs no more than the joins its filters use (PostgreSQL drops the
 * rest).
 */
export function selectInspectionRows(db: Database) {
  return withJoins(db.select(columns).from(inspections).$dynamic());
}

/**
 * A select from inspections joined to every table a listed inspection names, whatever it
 * selects (its columns, or counts of its matches). Drizzle would retype a left-joined table's
 * columns as nullable; the row mapping treats names as possibly missing either way.
 */
export function withJoins<Query extends PgSelect>(query: Query): Query {
  // Every inspection has its container (not null, a foreign key), so a left join finds the same
  // rows, and lets PostgreSQL drop the join from a count that does not filter on the container.
  return query
    .leftJoin(containers, eq(containers.id, inspections.containerId))
    .leftJoin(applicants, eq(applicants.id, inspections.applicantId))
    .leftJoin(accounts, eq(accounts.id, inspections.accountId))
    .leftJoin(vessels, eq(vessels.id, inspections.vesselId))
    .leftJoin(voyages, eq(voyages.id, inspections.voyageId))
    .leftJoin(movements, eq(movements.id, inspections.movementId))
    .leftJoin(locations, eq(locations.id, inspections.locationId))
    .leftJoin(toPlace, eq(toPlace.id, inspections.toLocationId))
    .leftJoin(cfs, eq(cfs.id, inspections.cfsId))
    .leftJoin(pol, eq(pol.id, inspections.polId))
    .leftJoin(pod, eq(pod.id, inspections.podId))
    .leftJoin(fpd, eq(fpd.id, inspections.fpdId))
    .leftJoin(transporters, eq(transporters.id, inspections.transporterId))
    .leftJoin(clearingAgents, eq(clearingAgents.id, inspections.clearingAgentId))
    .leftJoin(reports, eq(reports.id, inspections.reportId))
    .leftJoin(bills, eq(bills.id, reports.billId))
    .leftJoin(creator, eq(creator.id, inspections.createdBy))
    .leftJoin(modifier, eq(modifier.id, inspections.modifiedBy)) as unknown as Query;
}

/** Newest first (a missing time last on its day), then by id, so an order never ties. */
// Spelled as the indexes on this order are (`desc` with `nulls last` throughout), so PostgreSQL
// reads a page off the index instead of sorting every match.
export const newestFirst = [
  sql`${inspections.inspectionDate} desc nulls last`,
  sql`${inspections.inspectionTime} desc nulls last`,
  sql`${inspections.id} desc nulls last`,
];

export type InspectionRecord = typeof inspections.$inferSelect;
type Joined = Awaited<ReturnType<ReturnType<typeof selectInspectionRows>['execute']>>[number];
/** A listed row as it comes back: names of what a left join did not find are null. */
type Listed = {
  [Key in keyof Joined]: Key extends `${string}Name` ? Joined[Key] | null : Joined[Key];
};

/** A listed inspection as View Inspection shows it. */
export function inspectionRowOf(listedRow: Listed): InspectionRow {
  const { inspection: i, container: c } = listedRow;
  return {
    reportid: i.id,
    contnumber: c.number,
    number_warning: numberWarningText(c.number, c.numberWarning),
    contsize: c.size,
    conttype: c.typeCode,
    TypeText: c.typeText,
    iso_code: c.isoCode,
    isotarewt: c.tareWeight,
    isogrosswt: c.grossWeight,
    manufacture: c.manufacture,
    applicantname: listedRow.applicantName ?? '',
    accountname: listedRow.accountName ?? '',
    VesselName: listedRow.vesselName ?? '',
    VoyageName: listedRow.voyageName ?? '',
    MovementName: listedRow.movementName ?? '',
    LocationName: listedRow.placeName ?? '',
    TLName: listedRow.toPlaceName,
    cfsName: listedRow.cfsName,
    condition: CONDITION_LABELS[i.condition as Condition],
    pol: listedRow.polName,
    pod: listedRow.podName,
    fpd: listedRow.fpdName,
    transporterNM: listedRow.transporterName,
    c_agentname: listedRow.clearingAgentName,
    rptno: listedRow.reportNo,
    rptdate: listedRow.reportDate,
    billno: listedRow.billNo,
    billdate: listedRow.billDate,
    isbilled: listedRow.billNo ? 1 : 0,
    Rate: i.ratePaise,
    filename: i.ediFileName,
    ovafilename: i.ovaFileName,
    SBno: i.shippingBillNo,
    SBdate: i.shippingBillDate,
    hasFiles: Number(listedRow.photos),
    companyId: i.companyId,
    created_by: i.createdBy,
    CreateDate: i.createdAt.toISOString(),
    cre_user: listedRow.creatorName,
    ModifiedBy: i.modifiedBy,
    ModiDateTime: i.modifiedAt?.toISOString() ?? null,
    modi_user: listedRow.modifierName,
    version: i.version,
    // Spread last: V8 builds an object spread first and then widened by ~45 fields some fifty
    // times slower, which a list of thousands of rows feels.
    ...inspectionFacts(i),
  };
}

/** The company's inspections of these ids, listed. */
export async function inspectionRowsByIds(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<InspectionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectInspectionRows(db).where(
    sql`${inspections.companyId} = ${companyId} and ${inspections.id} = any(${sql.param([...ids])}::int[])`,
  );
  return rows.map(inspectionRowOf);
}
