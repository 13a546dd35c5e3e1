import { and, eq, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import { inspections, locations, vcns } from '../db/schema';

/** The inspection's vessel call (its vessel, with its voyage in or out), narrowed by `also`. */
const callOfInspection = (also: SQL) =>
  sql`exists (select 1 from ${vcns} where ${and(
    eq(vcns.companyId, inspections.companyId),
    eq(vcns.vesselId, inspections.vesselId),
    or(
      eq(vcns.importVoyageId, inspections.voyageId),
      eq(vcns.exportVoyageId, inspections.voyageId),
    ),
    eq(vcns.isDeleted, false),
    also,
  )})`;

/**
 * Whether an inspection was at the dock: the dock of its vessel call decides; a call recorded
 * without one (or no call at all) leaves it to the place, which is the dock itself or a yard
 * of the same port (the same location code: INCCU1 for Kolkata's yards).
 * Reads `locations` as the inspection's place, joined by the caller.
 */
export function atDock(dockId: number): SQL {
  // Named apart from the inspection's place, which the outer query calls `locations`.
  const portCode = sql`(select dock.location_code from locations dock where dock.id = ${dockId})`;
  return or(
    callOfInspection(eq(vcns.areaId, dockId)),
    and(
      not(callOfInspection(isNotNull(vcns.areaId))),
      or(eq(inspections.locationId, dockId), sql`${locations.locationCode} = ${portCode}`),
    ),
  ) as SQL;
}

/**
 * Whether an inspection was at the chosen place: the place itself, or — when the place is a
 * dock, as choosing a VCN fills it in — anywhere at that dock (`atDock`). Reads `locations` as
 * the inspection's place, joined by the caller.
 */
export function atPlace(placeId: number): SQL {
  const isDock = sql`exists (select 1 from locations chosen where chosen.id = ${placeId} and chosen.kind = 'dock')`;
  return or(eq(inspections.locationId, placeId), and(isDock, atDock(placeId))) as SQL;
}
