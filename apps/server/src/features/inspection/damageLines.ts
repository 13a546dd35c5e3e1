import type { damageLineInput, FieldProblems } from '@quaybook/contract';
import { DAMAGE_SIDES, damageArea } from '@quaybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type Choice, choiceProblems } from '../../shared/choices';
import type { DamageLineRecord } from './damageLineRepository';

type DamageLineInput = z.output<typeof damageLineInput>;

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
