import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { lockMessage } from '@quaybook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, containers, inspections, reports } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { InspectionRecord } from './inspectionRows';

export type ContainerRecord = typeof containers.$inferSelect;

/** The company's container of this number, if it has one. */
export async function findContainer(
  db: Database,
  companyId: number,
  number: string,
): Promise<ContainerRecord | undefined> {
  const [row] = await db
    .select()
    .from(containers)
    .where(and(eq(containers.companyId, companyId), eq(containers.number, number)));
  return row;
}

export interface LockedInspection {
  record: InspectionRecord;
  containerNumber: string;
  /** The survey report and bill it is on, if any: either locks it. */
  reportNo: string | null;
  billNo: string | null;
}

/**
 * The company's inspections of these ids with their containers' numbers, locked for the
 * transaction's change; any id not the company's is not found, and nothing is changed.
 */
export async function inspectionsForChange(
  tx: Database,
  companyId: number,
  ids: readonly number[],
): Promise<LockedInspection[]> {
  return companyInspections(tx, companyId, ids, true);
}

/**
 * Inspections with their containers (number and tare) and the survey report and bill that lock
 * them; the caller says which.
 */
export function inspectionsWithLocks(db: Database) {
  return db
    .select({
      record: inspections,
      containerNumber: containers.number,
      containerTare: containers.tareWeight,
      reportNo: sql<string | null>`${reports.reportNo}`,
      billNo: sql<string | null>`${bills.billNo}`,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .leftJoin(reports, eq(reports.id, inspections.reportId))
    .leftJoin(bills, eq(bills.id, reports.billId));
}

async function companyInspections(
  db: Database,
  companyId: number,
  ids: readonly number[],
  forChange: boolean,
): Promise<LockedInspection[]> {
  const unique = [...new Set(ids)];
  const query = inspectionsWithLocks(db)
    .where(and(eq(inspections.companyId, companyId), inArray(inspections.id, unique)))
    // Rows are locked in one order, so two actions over overlapping inspections cannot deadlock.
    .orderBy(inspections.id);
  const rows = forChange ? await query.for('update', { of: inspections }) : await query;
  if (rows.length !== unique.length) throw notFound(INSPECTION_MESSAGES.inspectionNotFound);
  return rows;
}

/** The company's inspection, to read its lines or photos; 404 for any other. */
export async function readableInspection(db: Database, companyId: number, id: number) {
  return companyInspections(db, companyId, [id], false);
}

/** One inspection of the company, locked for the change. */
export async function inspectionForChange(tx: Database, companyId: number, id: number) {
  const [found] = await inspectionsForChange(tx, companyId, [id]);
  if (!found) throw notFound(INSPECTION_MESSAGES.inspectionNotFound);
  return found;
}

/** Refuses a change of an inspection on a survey report or a bill (409, naming both). */
export function refuseIfLocked({ containerNumber, reportNo, billNo }: LockedInspection): void {
  const message = lockMessage({ containerNumber, reportNo, billNo });
  if (message) throw conflict(message);
}
