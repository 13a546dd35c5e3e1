import {
  ADVANCE_LIST_SORTS,
  type AdvanceContainerRow,
  type AdvanceListInfo,
  type AdvanceListSort,
  type advanceListQuery,
  type MoveType,
} from '@quaybook/contract';
import { formatDate, parseSort } from '@quaybook/domain';
import { and, asc, count, eq, ilike, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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
import { sqlRows } from '../../db/sqlRows';
import { DEFAULT_PAGE_SIZE, type PageWindow, pageInfoOf, pageWindow } from '../../shared/paging';
import { rowsByIds } from '../../shared/rowsByIds';
import { newestFirst } from '../inspection/inspectionRowRepository';

export type AdvanceListQuery = z.output<typeof advanceListQuery>;

const listed = advanceContainers;
const igm = alias(advanceContainers, 'igm');
const listCfs = alias(locations, 'list_cfs');
const inspectedCfs = alias(locations, 'inspected_cfs');

type CallRecord = typeof vcns.$inferSelect;

/** The company's call (not deleted), none for any other. */
export async function findCall(db: Database, companyId: number, vcnId: number) {
  const [call] = await db
    .select()
    .from(vcns)
    .where(and(eq(vcns.id, vcnId), eq(vcns.companyId, companyId), eq(vcns.isDeleted, false)));
  return call;
}

/**
 * The inspection recorded for the listed container on the listed vessel, voyage and movement:
 * the newest, with the report and bill that lock it. Read once per row by a lateral join.
 */
/** What ties an inspection to a listed row: its company, container, vessel, voyage and movement. */
const inspectsListedRow = () =>
  and(
    eq(inspections.companyId, listed.companyId),
    eq(inspections.containerId, listed.containerId),
    eq(inspections.vesselId, listed.vesselId),
    eq(inspections.voyageId, listed.voyageId),
    eq(inspections.movementId, listed.movementId),
  );

/** Any inspection of the listed row, for `exists`. */
const inspectionOf = (db: Database) =>
  db.select({ one: sql`1` }).from(inspections).where(inspectsListedRow());

function recordedInspection(db: Database) {
  return (
    db
      .select({
        id: sql<number>`${inspections.id}`.as('inspection_id'),
        condition: sql<number>`${inspections.condition}`.as('inspection_condition'),
        seal: sql<string | null>`${inspections.seal}`.as('inspection_seal'),
        date: sql<string>`${inspections.inspectionDate}::text`.as('inspection_date'),
        time: sql<string | null>`${inspections.inspectionTime}`.as('inspection_time'),
        cfsId: sql<number | null>`${inspections.cfsId}`.as('inspection_cfs_id'),
        cfsName: sql<string | null>`${inspectedCfs.name}`.as('inspection_cfs_name'),
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
      // Inside the lateral: joined after it, the planner builds a hash of the locations per row.
      .leftJoin(inspectedCfs, eq(inspectedCfs.id, inspections.cfsId))
      .where(inspectsListedRow())
      .orderBy(...newestFirst)
      .limit(1)
      .as('recorded')
  );
}

/**
 * The listed container's own record, looked up by its key for each row. As a plain join the
 * planner reads a batch of a thousand rows against the whole containers table (a hash join over
 * a scan of every container ever seen: 0.1-0.8 s a batch, growing with the table); as a lateral
 * it can only look each one up, which is what a batch or a page wants.
 */
function listedContainer(db: Database) {
  return db
    .select({
      isoCode: sql<string | null>`${containers.isoCode}`.as('container_iso_code'),
      size: sql<number>`${containers.size}`.as('container_size'),
      typeText: sql<string | null>`${containers.typeText}`.as('container_type_text'),
    })
    .from(containers)
    .where(eq(containers.id, listed.containerId))
    .limit(1)
    .as('listed_container');
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

/** The rows of the call the query keeps, and how they are read and ordered. */
function callList(db: Database, call: CallRecord, companyId: number, query: AdvanceListQuery) {
  const voyageOf: Record<MoveType, number | null> = {
    I: call.importVoyageId,
    E: call.exportVoyageId,
  };
  const voyageIds = (query.movetype ? [voyageOf[query.movetype]] : [voyageOf.I, voyageOf.E]).filter(
    (id): id is number => id !== null,
  );
  const search = query.search?.trim().toUpperCase();
  const where =
    voyageIds.length === 0
      ? undefined
      : and(
          eq(listed.companyId, companyId),
          eq(listed.vesselId, call.vesselId),
          inArray(listed.voyageId, voyageIds),
          query.locationid ? eq(listed.locationId, query.locationid) : undefined,
          search
            ? ilike(listed.containerNumber, `%${search.replace(/[\\%_]/g, '\\$&')}%`)
            : undefined,
          notShadowedByIgm(db),
        );
  // A call whose import and export voyages are one voyage lists it under the type asked for.
  const movetype = query.movetype
    ? sql<MoveType>`${query.movetype}::text`
    : sql<MoveType>`case when ${listed.voyageId} = ${call.importVoyageId ?? 0} then 'I' else 'E' end`;
  const recorded = recordedInspection(db);
  const party = partyLink(db);
  const box = listedContainer(db);

  /**
   * The list's tables and the inspection of each row, under a selection of them. Left joins
   * make no column null in the type here: the selections say which may be.
   */
  const from = (selection: SelectedFields) =>
    db
      .select(selection)
      .from(listed)
      .innerJoinLateral(box, sql`true`)
      .innerJoin(applicants, eq(applicants.id, listed.applicantId))
      .innerJoin(accounts, eq(accounts.id, listed.accountId))
      .innerJoin(vessels, eq(vessels.id, listed.vesselId))
      .innerJoin(voyages, eq(voyages.id, listed.voyageId))
      .innerJoin(movements, eq(movements.id, listed.movementId))
      .innerJoin(locations, eq(locations.id, listed.locationId))
      .leftJoin(listCfs, eq(listCfs.id, listed.cfsId))
      .leftJoinLateral(party, sql`true`)
      .leftJoinLateral(recorded, sql`true`);

  const inspected = sql`${recorded.id} is not null`;
  // What each column shows, as the screen shows it (advanceColumns in the web app).
  const sortable: Record<AdvanceListSort, SQL> = {
    contnumber: sql`${listed.containerNumber}`,
    size: sql`${box.size}::text || ' ' || coalesce(${box.isoCode}, ${listed.isoCode})`,
    party: sql`lower(coalesce(${party.shortName}, ${applicants.name} || ' / ' || ${accounts.name}))`,
    movement: sql`lower(${movements.name})`,
    movetype: sql`${movetype}`,
    list: sql`${listed.uploadType}`,
    location: sql`lower(${locations.name})`,
    cfs: sql`lower(case when ${inspected} then ${recorded.cfsName} else ${listCfs.name} end)`,
    date: sql`${recorded.date}::date`,
    time: sql`${recorded.time}`,
    seal: sql`lower(${recorded.seal})`,
    condition: sql`case when not ${inspected} then null when ${recorded.condition} = 1 then 'Damage' else 'Sound' end`,
    inspected: sql`case when ${inspected} then 1 else 0 end`,
  };
  const asked = parseSort(query.sort, ADVANCE_LIST_SORTS);
  // Then by number, in a fixed order so pages never overlap; blanks last either way.
  const order = [
    ...asked.map(({ column, direction }) =>
      direction === 'asc'
        ? sql`${sortable[column as AdvanceListSort]} asc nulls last`
        : sql`${sortable[column as AdvanceListSort]} desc nulls last`,
    ),
    asc(listed.containerNumber),
    asc(listed.voyageId),
    asc(listed.id),
  ];
  /** Sorted by the number alone, the order needs no other table. */
  const onListAlone = asked.every(({ column }) => column === 'contnumber');
  return { where, movetype, recorded, party, box, from, order, onListAlone, inspected };
}

type CallList = ReturnType<typeof callList>;

/** The rows meeting `condition` (a page's or a batch's ids), in the list's order. */
async function readRows(list: CallList, condition: SQL | undefined) {
  const { recorded: r, party, box } = list;
  const selection = {
    row: listed,
    container: {
      isoCode: box.isoCode,
      size: box.size,
      typeText: box.typeText,
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
    inspectedCfsName: r.cfsName,
    movetype: list.movetype,
    // Fields of a subquery, not columns: Drizzle keeps the object when they are all null.
    recorded: {
      id: r.id,
      condition: r.condition,
      seal: r.seal,
      date: r.date,
      time: r.time,
      cfsId: r.cfsId,
      polId: r.polId,
      podId: r.podId,
      fpdId: r.fpdId,
      transporterId: r.transporterId,
      bookingNo: r.bookingNo,
      transportMode: r.transportMode,
      hazardous: r.hazardous,
      note: r.note,
      reportNo: r.reportNo,
      billNo: r.billNo,
    },
  };
  const rows = await list
    .from(selection)
    .where(condition)
    .orderBy(...list.order);
  return rows as SelectResultFields<typeof selection>[];
}

type ReadRow = Awaited<ReturnType<typeof readRows>>[number];

function rowOf(call: CallRecord, found: ReadRow): AdvanceContainerRow {
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
}

/** The ids of every row of the list, in its order: on the list's own table unless a column needs more. */
async function orderedIds(db: Database, list: CallList): Promise<number[]> {
  const ids = list.onListAlone
    ? db
        .select({ id: listed.id })
        .from(listed)
        .where(list.where)
        .orderBy(...list.order)
    : list
        .from({ id: listed.id })
        .where(list.where)
        .orderBy(...list.order);
  return ((await ids) as { id: number }[]).map((row) => row.id);
}

/** The page of `pageSize` holding the container `number` in the list's order, if it is listed. */
async function pageHolding(db: Database, list: CallList, number: string, pageSize: number) {
  const ranked = {
    number: sql<string>`${listed.containerNumber}`.as('number'),
    place: sql<number>`row_number() over (order by ${sql.join(list.order, sql`, `)})`.as('place'),
  };
  const places = (list.onListAlone ? db.select(ranked).from(listed) : list.from(ranked)).where(
    list.where,
  );
  const [found] = await sqlRows<{ place: number | string }>(
    db,
    sql`select place from (${places}) ranked where number = ${number} order by place limit 1`,
  );
  return found ? Math.ceil(Number(found.place) / pageSize) : undefined;
}

/**
 * How many rows the list keeps, and how many of them are inspected, in one aggregate on the list
 * alone: every table `from` joins is a required key (the row is there either way), and whether a
 * row is inspected is whether its inspection exists, not the lateral that reads it.
 */
async function countsOf(db: Database, list: CallList) {
  const [counts] = await db
    .select({
      total: count(),
      inspected: sql<number>`count(*) filter (where exists (${inspectionOf(db)}))`.mapWith(Number),
    })
    .from(listed)
    .where(list.where);
  return { total: Number(counts?.total ?? 0), inspected: Number(counts?.inspected ?? 0) };
}

/** A page of the call's list, and how many there are and are inspected. */
export interface CallListPage {
  rows: AdvanceContainerRow[];
  info: AdvanceListInfo;
}

/** A page of the call's list, found by its number or by a container on it (none if not listed). */
async function pageOfList(
  db: Database,
  call: CallRecord,
  list: CallList,
  window: PageWindow,
  find: string | undefined,
): Promise<CallListPage | undefined> {
  let asked = window;
  if (find) {
    const page = await pageHolding(db, list, find, window.pageSize);
    if (page === undefined) return undefined;
    asked = pageWindow({ page, pageSize: window.pageSize }) ?? window;
  }
  // The page's rows are chosen on the list first, so only they are joined and looked up.
  const chosen = list.onListAlone
    ? db.select({ id: listed.id }).from(listed).where(list.where)
    : list.from({ id: listed.id }).where(list.where);
  const page = await chosen
    .orderBy(...list.order)
    .limit(asked.limit)
    .offset(asked.offset);
  const ids = (page as { id: number }[]).map((row) => row.id);
  const [rows, counts] = await Promise.all([
    ids.length === 0 ? [] : readRows(list, inArray(listed.id, ids)),
    countsOf(db, list),
  ]);
  return {
    rows: rows.map((found) => rowOf(call, found)),
    info: { ...pageInfoOf(asked, counts.total), inspected: counts.inspected },
  };
}

/**
 * A page (or the page holding a container to find) of the containers expected on the company's
 * call — on its import voyage (I), its export voyage (E) or both — with whether and how each was
 * inspected, in the order asked (by container number when none), and how many there are and are
 * inspected; none when the container to find is not on the list.
 */
export async function callListPage(
  db: Database,
  call: CallRecord,
  companyId: number,
  query: AdvanceListQuery,
): Promise<CallListPage | undefined> {
  const list = callList(db, call, companyId, query);
  const window = pageWindow({
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  if (!window) throw new Error('unreachable: a page is always asked for');
  if (list.where === undefined) {
    if (query.find) return undefined;
    return { rows: [], info: { ...pageInfoOf(window, 0), inspected: 0 } };
  }
  return pageOfList(db, call, list, window, query.find);
}

/**
 * Every row of the call's list the query keeps, in its order, a batch at a time. Their ids are
 * read first (one number a row); each batch is read when the one before has been written, so the
 * server holds one batch however long the list.
 */
export async function callListRows(
  db: Database,
  call: CallRecord,
  companyId: number,
  query: AdvanceListQuery,
): Promise<AsyncIterable<readonly AdvanceContainerRow[]>> {
  const list = callList(db, call, companyId, query);
  const ids = list.where === undefined ? [] : await orderedIds(db, list);
  return rowsByIds(ids, async (batch) =>
    (await readRows(list, inArray(listed.id, batch))).map((found) => rowOf(call, found)),
  );
}
