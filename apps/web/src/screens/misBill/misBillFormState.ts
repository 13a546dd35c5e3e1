import { CallError, conflictCurrent, type MisLineRow, type MisMasterRow } from '@quaybook/contract';
import { type BillLine, type BillTotals, dmyToIso, type TaxMode } from '@quaybook/domain';
import type { FormValues } from '../../lists/form/fields';
import {
  isCommitted,
  type MisFormValues,
  type MisRow,
  misFormOf,
  misTaxMode,
  misTotals,
  stateCodeOf,
  withoutRow,
  withRowChanged,
} from './misForm';
import { misReloaded } from './misStale';

type DateKey = 'billdate' | 'reportdate';

/** The MIS bill form as the clerk works it, from the first key to the save's answer. */
export interface MisBillFormState {
  values: MisFormValues;
  /** The stored bill as the form last read it, which a stale update is compared with. */
  opened: MisFormValues;
  /** An update refused because the bill changed after the form opened it, until it is settled. */
  conflict: { message: string; stored: MisFormValues } | null;
  invalid: Partial<Record<DateKey, string>>;
  saving: boolean;
}

type MisBillFormAction =
  | { type: 'set'; patch: Partial<Omit<MisFormValues, 'rows'>> }
  | { type: 'rowChanged'; index: number; patch: Partial<MisRow> }
  | { type: 'rowRemoved'; index: number }
  | { type: 'dateLeft'; key: DateKey }
  | { type: 'saving' }
  | { type: 'saveEnded' }
  | { type: 'refusedAsStale'; message: string; stored: MisFormValues }
  /** Reload: the merged header over this person's values, at the stored bill. */
  | { type: 'reloaded'; merged: FormValues }
  /** Discard: this person's changes go, the stored bill shows. */
  | { type: 'discarded' };

export const initialMisBillState = (initial: MisFormValues): MisBillFormState => ({
  values: initial,
  opened: initial,
  conflict: null,
  invalid: {},
  saving: false,
});

/** A date as the form says it on leaving: typed but not a date is 'Invalid Date'. */
const dateProblem = (text: string) =>
  text.trim() !== '' && dmyToIso(text.trim()) === null ? 'Invalid Date' : undefined;

export function misBillFormReducer(
  state: MisBillFormState,
  action: MisBillFormAction,
): MisBillFormState {
  const { values } = state;
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...values, ...action.patch } };
    case 'rowChanged':
      return {
        ...state,
        values: { ...values, rows: withRowChanged(values.rows, action.index, action.patch) },
      };
    case 'rowRemoved':
      return { ...state, values: { ...values, rows: withoutRow(values.rows, action.index) } };
    case 'dateLeft':
      return {
        ...state,
        invalid: { ...state.invalid, [action.key]: dateProblem(values[action.key]) },
      };
    case 'saving':
      return { ...state, saving: true };
    case 'saveEnded':
      return { ...state, saving: false };
    case 'refusedAsStale':
      return { ...state, conflict: { message: action.message, stored: action.stored } };
    case 'reloaded':
      if (!state.conflict) return state;
      return {
        ...state,
        values: misReloaded(action.merged, values, state.conflict.stored),
        opened: state.conflict.stored,
        conflict: null,
      };
    case 'discarded':
      if (!state.conflict) return state;
      return {
        ...state,
        values: state.conflict.stored,
        opened: state.conflict.stored,
        conflict: null,
      };
  }
}

/** The stored bill an update was refused over, when it was refused as stale. */
export function staleBillOf(error: unknown): { message: string; stored: MisFormValues } | null {
  if (!(error instanceof CallError)) return null;
  const current = conflictCurrent<[MisMasterRow[], MisLineRow[]]>(error.status, error.data);
  const master = current?.[0][0];
  if (!current || !master) return null;
  return { message: error.message, stored: misFormOf(master, current[1]) };
}

/** Where the bill's tax is worked out from: the company and the applicant, with their GSTINs. */
interface MisParties {
  company?: { company_gst: string | null; company_stateid: number | null } | undefined;
  /** The signed-in user's state, when the company names none. */
  sessionState?: number | null | undefined;
  applicant?: { gst_no: string | null; state_id: number | null } | undefined;
}

/** The bill's figures as the form shows them: its tax, its totals and each row's line. */
interface MisFigures {
  mode: TaxMode;
  totals: BillTotals;
  /** Each row's priced line, none for a row not committed yet. */
  lines: (BillLine | undefined)[];
}

export function misFigures(values: MisFormValues, parties: MisParties): MisFigures {
  const { company, applicant } = parties;
  // The supplier's state as the server reads it: the company's GSTIN, else its state.
  const mode = misTaxMode(
    stateCodeOf(company?.company_gst, company?.company_stateid ?? parties.sessionState),
    applicant ? stateCodeOf(applicant.gst_no, applicant.state_id) : null,
    values,
  );
  const totals = misTotals(values, mode);
  let at = 0;
  const lines = values.rows.map((row) => (isCommitted(row) ? totals.lines[at++] : undefined));
  return { mode, totals, lines };
}
