import {
  ADVANCE_LIST_MESSAGES,
  type AdvanceContainerRow,
  type advanceListQuery,
  type MoveType,
} from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accounts,
  advanceContainers,
  applicants,
  bills,
  containers,
  inspections,
  linkParties,
  locations,
  movements,
  reports,
  vcns,
  vessels,
  voyages,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { countOf, type Listed, pageInfoOf, pageWindow } from '../../shared/paging';
import { newestFirst } from '../inspection/inspectionRows';

export type AdvanceListQuery = z.output<typeof advanceListQuery>;

const listed = advanceContainers;
const igm = alias(advanceContainers, 'igm');
const listCfs = alias(locations, 'list_cfs');
const inspectedCfs = alias(locations, 'inspected_cfs');

/** The company's call (not deleted), or 'VCN not found.' for any other. */
async function callOf(db: Database, companyId: number, vcnId: number) {
  const [call] = await db
    .select()
    .from(vcns)
    .where(and(eq(vcns.id, vcnId), eq(vcns.companyId, companyId), eq(vcns.isDeleted, false)));
  if (!call) throw notFound(ADVANCE_LIST_MESSAGES.vcnNotFound);
  return call;
}

/**
 * The inspection recorded for the listed container on the listed vessel, voyage and movement:
 * the newest, with the report and bill that lock it. Read once per row by a lateral join.
 */
function recordedInspection(db: Database) {
  return db
    .select({
      id: sql<number>`${inspections.id}`.as('inspection_id'),
      condition: sql<number>`${inspections.condition}`.as('inspection_condition'),
      seal: sql<string | null>`${inspections.seal}`.as('inspection_seal'),
      date: sql<string>`${inspections.inspectionDate}::text`.as('inspection_date'),
      time: sql<string | null>`${inspections.inspectionTime}`.as('inspection_time'),
      cfsId: sql<number | null>`${inspections.cfsId}`.as('inspection_cfs_id'),
      polId: sql<number | null>`${inspections.polId}`.as('inspection_pol_id'),
      podId: sql<number | null>`${inspections.podId}`.as('inspection_pod_id'),
      fpdId: sql<number | null>`${inspections.fpdId}`.as('inspection_fpd_id'),
      transporterId: sql<number | null>`${inspections.transporterId}`.as(
        'inspection_transporter_id',
      ),
      bookingNo: sql<string | null>`${inspections.bookingNo}`.as('inspection_booking_no'),
      transportMode: sql<string | null>`${inspections.transportMode}`.as(
        'inspection_transport_mode',
      ),
      hazardous: sql<boolean>`${inspections.hazardous}`.as('inspection_hazardous'),
      note: sql<string | null>`${inspections.note}`.as('inspection_note'),
      reportNo: sql<string | null>`${reports.reportNo}`.as('inspection_report_no'),
      billNo: sql<string | null>`${bills.billNo}`.as('inspection_bill_no'),
    })
    .from(inspections)
    .leftJoin(reports, eq(reports.id, inspections.reportId))
    .leftJoin(bills, eq(bills.id, reports.billId))
    .where(
      and(
        eq(inspections.companyId, listed.companyId),
        eq(inspections.containerId, listed.containerId),
        eq(inspections.vesselId, listed.vesselId),
        eq(inspections.voyageId, listed.voyageId),
        eq(inspections.movementId, listed.movementId),
      ),
    )
    .orderBy(...newestFirst)
    .limit(1)
    .as('recorded');
}

/** The party's link (short name), the first made when the applicant and account have several. */
function partyLink(db: Database) {
  return db
    .select({
      id: sql<number>`${linkParties.id}`.as('party_link_id'),
      shortName: sql<string>`${linkParties.shortName}`.as('party_short_name'),
    })
    .from(linkParties)
    .where(
      and(
        eq(linkParties.companyId, listed.companyId),
        eq(linkParties.applicantId, listed.applicantId),
        eq(linkParties.accountId, listed.accountId),
      ),
    )
    .orderBy(asc(linkParties.id))
    .limit(1)
    .as('party_link');
}

/**
 * A container on both lists of the same voyage shows once, from the IGM list: the manifest filed
 * with customs comes after the line's advance list and is the one the call is worked against.
 */
const notShadowedByIgm = (db: Database) =>
  or(
    eq(listed.uploadType, 2),
    notExists(
      db
        .select({ one: sql`1` })
        .from(igm)
        .where(
          and(
            eq(igm.companyId, listed.companyId),
            eq(igm.vesselId, listed.vesselId),
            eq(igm.voyageId, listed.voyageId),
            eq(igm.containerNumber, listed.containerNumber),
            eq(igm.uploadType, 2),
          ),
        ),
    ),
  );

/**
 * GET /advance_container_list/{vcnID}: the containers expected on the company's call — on its
 * import voyage (I), its export voyage (E) or both — with whether and how each was inspected,
 * in one query, by container number. With a page, only that page's rows are joined and looked
 * up, and how many the call lists is counted on the list alone beside it.
 */
export async function advanceContainerRows(
  db: Database,
  companyId: number,
  vcnId: number,
  query: AdvanceListQuery,
): Promise<Listed<AdvanceContainerRow>> {
  const call = await callOf(db, companyId, vcnId);
  const voyageOf: Record<MoveType, number | null> = {
    I: call.importVoyageId,
    E: call.exportVoyageId,
  };
  const voyageIds = (query.movetype ? [voyageOf[query.movetype]] : [voyageOf.I, voyageOf.E]).filter(
    (id): id is number => id !== null,
  );
  const window = pageWindow(query);
  if (voyageIds.length === 0)
    return window ? { rows: [], info: pageInfoOf(window, 0) } : { rows: [] };
  const where = and(
    eq(listed.companyId, companyId),
    eq(listed.vesselId, call.vesselId),
    inArray(listed.voyageId, voyageIds),
    query.locationid ? eq(listed.locationId, query.locationid) : undefined,
    notShadowedByIgm(db),
  );

  // A call whose import and export voyages are one voyage lists it under the type asked for.
  const movetype = query.movetype
    ? sql<MoveType>`${query.movetype}::text`
    : sql<MoveType>`case when ${listed.voyageId} = ${call.importVoyageId ?? 0} then 'I' else 'E' end`;
  const recorded = recordedInspection(db);
  const party = partyLink(db);
  const ordered = db
    .select({
      row: listed,
      container: {
        isoCode: containers.isoCode,
        size: containers.size,
        typeText: containers.typeText,
      },
      partyId: party.id,
      partyShortName: party.shortName,
      applicantName: applicants.name,
      accountName: accounts.name,
      vesselName: vessels.name,
      voyageName: voyages.name,
      movement: {
        name: movements.name,
        needsListCfs: movements.needsListCfs,
      },
      locationName: locations.name,
      listCfsName: listCfs.name,
      inspectedCfsName: inspectedCfs.name,
      movetype,
      // Fields of a subquery, not columns: Drizzle keeps the object when they are all null.
      recorded: {
        id: recorded.id,
        condition: recorded.condition,
        seal: recorded.seal,
        date: recorded.date,
        time: recorded.time,
        cfsId: recorded.cfsId,
        polId: recorded.polId,
        podId: recorded.podId,
        fpdId: recorded.fpdId,
        transporterId: recorded.transporterId,
        bookingNo: recorded.bookingNo,
        transportMode: recorded.transportMode,
        hazardous: recorded.hazardous,
        note: recorded.note,
        reportNo: recorded.reportNo,
        billNo: recorded.billNo,
      },
    })
    .from(listed)
    .innerJoin(containers, eq(containers.id, listed.containerId))
    .innerJoin(applicants, eq(applicants.id, listed.applicantId))
    .innerJoin(accounts, eq(accounts.id, listed.accountId))
    .innerJoin(vessels, eq(vessels.id, listed.vesselId))
    .innerJoin(voyages, eq(voyages.id, listed.voyageId))
    .innerJoin(movements, eq(movements.id, listed.movementId))
    .innerJoin(locations, eq(locations.id, listed.locationId))
    .leftJoin(listCfs, eq(listCfs.id, listed.cfsId))
    .leftJoinLateral(party, sql`true`)
    .leftJoinLateral(recorded, sql`true`)
    .leftJoin(inspectedCfs, eq(inspectedCfs.id, recorded.cfsId))
    .where(where)
    .orderBy(asc(listed.containerNumber), asc(listed.voyageId), asc(listed.id));
  const [rows, total] = await Promise.all([
    window ? ordered.limit(window.limit).offset(window.offset) : ordered,
    window ? countOf(db, listed, where) : undefined,
  ]);
  const answered = rows.map((found): AdvanceContainerRow => {
    const { row, recorded: r } = found;
    const inspected = r.id !== null;
    return {
      autoID: row.id,
      vcnID: call.id,
      vcnName: call.name,
      uploadtype: row.uploadType,
      contnumber: row.containerNumber,
      containerID: row.containerId,
      // The container's own record, so an ISO correction shows at once.
      iso: found.container.isoCode ?? row.isoCode,
      contsize: found.container.size,
      TypeText: found.container.typeText,
      TareWt: row.tareWeight,
      GrossWt: row.grossWeight,
      short_name: found.partyShortName,
      PartyLinkId: found.partyId,
      applicantID: row.applicantId,
      applicantname: found.applicantName,
      accountID: row.accountId,
      accountname: found.accountName,
      vesselID: row.vesselId,
      VesselName: found.vesselName,
      VoyId: row.voyageId,
      VoyageName: found.voyageName,
      movementID: row.movementId,
      MovementName: found.movement.name,
      movetype: found.movetype,
      needsCfs: found.movement.needsListCfs,
      locID: row.locationId,
      LocationName: found.locationName,
      // What was recorded once inspected; until then what the list expects.
      cfsID: inspected ? r.cfsId : row.cfsId,
      CfsName: inspected ? found.inspectedCfsName : found.listCfsName,
      reportid: r.id,
      damage: inspected ? (Number(r.condition) === 1 ? 'damage' : 'sound') : null,
      sealNo: r.seal,
      inspDate: r.date ? formatDate(r.date) : null,
      inspTime: r.time,
      pol: r.polId,
      pod: r.podId,
      fpd: r.fpdId,
      transporter: r.transporterId,
      bookingrelno: r.bookingNo,
      tranmode: r.transportMode,
      hazStat: r.hazardous ? 'Y' : 'N',
      note: r.note,
      reportNo: r.reportNo,
      billNo: r.billNo,
    };
  });
  return window ? { rows: answered, info: pageInfoOf(window, total ?? 0) } : { rows: answered };
}
