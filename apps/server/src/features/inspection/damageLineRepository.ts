import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { damageLines, documents, inspectionPhotos } from '../../db/schema';
import { lockedVersions } from '../../shared/rowVersion';

type DamageLineValues = typeof damageLines.$inferInsert;

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
