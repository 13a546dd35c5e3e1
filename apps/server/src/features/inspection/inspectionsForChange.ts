import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { lockMessage } from '@quaybook/domain';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { companyInspections, type LockedInspection } from './inspectionRepository';

/** The company's inspections of these ids; any id not the company's is not found. */
async function allOfCompany(
  db: Database,
  companyId: number,
  ids: readonly number[],
  forChange: boolean,
): Promise<LockedInspection[]> {
  const rows = await companyInspections(db, companyId, ids, forChange);
  if (rows.length !== new Set(ids).size) throw notFound(INSPECTION_MESSAGES.inspectionNotFound);
  return rows;
}

/**
 * The company's inspections of these ids with their containers' numbers, locked for the
 * transaction's change; any id not the company's is not found, and nothing is changed.
 */
export const inspectionsForChange = (tx: Database, companyId: number, ids: readonly number[]) =>
  allOfCompany(tx, companyId, ids, true);

/** The company's inspection, to read its lines or photos; 404 for any other. */
export const readableInspection = (db: Database, companyId: number, id: number) =>
  allOfCompany(db, companyId, [id], false);

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
