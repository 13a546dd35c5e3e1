import type { ovaReportQuery } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containers, inspections, locations, movements } from '../../db/schema';
import { inspectionFilter } from '../inspection/inspectionListRepository';

export type OvaReportFilters = z.output<typeof ovaReportQuery>;

/** One movement to report, as the OVA layout's cells and what its codes come from. */
export interface OvaMovement {
  inspectionId: number;
  applicantId: number;
  accountId: number;
  cells: {
    container: string;
    location: string;
    movement: string;
    fullEmpty: 'F' | 'E';
    date: string;
    time: string;
    bookingNo: string;
    seal: string;
  };
  /** The names of a place or movement without an OVA code, to name in the refusal. */
  locationName: string;
  locationCoded: boolean;
  movementName: string;
  movementCoded: boolean;
}

/**
 * The movements the report sends: those of the filters whose OVA has not been sent, or, when
 * container numbers are given, exactly those containers' movements. Read in one query, the
 * inspections locked so that a report generated at the same moment cannot send them twice.
 */
export async function ovaMovements(
  tx: Database,
  companyId: number,
  query: OvaReportFilters,
  /** A further condition: a delivery's window of time. */
  also?: SQL,
): Promise<OvaMovement[]> {
  const { where, containerNumbers } = inspectionFilter(companyId, query);
  const rows = await tx
    .select({
      id: inspections.id,
      applicantId: inspections.applicantId,
      accountId: inspections.accountId,
      container: containers.number,
      locationName: locations.name,
      locationCode: locations.ovaCode,
      movementName: movements.name,
      movementCode: movements.ovaCode,
      full: movements.ediFull,
      date: inspections.inspectionDate,
      time: inspections.inspectionTime,
      bookingNo: inspections.bookingNo,
      seal: inspections.seal,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(locations, eq(locations.id, inspections.locationId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .where(and(where, also, containerNumbers > 0 ? undefined : eq(inspections.ovaSent, false)))
    .orderBy(
      asc(inspections.inspectionDate),
      asc(inspections.inspectionTime),
      asc(containers.number),
      asc(inspections.id),
    )
    .for('update', { of: inspections });
  return rows.map((row) => ({
    inspectionId: row.id,
    applicantId: row.applicantId,
    accountId: row.accountId,
    cells: {
      container: row.container,
      location: row.locationCode?.trim() ?? '',
      movement: row.movementCode?.trim() ?? '',
      fullEmpty: row.full ? 'F' : 'E',
      date: formatDate(row.date),
      time: row.time ?? '',
      bookingNo: row.bookingNo ?? '',
      seal: row.seal ?? '',
    },
    locationName: row.locationName,
    locationCoded: Boolean(row.locationCode?.trim()),
    movementName: row.movementName,
    movementCoded: Boolean(row.movementCode?.trim()),
  }));
}
