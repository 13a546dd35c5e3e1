import { CallError, conflictCurrent, INSPECTION_MESSAGES } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { type DamageLineDraft, failureMessage } from '../../inspections';
import {
  type ContainerFound,
  type EntryKey,
  type EntryRow,
  emptyRow,
  fillFromContainer,
  refusedField,
} from './entryRow';
import type { Entry } from './saveEntry';

export type EntryErrors = Partial<Record<EntryKey, string>>;

/** One container's entry as the screen holds it, from the first key to the save's answer. */
export interface InspectionEntryState {
  row: EntryRow;
  /** The row as it started (blank, or what the last save kept): anything else was typed. */
  started: EntryRow;
  found: ContainerFound;
  errors: EntryErrors;
  condition: Condition;
  damages: DamageLineDraft[];
  damageOpen: boolean;
  saving: boolean;
}

type InspectionEntryAction =
  /** A field changed; a movement brings the fields it clears along in `patch`. */
  | { type: 'changed'; field: EntryKey; patch: Partial<EntryRow> }
  /** One field's problem, said on leaving it. */
  | { type: 'fieldRefused'; field: EntryKey; problem: string }
  /** The row's problems as a whole, in place of any said before. */
  | { type: 'refused'; errors: EntryErrors }
  /** The look-up of `number` answered; a known container fills the row if it still shows it. */
  | {
      type: 'looked';
      number: string;
      found: ContainerFound;
      fill?: (row: EntryRow) => EntryRow;
    }
  | { type: 'soundChosen' }
  | { type: 'damageOpened' }
  | { type: 'damageClosed' }
  | { type: 'damagesChanged'; damages: DamageLineDraft[] }
  | { type: 'saving' }
  /** Saved: the next container's row, keeping what the screen keeps. */
  | { type: 'saved'; next: EntryRow }
  /** Refused: the container as read again, if it was, and the problems of each field. */
  | {
      type: 'failed';
      reloaded?: { found: ContainerFound; row?: EntryRow };
      errors: EntryErrors;
      closeDamage: boolean;
    }
  | { type: 'saveEnded' }
  /** An entry kept on the tablet, back in the form as it was typed. */
  | { type: 'restored'; entry: Entry };

export function initialEntryState(now: Date): InspectionEntryState {
  const row = emptyRow(now);
  return {
    row,
    started: row,
    found: { kind: 'unchecked' },
    errors: {},
    condition: Condition.sound,
    damages: [],
    damageOpen: false,
    saving: false,
  };
}

const without = (errors: EntryErrors, field: EntryKey): EntryErrors => {
  const { [field]: _, ...rest } = errors;
  return rest;
};

export function inspectionEntryReducer(
  state: InspectionEntryState,
  action: InspectionEntryAction,
): InspectionEntryState {
  switch (action.type) {
    case 'changed':
      return {
        ...state,
        row: { ...state.row, ...action.patch },
        // A number being typed is looked up again when the surveyor leaves it.
        found: action.field === 'containerNumber' ? { kind: 'unchecked' } : state.found,
        errors: without(state.errors, action.field),
      };
    case 'fieldRefused':
      return { ...state, errors: { ...state.errors, [action.field]: action.problem } };
    case 'refused':
      return { ...state, errors: action.errors };
    case 'looked': {
      const { found, number, fill } = action;
      return {
        ...state,
        found,
        errors:
          found.kind === 'invalid'
            ? { ...state.errors, containerNumber: INSPECTION_MESSAGES.invalidContainer }
            : state.errors,
        row: fill && state.row.containerNumber === number ? fill(state.row) : state.row,
      };
    }
    case 'soundChosen':
      return { ...state, condition: Condition.sound };
    case 'damageOpened':
      return { ...state, condition: Condition.damage, damageOpen: true };
    case 'damageClosed':
      return { ...state, damageOpen: false };
    case 'damagesChanged':
      return { ...state, damages: action.damages };
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      return {
        ...state,
        row: action.next,
        started: action.next,
        found: { kind: 'unchecked' },
        errors: {},
        condition: Condition.sound,
        damages: [],
        damageOpen: false,
      };
    case 'failed':
      return {
        ...state,
        found: action.reloaded?.found ?? state.found,
        row: action.reloaded?.row ?? state.row,
        errors: action.errors,
        damageOpen: action.closeDamage ? false : state.damageOpen,
      };
    case 'saveEnded':
      return { ...state, saving: false };
    case 'restored': {
      const { row, found, condition, damages } = action.entry;
      return {
        ...state,
        row,
        found,
        condition,
        damages: [...damages],
        errors: {},
        damageOpen: false,
      };
    }
  }
}

/** Fills the row from a known container the look-up found. */
export const fillWith =
  (found: ContainerFound, parties: Parameters<typeof fillFromContainer>[2]) =>
  (row: EntryRow): EntryRow =>
    found.kind === 'known' ? fillFromContainer(row, found.details, parties) : row;

/** Whether anything was typed since the row started: leaving then asks first. */
export const isTyped = ({ row, started, damages }: InspectionEntryState): boolean =>
  damages.length > 0 || (Object.keys(row) as EntryKey[]).some((key) => row[key] !== started[key]);

/** A refused save as the screen says it: under each field, in a toast, and where it is about. */
interface EntryRefusal {
  errors: EntryErrors;
  /** The refusal is about the damage lines: their overlay stays open. */
  aboutLines: boolean;
  message: string;
}

/**
 * What a refused save says. A save refused because the container changed meanwhile has read it
 * again (`reloaded`: the fields that took the stored values) and asks for the save once more.
 */
export function entryRefusal(error: unknown, reloaded: readonly string[]): EntryRefusal {
  const errors: EntryErrors = {};
  let aboutLines = false;
  if (error instanceof CallError)
    for (const [key, problem] of Object.entries(error.fields)) {
      const field = refusedField(key);
      if (field) errors[field] ??= problem;
      else aboutLines ||= key.startsWith('damageData');
    }
  const message = failureMessage(error, INSPECTION_MESSAGES.createError);
  const stale = error instanceof CallError && conflictCurrent(error.status, error.data);
  return {
    errors,
    aboutLines,
    message:
      stale && reloaded.length > 0
        ? `${message} Reloaded ${reloaded.join(', ')}, keeping what you typed; save again.`
        : message,
  };
}
