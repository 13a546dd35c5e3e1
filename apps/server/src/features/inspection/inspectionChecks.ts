import {
  type FieldProblems,
  INSPECTION_MESSAGES,
  type InspectionFields,
  type inspectionFields as inspectionFieldsSchema,
  MOVEMENT_FIELD_KEYS,
  MOVEMENT_FIELD_MESSAGES,
} from '@quaybook/contract';
import {
  Condition,
  fixedInspectionValues,
  type InspectionField,
  inspectionFields,
  type MovementRules,
} from '@quaybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { choiceProblems } from '../../shared/choices';
import { movementRules } from '../movement/movementRepository';
import { transporterIdByCode } from '../transporter/transporterRepository';

/** An inspection's fields as sent: the transporter by its id or by its code. */
export type SentInspection = z.output<typeof inspectionFieldsSchema>;
/** An inspection's fields as recorded: the transporter by its id. */
export type InspectionInput = Omit<SentInspection, 'transporter'> & { transporter: number | null };
/** Sent fields (of the entry or the edit form) with the transporter named by its id. */
type Named<T extends SentInspection> = Omit<T, 'transporter'> & { transporter: number | null };
type Wire = keyof InspectionFields;

// Upload kinds read a movement's rules from here, beside the checks that apply them.
/** The wire field that holds each movement-dependent field. */
const MOVEMENT_FIELDS: Partial<Record<InspectionField, keyof typeof MOVEMENT_FIELD_MESSAGES>> =
  MOVEMENT_FIELD_KEYS;

/**
 * Every problem of an inspection's fields at once: ids the company may not use (company rows of
 * another company count as unknown; places and ports are shared), a transporter code the company
 * does not hold, and the fields its movement asks for. Returns the record with its transporter's
 * id, as the movement fixes it (a road-only movement goes by road, with no CFS).
 */
export async function checkInspection<T extends SentInspection>(
  db: Database,
  companyId: number,
  sent: T,
  prefix: string,
): Promise<{ problems: FieldProblems; fixed: Named<T> }> {
  const at = (field: Wire) => (prefix ? `${prefix}.${field}` : field);
  const { transporter: named } = sent;
  const code = typeof named === 'string' ? named : null;
  const input: Named<T> = {
    ...sent,
    transporter:
      typeof named === 'string' ? await transporterIdByCode(db, companyId, named) : named,
  };
  const problems = await choiceProblems(db, companyId, [
    { field: at('applicant'), kind: 'applicant', id: input.applicant },
    { field: at('account'), kind: 'account', id: input.account },
    { field: at('vesselld'), kind: 'vessel', id: input.vesselld },
    { field: at('voyage'), kind: 'voyage', id: input.voyage },
    { field: at('movementId'), kind: 'movement', id: input.movementId },
    { field: at('locationId'), kind: 'location', id: input.locationId },
    { field: at('tolocation'), kind: 'location', id: input.tolocation },
    { field: at('cfsName'), kind: 'location', id: input.cfsName },
    { field: at('loadport'), kind: 'port', id: input.loadport },
    { field: at('destnport'), kind: 'port', id: input.destnport },
    { field: at('transport'), kind: 'port', id: input.transport },
    { field: at('transporter'), kind: 'transporter', id: input.transporter },
    { field: at('c_agentid'), kind: 'clearingAgent', id: input.c_agentid },
  ]);
  if (code !== null && input.transporter === null)
    problems[at('transporter')] = INSPECTION_MESSAGES.unknownTransporter(code);
  const rules = await movementRules(db, companyId, input.movementId);
  if (!rules) return { problems, fixed: input };
  const { fixed, missing } = applyMovementRules(rules, input);
  for (const wire of missing) problems[at(wire)] ??= MOVEMENT_FIELD_MESSAGES[wire];
  return { problems, fixed };
}

type MovementFieldKey = keyof typeof MOVEMENT_FIELD_MESSAGES;

/**
 * What a movement makes of an inspection's fields, with no query: the record as the movement
 * fixes it (a road-only movement goes by road, with no CFS), and the fields it asks for that are
 * empty. The entry screen's check and the transaction upload both decide by it.
 */
export function applyMovementRules<T extends Pick<InspectionInput, MovementFieldKey>>(
  rules: MovementRules,
  input: T,
): { fixed: T; missing: MovementFieldKey[] } {
  const forced = fixedInspectionValues(rules);
  const fixed: T = forced
    ? { ...input, tranmode: forced.transportMode, cfsName: forced.cfs }
    : input;
  const missing: MovementFieldKey[] = [];
  for (const field of inspectionFields(rules)) {
    const wire = MOVEMENT_FIELDS[field];
    if (wire === undefined) continue;
    const value = fixed[wire];
    if (value === null || value === undefined || value === '') missing.push(wire);
  }
  return { fixed, missing };
}

/** A damaged container is recorded with its damage; a sound one has none. */
export function conditionProblems(
  conditionid: number,
  lineCount: number,
  field: string,
  requireLines: boolean,
): FieldProblems {
  if (conditionid === Condition.sound && lineCount > 0)
    return { [field]: 'A sound container has no damage lines; choose Damage or remove the lines.' };
  if (requireLines && conditionid === Condition.damage && lineCount === 0)
    return { [field]: 'Add at least one damage line for a damaged container.' };
  return {};
}

/** The inspection's columns from what was sent. */
export function inspectionValues(input: InspectionInput) {
  return {
    applicantId: input.applicant,
    accountId: input.account,
    vesselId: input.vesselld,
    voyageId: input.voyage,
    movementId: input.movementId,
    locationId: input.locationId,
    toLocationId: input.tolocation,
    cfsId: input.cfsName,
    type: input.typeid,
    condition: input.conditionid,
    seal: input.seal,
    inspectionDate: input.inspdate,
    inspectionTime: input.insptime,
    polId: input.loadport,
    podId: input.destnport,
    fpdId: input.transport,
    transporterId: input.transporter,
    transportMode: input.tranmode,
    bookingNo: input.bookingrelno,
    hazardous: input.hazstat === 'Y',
    cargoWeight: input.cargowt,
    note: input.note,
    clearingAgentId: input.c_agentid,
    jobOrderNo: input.joborderno,
    slot: input.slot,
    shifts: input.shifts,
    unNumber: input.unno,
    temperature: input.temp,
    stowLocation: input.stowloc,
  };
}
