import type { DamageLineRow } from '@quaybook/contract';
import { DAMAGE_POSITIONS } from '@quaybook/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  componentCodes,
  damageCodes,
  damageLines,
  documents,
  inspectionPhotos,
  repairCodes,
} from '../../db/schema';
import { lockedVersions } from '../../shared/rowVersion';
import { damageFacts } from './damageLines';

type DamageLineValues = typeof damageLines.$inferInsert;
export type DamageLineRecord = typeof damageLines.$inferSelect;

/** The lines of these ids that belong to the inspection. */
export const inspectionDamageLines = (tx: Database, inspectionId: number, ids: number[]) =>
  ids.length
    ? tx
        .select()
        .from(damageLines)
        .where(and(eq(damageLines.inspectionId, inspectionId), inArray(damageLines.id, ids)))
    : Promise.resolve([]);

/** The company's lines of these ids. */
export const companyDamageLines = (tx: Database, companyId: number, ids: number[]) =>
  tx
    .select()
    .from(damageLines)
    .where(and(eq(damageLines.companyId, companyId), inArray(damageLines.id, ids)));

/** The lines' versions as stored, locked until the transaction ends. */
export const lockedDamageLineVersions = (tx: Database, ids: number[]) =>
  lockedVersions(tx, damageLines, damageLines.id, inArray(damageLines.id, ids));

/** Writes a line's new values over it and answers it as saved. */
export async function updateDamageLine(
  tx: Database,
  id: number,
  values: Partial<DamageLineValues>,
) {
  const [saved] = await tx
    .update(damageLines)
    .set(values)
    .where(eq(damageLines.id, id))
    .returning();
  return saved;
}

/** Adds a line and answers it as saved. */
export async function insertDamageLine(tx: Database, values: DamageLineValues) {
  const [saved] = await tx.insert(damageLines).values(values).returning();
  return saved;
}

/** Ties the inspection's photo stored under `documentName`, if any, to a damage line. */
export async function tiePhotoToLine(
  tx: Database,
  inspectionId: number,
  documentName: string,
  lineId: number,
) {
  const [document] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.name, documentName));
  if (document)
    await tx
      .update(inspectionPhotos)
      .set({ damageLineId: lineId })
      .where(
        and(
          eq(inspectionPhotos.inspectionId, inspectionId),
          eq(inspectionPhotos.documentId, document.id),
        ),
      );
}

/** Removes the lines of these ids. */
export async function deleteDamageLines(tx: Database, ids: number[]) {
  await tx.delete(damageLines).where(inArray(damageLines.id, ids));
}

/** Adds lines and answers them as saved. */
export const insertDamageLines = (tx: Database, lines: DamageLineValues[]) =>
  lines.length ? tx.insert(damageLines).values(lines).returning() : Promise.resolve([]);

/** How many damage lines the inspection has. */
export async function damageLineCount(tx: Database, inspectionId: number) {
  const [lines] = await tx
    .select({ n: count() })
    .from(damageLines)
    .where(eq(damageLines.inspectionId, inspectionId));
  return Number(lines?.n ?? 0);
}

/** The damage lines of the company's inspections, with their codes' names and first photo. */
export async function damageLineRows(
  db: Database,
  companyId: number,
  inspectionIds: readonly number[],
): Promise<DamageLineRow[]> {
  if (inspectionIds.length === 0) return [];
  const lines = await db
    .select({
      line: damageLines,
      componentName: componentCodes.description,
      damageName: damageCodes.description,
      repairName: repairCodes.description,
    })
    .from(damageLines)
    .leftJoin(componentCodes, eq(componentCodes.id, damageLines.componentId))
    .leftJoin(damageCodes, eq(damageCodes.id, damageLines.damageId))
    .leftJoin(repairCodes, eq(repairCodes.id, damageLines.repairId))
    .where(
      and(
        eq(damageLines.companyId, companyId),
        inArray(damageLines.inspectionId, [...inspectionIds]),
      ),
    )
    .orderBy(asc(damageLines.id));
  const photos = lines.length
    ? await db
        .select({ lineId: inspectionPhotos.damageLineId, name: documents.name })
        .from(inspectionPhotos)
        .innerJoin(documents, eq(documents.id, inspectionPhotos.documentId))
        .where(
          inArray(
            inspectionPhotos.damageLineId,
            lines.map(({ line }) => line.id),
          ),
        )
        .orderBy(asc(inspectionPhotos.id))
    : [];
  return lines.map(({ line, ...names }) => ({
    autoid: line.id,
    version: line.version,
    reportid: line.inspectionId,
    damlocation: line.side,
    position: DAMAGE_POSITIONS[line.position - 1] ?? String(line.position),
    componentName: names.componentName,
    damageName: names.damageName,
    repairName: names.repairName,
    Image: photos.find((photo) => photo.lineId === line.id)?.name ?? null,
    ...damageFacts(line),
  }));
}
