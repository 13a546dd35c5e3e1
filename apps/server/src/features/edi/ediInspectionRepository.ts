import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  componentCodes,
  containers,
  damageCodes,
  damageLines,
  inspections,
  locations,
  movements,
  ports,
  vcns,
  vessels,
  voyages,
} from '../../db/schema';

// Everything an EDI message or workbook says of the inspections a report sends, read in one
// query: the container, the call, the movement's EDI event, the place and its port, the ports of
// the voyage and the damage lines (gathered per inspection inside the same query).

const pol = alias(ports, 'edi_pol');
const pod = alias(ports, 'edi_pod');
const fpd = alias(ports, 'edi_fpd');

/** One damage line of a gathered inspection, by its codes. */
export interface GatheredDamage {
  position: number;
  fromSection: string | null;
  fromPart: string | null;
  toSection: string | null;
  damage: string | null;
  component: string | null;
  length: string | null;
  breadth: string | null;
  note: string | null;
}

// The customs code of the dock of the inspection's vessel call (the VCN of its vessel with this
// voyage in or out), for a place whose own code names no port. Inside the subquery "locations"
// is the dock, not the inspection's place.
const callDockCode = sql<string | null>`(
  select ${locations.locationCode} from ${vcns}
  join ${locations} on ${locations.id} = ${vcns.areaId}
  where ${vcns.companyId} = ${inspections.companyId}
    and ${vcns.vesselId} = ${inspections.vesselId}
    and (${vcns.importVoyageId} = ${inspections.voyageId} or ${vcns.exportVoyageId} = ${inspections.voyageId})
    and not ${vcns.isDeleted}
  order by ${vcns.id} desc limit 1)`;

const damagesOf = sql<GatheredDamage[] | string>`(
  select coalesce(json_agg(json_build_object(
    'position', ${damageLines.position},
    'fromSection', ${damageLines.fromSection},
    'fromPart', ${damageLines.fromPart},
    'toSection', ${damageLines.toSection},
    'damage', ${damageCodes.shortName},
    'component', ${componentCodes.shortName},
    'length', ${damageLines.length}::text,
    'breadth', ${damageLines.breadth}::text,
    'note', ${damageLines.note}
  ) order by ${damageLines.id}), '[]'::json)
  from ${damageLines}
  left join ${damageCodes} on ${damageCodes.id} = ${damageLines.damageId}
  left join ${componentCodes} on ${componentCodes.id} = ${damageLines.componentId}
  where ${damageLines.inspectionId} = ${inspections.id})`;

const gathered = {
  id: inspections.id,
  ediSent: inspections.ediSent,
  codecoSent: inspections.codecoSent,
  ediFileName: inspections.ediFileName,
  inspectionDate: inspections.inspectionDate,
  inspectionTime: inspections.inspectionTime,
  condition: inspections.condition,
  seal: inspections.seal,
  bookingNo: inspections.bookingNo,
  cargoWeight: inspections.cargoWeight,
  transportMode: inspections.transportMode,
  container: containers.number,
  size: containers.size,
  isoCode: containers.isoCode,
  tareWeight: containers.tareWeight,
  vesselName: vessels.name,
  callSign: vessels.callSign,
  voyageName: voyages.name,
  movementName: movements.name,
  ediEvent: movements.ediEvent,
  moveFor: movements.moveFor,
  ediFull: movements.ediFull,
  locationName: locations.name,
  locationShortName: locations.shortName,
  locationCode: locations.locationCode,
  callDockCode,
  pol: pol.portCode,
  pod: pod.portCode,
  fpd: fpd.portCode,
  damages: damagesOf,
};

const selectGathered = (tx: Database, where: SQL | undefined) =>
  tx
    .select(gathered)
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(vessels, eq(vessels.id, inspections.vesselId))
    .innerJoin(voyages, eq(voyages.id, inspections.voyageId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .innerJoin(locations, eq(locations.id, inspections.locationId))
    .leftJoin(pol, eq(pol.id, inspections.polId))
    .leftJoin(pod, eq(pod.id, inspections.podId))
    .leftJoin(fpd, eq(fpd.id, inspections.fpdId))
    .where(where)
    .orderBy(
      asc(inspections.inspectionDate),
      asc(inspections.inspectionTime),
      asc(containers.number),
      asc(inspections.id),
    );

type GatheredRow = Awaited<ReturnType<typeof selectGathered>>[number];

/** A gathered inspection with its damage lines read, whichever driver gave them. */
export type GatheredInspection = Omit<GatheredRow, 'damages'> & { damages: GatheredDamage[] };

/**
 * The inspections `where` picks (a filter of the caller's company), oldest move first, with all
 * an EDI report says of them.
 */
export async function gatherInspections(
  tx: Database,
  where: SQL | undefined,
): Promise<GatheredInspection[]> {
  const rows = await selectGathered(tx, where);
  return rows.map((row) => ({
    ...row,
    damages: typeof row.damages === 'string' ? JSON.parse(row.damages) : row.damages,
  }));
}
