import {
  ADVANCE_LIST_MESSAGES,
  type AdvanceContainerRow,
  FORM_MESSAGES,
  INSPECTION_MESSAGES,
} from '@quaybook/contract';
import {
  Condition,
  formatDate,
  isContainerNumberFormat,
  isoDay,
  lockMessage,
  type TransportMode,
} from '@quaybook/domain';
import {
  dateProblem,
  type MovementFields,
  type MovementWireField,
  missingMovementFields,
  timeProblem,
} from '../../inspections';
import { type EntryRow, emptyRow } from '../inspectionEntry/entryRow';

/** What the open row of the list holds while it is edited: the inspection to record. */
export interface AdvanceDraft {
  /** None until Sound or Damage is chosen (001 §5: the list asks for one). */
  condition: Condition | null;
  iso: string;
  seal: string;
  /** dd/mm/yyyy. */
  inspdate: string;
  /** HHMM. */
  insptime: string;
  cfsName: number | null;
  cargowt: number | '';
  loadport: number | null;
  destnport: number | null;
  transport: number | null;
  transporter: number | null;
  bookingrelno: string;
  tranmode: TransportMode | null;
  note: string;
}
export type DraftKey = keyof AdvanceDraft;

const hhmm = (moment: Date) =>
  `${String(moment.getHours()).padStart(2, '0')}${String(moment.getMinutes()).padStart(2, '0')}`;

/** The row's condition as the list says it. */
const conditionOf = (row: AdvanceContainerRow): Condition | null =>
  row.damage === 'damage' ? Condition.damage : row.damage === 'sound' ? Condition.sound : null;

/**
 * The draft of a row opened for editing: what was recorded, if anything, and what the list
 * expects otherwise. Editing dates it today and sets hazard N (001 §4); a new entry is timed now.
 */
export function draftOf(row: AdvanceContainerRow, now: Date): AdvanceDraft {
  return {
    condition: conditionOf(row),
    iso: row.iso,
    seal: row.sealNo ?? '',
    inspdate: formatDate(isoDay(now)),
    insptime: row.inspTime ?? hhmm(now),
    cfsName: row.cfsID,
    cargowt: '',
    loadport: row.pol,
    destnport: row.pod,
    transport: row.fpd,
    transporter: row.transporter,
    bookingrelno: row.bookingrelno ?? '',
    tranmode: row.tranmode === 'R' || row.tranmode === 'T' ? row.tranmode : null,
    note: row.note ?? '',
  };
}

/** Why a row cannot be opened: it is on a survey report or a bill. */
export const lockOf = (row: AdvanceContainerRow): string | undefined =>
  lockMessage({ containerNumber: row.contnumber, reportNo: row.reportNo, billNo: row.billNo });

/**
 * The fields the row asks for beyond condition, seal, date and time: the CFS when the movement
 * asks for one on this list (or for any inspection), and the movement's other fields.
 */
export function askedFields(
  row: AdvanceContainerRow,
  movement: MovementFields,
): MovementWireField[] {
  const cfs = (row.needsCfs && !movement.fixed) || movement.askedWire.includes('cfsName');
  return [
    ...(cfs ? (['cfsName'] as const) : []),
    ...movement.askedWire.filter((field) => field !== 'cfsName'),
  ];
}

/** Why the draft cannot be saved: the toast, and each field's problem under it. */
interface DraftProblems {
  message: string;
  fields: Partial<Record<DraftKey, string>>;
}

const blank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '';

/**
 * Checks the draft in the order of 001 §5: container and ISO, a valid number, Sound or Damage
 * chosen, date and time filled, then each field the movement asks for and a date or time that
 * is not one.
 */
export function draftProblems(
  row: AdvanceContainerRow,
  draft: AdvanceDraft,
  asked: readonly MovementWireField[],
): DraftProblems | undefined {
  if (blank(draft.iso))
    return {
      message: INSPECTION_MESSAGES.fillContainerAndIso,
      fields: { iso: INSPECTION_MESSAGES.selectIso },
    };
  if (!isContainerNumberFormat(row.contnumber))
    return { message: INSPECTION_MESSAGES.invalidContainer, fields: {} };
  if (draft.condition === null)
    return {
      message: ADVANCE_LIST_MESSAGES.selectCondition,
      fields: { condition: ADVANCE_LIST_MESSAGES.selectCondition },
    };
  const before = (['inspdate', 'insptime'] as const).filter((key) => blank(draft[key]));
  if (before.length > 0)
    return {
      message: INSPECTION_MESSAGES.fillBeforeCondition,
      fields: Object.fromEntries(
        before.map((key) => [key, INSPECTION_MESSAGES.fillBeforeCondition]),
      ),
    };
  const fields: Partial<Record<DraftKey, string>> = missingMovementFields(
    { asked: new Set(), askedWire: asked, fixed: undefined, offersDamage: true },
    draft,
  );
  const date = dateProblem(draft.inspdate);
  if (date) fields.inspdate = date;
  const time = timeProblem(draft.insptime);
  if (time) fields.insptime = time;
  const texts = [...new Set(Object.values(fields))];
  if (texts.length === 0) return undefined;
  return { message: texts.length === 1 ? (texts[0] ?? '') : FORM_MESSAGES.fixErrors, fields };
}

/**
 * The entry the inspection screens save, for the row: its call, movement and place from the
 * list, the rest from the draft, hazard N.
 */
export function entryOf(row: AdvanceContainerRow, draft: AdvanceDraft): EntryRow {
  return {
    ...emptyRow(new Date()),
    containerNumber: row.contnumber,
    iso_code: draft.iso,
    seal: draft.seal,
    vesselld: row.vesselID,
    voyage: row.VoyId,
    movementId: row.movementID,
    locationId: row.locID,
    inspdate: draft.inspdate,
    insptime: draft.insptime,
    hazstat: 'N',
    note: draft.note,
    cargowt: draft.cargowt,
    loadport: draft.loadport,
    destnport: draft.destnport,
    transport: draft.transport,
    cfsName: draft.cfsName,
    transporter: draft.transporter,
    bookingrelno: draft.bookingrelno,
    tranmode: draft.tranmode,
  };
}
