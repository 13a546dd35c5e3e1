import { MOVEMENT_FIELD_KEYS, MOVEMENT_FIELD_MESSAGES } from '@quaybook/contract';
import {
  fixedInspectionValues,
  type InspectionField,
  inspectionFields,
  type MovementRules,
} from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQuery } from '../reference/referenceLists';

/** A movement-dependent field by its name on the wire: cargowt, loadport, cfsName … */
export type MovementWireField = keyof typeof MOVEMENT_FIELD_MESSAGES;

/** What a movement asks of an inspection, read from the flags its row carries. */
export interface MovementFields {
  /** The movement-dependent fields shown, each required. */
  asked: ReadonlySet<InspectionField>;
  /** The same fields by wire name, in the order a row shows them. */
  askedWire: readonly MovementWireField[];
  /** Values the movement fixes whatever is typed (road only: mode R, no CFS). */
  fixed: ReturnType<typeof fixedInspectionValues>;
}

const NO_MOVEMENT: MovementFields = { asked: new Set(), askedWire: [], fixed: undefined };

/** The fields a movement asks for; none until a movement is chosen. */
export function movementFieldsOf(rules: MovementRules | undefined): MovementFields {
  if (!rules) return NO_MOVEMENT;
  const asked = inspectionFields(rules);
  const askedWire = (Object.keys(MOVEMENT_FIELD_KEYS) as (keyof typeof MOVEMENT_FIELD_KEYS)[])
    .filter((field) => asked.has(field))
    .map((field) => MOVEMENT_FIELD_KEYS[field]);
  return { asked, askedWire, fixed: fixedInspectionValues(rules) };
}

/** The asked fields left blank, each with the contract's message ('POL is required …'). */
export function missingMovementFields(
  fields: MovementFields,
  values: Partial<Record<MovementWireField, unknown>>,
): Partial<Record<MovementWireField, string>> {
  const missing: Partial<Record<MovementWireField, string>> = {};
  for (const field of fields.askedWire) {
    const value = values[field];
    if (value === null || value === undefined || String(value).trim() === '')
      missing[field] = MOVEMENT_FIELD_MESSAGES[field];
  }
  return missing;
}

/**
 * What choosing a movement does to the transport mode and CFS: a road-only movement sets mode R
 * and clears the CFS; any other clears the mode, for the surveyor to choose if it is asked.
 */
export function onMovementChosen(fields: MovementFields): {
  tranmode: 'R' | null;
  cfsName?: null;
} {
  return fields.fixed
    ? { tranmode: fields.fixed.transportMode, cfsName: fields.fixed.cfs }
    : { tranmode: null };
}

/** The fields the chosen movement asks for, from the cached movements list. */
export function useMovementFields(movementId: number | null | undefined): MovementFields {
  const { data } = useQuery(referenceQuery('movements'));
  return useMemo(
    () => movementFieldsOf(data?.find((movement) => movement.Movid === movementId)),
    [data, movementId],
  );
}
