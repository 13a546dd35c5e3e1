import type { DamageLineRow, damageLineInput, FieldProblems } from '@quaybook/contract';
import { DAMAGE_POSITIONS, DAMAGE_SIDES, damageArea } from '@quaybook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  componentCodes,
  damageCodes,
  damageLines,
  documents,
  inspectionPhotos,
  repairCodes,
} from '../../db/schema';
import { type Choice, choiceProblems } from '../../shared/choices';

type DamageLineInput = z.output<typeof damageLineInput>;
export type DamageLineRecord = typeof damageLines.$inferSelect;

/** Problems of the lines' codes (each must be in the shared code lists), keyed by line. */
export function damageCodeProblems(
  db: Database,
  companyId: number,
  lines: readonly DamageLineInput[],
  field = 'damageData',
): Promise<FieldProblems> {
  const choices: Choice[] = lines.flatMap((line, index) => [
    { field: `${field}.${index}.component`, kind: 'component', id: line.component },
    { field: `${field}.${index}.damageType`, kind: 'damage', id: line.damageType },
    { field: `${field}.${index}.repairType`, kind: 'repair', id: line.repairType },
  ]);
  return choiceProblems(db, companyId, choices);
}

/** A line's columns from what was sent; the area is worked out here, whatever the client said. */
export function damageLineValues(line: DamageLineInput) {
  const length = line.length ?? null;
  const breadth = line.breadth ?? null;
  const area = damageArea(length, breadth);
  return {
    side: DAMAGE_SIDES[line.damlocationid],
    position: line.positionid,
    fromSection: line.damageFrom ?? null,
    fromPart: line.damageFromAnd ?? null,
    toSection: line.damageTo ?? null,
    toPart: line.damageToAnd ?? null,
    componentId: line.component,
    damageId: line.damageType,
    repairId: line.repairType,
    length: length === null ? null : length.toFixed(2),
    breadth: breadth === null ? null : breadth.toFixed(2),
    area: area === null ? null : area.toFixed(2),
    quantity: line.quantity,
    note: line.note,
  };
}

const sideIdOf = (side: string) => (side === 'INT' ? 2 : 1);
const numberOf = (value: string | null) => (value === null ? null : Number(value));

/** A damage line by the wire's field names: what history records of it. */
export function damageFacts(line: DamageLineRecord) {
  return {
    damlocationid: sideIdOf(line.side),
    positionid: line.position,
    damageFrom: line.fromSection,
    damageFromAnd: line.fromPart,
    damageTo: line.toSection,
    damageToAnd: line.toPart,
    component: line.componentId,
    damageType: line.damageId,
    repairType: line.repairId,
    length: numberOf(line.length),
    breadth: numberOf(line.breadth),
    area: numberOf(line.area),
    quantity: line.quantity,
    note: line.note,
  };
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
