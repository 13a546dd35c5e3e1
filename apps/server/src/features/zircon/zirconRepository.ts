import {
  ZIRCON_MOVEMENTS,
  type ZirconCount,
  type ZirconRow,
  type zirconQuery,
} from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containers, inspections, locations, movements, vessels, voyages } from '../../db/schema';
import { atDock } from '../../shared/docks';
import { inspectionFilter } from '../inspection/inspectionListRepository';
import { ZIRCON_DOCKS } from './zirconDocks';

export type ZirconFilters = z.output<typeof zirconQuery>;

/** A Zircon row and the container's size, for the counts and the tally sheet. */
export interface ZirconEntry {
  row: ZirconRow;
  size: number;
}

/**
 * The party's containers of the vessel call moved on the chosen side (import: movements for
 * I, export: for E) at the chosen port, in one query, in the order they moved.
 */
export async function zirconEntries(
  db: Database,
  companyId: number,
  query: ZirconFilters,
): Promise<ZirconEntry[]> {
  const { where } = inspectionFilter(companyId, {
    applicant: query.applicant,
    account: query.account,
    vessel: query.vessel,
    voyage: query.voyage,
  });
  const side = ZIRCON_MOVEMENTS.find((movement) => movement.value === query.movement);
  const dock = ZIRCON_DOCKS[query.location];
  if (!side || dock === undefined) return [];
  const rows = await db
    .select({
      id: inspections.id,
      number: containers.number,
      isoCode: containers.isoCode,
      size: containers.size,
      movementCode: movements.iboxCode,
      zimCode: locations.zimCode,
      locationCode: locations.locationCode,
      date: inspections.inspectionDate,
      vessel: vessels.name,
      voyage: voyages.name,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .innerJoin(locations, eq(locations.id, inspections.locationId))
    .innerJoin(vessels, eq(vessels.id, inspections.vesselId))
    .innerJoin(voyages, eq(voyages.id, inspections.voyageId))
    .where(and(where, eq(movements.moveFor, side.moveFor), atDock(dock)))
    .orderBy(
      asc(inspections.inspectionDate),
      asc(inspections.inspectionTime),
      asc(containers.number),
      asc(inspections.id),
    );
  return rows.map((found) => ({
    size: found.size,
    row: {
      reportid: found.id,
      contnumber: found.number,
      isocode: found.isoCode ?? '',
      movementcode: found.movementCode ?? '',
      LocationCode: found.zimCode?.trim() || found.locationCode || '',
      dmy: formatDate(found.date),
      Vesselname: found.vessel,
      voyagename: found.voyage,
    },
  }));
}

/** The count row: every container, and the 20- and 40-foot ones. */
export const zirconCountOf = (entries: readonly ZirconEntry[]): ZirconCount => ({
  total: entries.length,
  twenty: entries.filter((entry) => entry.size === 20).length,
  forty: entries.filter((entry) => entry.size === 40).length,
});
