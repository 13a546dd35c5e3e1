import type { LoadedContainer } from '@quaybook/domain';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  containers,
  inspections,
  locations,
  movements,
  vessels,
  voyages,
} from '../../db/schema';
import { atPlace } from '../../shared/docks';
import {
  type InspectionFilterQuery,
  inspectionFilter,
} from '../inspection/inspectionListRepository';

/** The filters every customs screen shares (002 §2.4): a party's call, a place, dates, containers. */
export type LoadedExportFilter = Pick<
  InspectionFilterQuery,
  'applicant' | 'account' | 'vessel' | 'voyage' | 'location' | 'fromdate' | 'todate' | 'contnumber'
> & {
  /** The carrier's booking the load inspections carry, in any case (vessel capacity). */
  bookingNo?: string;
};

/**
 * An export container loaded on board: the inspection of a movement reported as a load (its
 * EDI event) and made for export (its Move For E), so transhipment loads, which sail without an
 * Indian shipping bill, are not among them (docs/customs-reports.md).
 */
const isExportLoad: SQL = and(eq(movements.ediEvent, 'load'), eq(movements.moveFor, 'E')) as SQL;

/**
 * The inspections of the filter that are export loads; dates are the inspection (load) date.
 * A location that is a dock (as choosing a VCN fills it in) takes in the yards of that dock.
 * Reads `locations` as the inspection's place, so callers join it.
 */
function loadedExportWhere(companyId: number, filter: LoadedExportFilter): SQL {
  const { where } = inspectionFilter(companyId, { ...filter, location: null });
  const booking =
    filter.bookingNo === undefined
      ? undefined
      : eq(sql`upper(${inspections.bookingNo})`, filter.bookingNo.toUpperCase());
  const place = filter.location ? atPlace(filter.location) : undefined;
  return and(where, isExportLoad, booking, place) as SQL;
}

export interface LoadedExport {
  inspectionId: number;
  containerNo: string;
  size: number;
  isoCode: string;
  /** Kilograms, from the container list. */
  tareWeight: number;
  /** Kilograms, as recorded at the load inspection. */
  cargoWeight: number | null;
  bookingNo: string | null;
  seal: string | null;
  /** yyyy-mm-dd. */
  loadDate: string;
  vesselId: number;
  vessel: string;
  voyageId: number;
  voyage: string;
  applicantId: number;
  applicant: string;
  accountId: number;
  account: string;
  location: string;
}

/** What the domain's customs rules compare of a loaded container. */
export const loadedContainerOf = (load: LoadedExport): LoadedContainer => ({
  containerNo: load.containerNo,
  loadDate: load.loadDate,
  bookingNo: load.bookingNo,
  cargoWeight: load.cargoWeight,
  tareWeight: load.tareWeight,
  vessel: load.vessel,
  voyage: load.voyage,
});

/**
 * The loaded export containers of the filter, in one query, by vessel, voyage and container;
 * the set every customs report compares its records with. The filter is checked by the caller.
 */
export function loadedExportsOf(
  db: Database,
  companyId: number,
  filter: LoadedExportFilter,
): Promise<LoadedExport[]> {
  return selectLoadedExports(db, loadedExportWhere(companyId, filter));
}

/** The loaded export containers of several calls (a vessel and its export voyage) at once. */
export function loadedExportsOfCalls(
  db: Database,
  companyId: number,
  calls: readonly { vesselId: number; voyageId: number }[],
): Promise<LoadedExport[]> {
  if (calls.length === 0) return Promise.resolve([]);
  const ofCalls = or(
    ...calls.map((call) =>
      and(eq(inspections.vesselId, call.vesselId), eq(inspections.voyageId, call.voyageId)),
    ),
  );
  return selectLoadedExports(db, and(loadedExportWhere(companyId, {}), ofCalls) as SQL);
}

async function selectLoadedExports(db: Database, where: SQL): Promise<LoadedExport[]> {
  const rows = await db
    .select({
      inspectionId: inspections.id,
      containerNo: containers.number,
      size: containers.size,
      isoCode: containers.isoCode,
      tareWeight: containers.tareWeight,
      cargoWeight: inspections.cargoWeight,
      bookingNo: inspections.bookingNo,
      seal: inspections.seal,
      loadDate: inspections.inspectionDate,
      vesselId: vessels.id,
      vessel: vessels.name,
      voyageId: voyages.id,
      voyage: voyages.name,
      applicantId: applicants.id,
      applicant: applicants.name,
      accountId: accounts.id,
      account: accounts.name,
      location: locations.name,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .innerJoin(vessels, eq(vessels.id, inspections.vesselId))
    .innerJoin(voyages, eq(voyages.id, inspections.voyageId))
    .innerJoin(applicants, eq(applicants.id, inspections.applicantId))
    .innerJoin(accounts, eq(accounts.id, inspections.accountId))
    .innerJoin(locations, eq(locations.id, inspections.locationId))
    .where(where)
    .orderBy(asc(vessels.name), asc(voyages.name), asc(containers.number), asc(inspections.id));
  return rows.map((row) => ({ ...row, isoCode: row.isoCode ?? '' }));
}

/** The container numbers of the filter's loaded exports, as a subquery a list can filter by. */
export function loadedExportNumbers(db: Database, companyId: number, filter: LoadedExportFilter) {
  return db
    .selectDistinct({ number: containers.number })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .innerJoin(locations, eq(locations.id, inspections.locationId))
    .where(loadedExportWhere(companyId, filter));
}
