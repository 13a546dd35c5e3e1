import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, containers, inspections, linkParties, reports } from '../../db/schema';
import { lockedVersionOf, lockedVersions } from '../../shared/rowVersion';
import type { InspectionRecord } from './inspectionRowRepository';

export type ContainerRecord = typeof containers.$inferSelect;
/** What an inspection's columns may be set to. */
export type InspectionValues = typeof inspections.$inferInsert;

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

/**
 * The company's inspections among these ids with their containers' numbers and what locks them,
 * in id order; `forChange` locks their rows for the transaction's change.
 */
export async function companyInspections(
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
  return forChange ? query.for('update', { of: inspections }) : query;
}

/** Records an inspection and answers it as saved. */
export async function insertInspection(tx: Database, values: InspectionValues) {
  const [saved] = await tx.insert(inspections).values(values).returning();
  return saved;
}

/** Writes an inspection's new values over it and answers it as saved. */
export async function updateInspection(
  tx: Database,
  id: number,
  values: Partial<InspectionValues>,
) {
  const [saved] = await tx
    .update(inspections)
    .set(values)
    .where(eq(inspections.id, id))
    .returning();
  return saved;
}

/** Writes the same values over the company's inspections of these ids; answers them as saved. */
export const updateCompanyInspections = (
  tx: Database,
  companyId: number,
  ids: readonly number[],
  values: Partial<InspectionValues>,
) =>
  tx
    .update(inspections)
    .set(values)
    .where(and(eq(inspections.companyId, companyId), inArray(inspections.id, [...ids])))
    .returning();

/** Removes an inspection; its lines and photo rows go with it. */
export async function deleteInspection(tx: Database, id: number) {
  await tx.delete(inspections).where(eq(inspections.id, id));
}

/** The inspection's version as stored, locked until the transaction ends. */
export const lockedInspectionVersion = (tx: Database, id: number) =>
  lockedVersionOf(tx, inspections, eq(inspections.id, id));

/** The inspections' versions as stored, by id, locked until the transaction ends. */
export const lockedInspectionVersions = (tx: Database, ids: readonly number[]) =>
  lockedVersions(tx, inspections, inspections.id, inArray(inspections.id, [...ids]));

/** The applicant and account of the company's link party, if it is the company's. */
export async function linkPartyOf(db: Database, companyId: number, id: number) {
  const [party] = await db
    .select({ applicantId: linkParties.applicantId, accountId: linkParties.accountId })
    .from(linkParties)
    .where(and(eq(linkParties.id, id), eq(linkParties.companyId, companyId)));
  return party;
}
