import { type AdvanceContainerRow, INSPECTION_MESSAGES } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import type { DamageLineDraft, MovementWireField } from '../../inspections';
import { type AdvanceDraft, type DraftKey, draftOf, draftProblems } from './advanceEntry';

export type DraftErrors = Partial<Record<DraftKey, string>>;

/** The open row of the Advanced Container List while the surveyor works it. */
interface AdvanceRowState {
  draft: AdvanceDraft;
  errors: DraftErrors;
  saving: boolean;
  damages: DamageLineDraft[];
  damageOpen: boolean;
}

type AdvanceRowAction =
  | { type: 'changed'; key: DraftKey; value: unknown }
  /** The recorded cargo weight arrived: it fills the weight unless one was typed meanwhile. */
  | { type: 'recordedWeight'; cargowt: number }
  | { type: 'fieldRefused'; key: DraftKey; problem: string }
  | { type: 'refused'; errors: DraftErrors }
  | { type: 'damageOpened' }
  | { type: 'damageClosed' }
  | { type: 'damagesChanged'; damages: DamageLineDraft[] }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'saveEnded' };

export const initialAdvanceRow = ({
  row,
  now,
}: {
  row: AdvanceContainerRow;
  now: Date;
}): AdvanceRowState => ({
  draft: draftOf(row, now),
  errors: {},
  saving: false,
  damages: [],
  damageOpen: false,
});

export function advanceRowReducer(
  state: AdvanceRowState,
  action: AdvanceRowAction,
): AdvanceRowState {
  switch (action.type) {
    case 'changed': {
      const { [action.key]: _, ...errors } = state.errors;
      return { ...state, draft: { ...state.draft, [action.key]: action.value }, errors };
    }
    case 'recordedWeight':
      return state.draft.cargowt === ''
        ? { ...state, draft: { ...state.draft, cargowt: action.cargowt } }
        : state;
    case 'fieldRefused':
      return { ...state, errors: { ...state.errors, [action.key]: action.problem } };
    case 'refused':
      return { ...state, errors: action.errors };
    case 'damageOpened':
      return { ...state, damageOpen: true };
    case 'damageClosed':
      return { ...state, damageOpen: false };
    case 'damagesChanged':
      return { ...state, damages: action.damages };
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      return { ...state, damageOpen: false };
    case 'saveEnded':
      return { ...state, saving: false };
  }
}

/** A new entry marked Damage: it is saved with its lines, from the Damage Details overlay. */
export const isNewDamage = (row: AdvanceContainerRow, draft: AdvanceDraft) =>
  draft.condition === Condition.damage && row.reportid === null;

/** A refusal of the row: the toast, and each field's problem under it. */
export interface DraftRefusal {
  message: string;
  fields: DraftErrors;
}

/** What choosing Sound or Damage does: refuse it, set it, or set it and open the overlay. */
type ConditionStep =
  | { kind: 'refuse'; refusal: DraftRefusal }
  | { kind: 'set'; openDamage: boolean; refusal?: DraftRefusal };

/**
 * Sound or Damage needs an ISO code first (001 §5). As on the entry screens, Damage on a new
 * entry opens its overlay once the row is ready, and says what it lacks otherwise.
 */
export function conditionStep(
  row: AdvanceContainerRow,
  draft: AdvanceDraft,
  asked: readonly MovementWireField[],
  condition: Condition,
): ConditionStep {
  if (draft.iso.trim() === '')
    return {
      kind: 'refuse',
      refusal: {
        message: INSPECTION_MESSAGES.selectIso,
        fields: { iso: INSPECTION_MESSAGES.selectIso },
      },
    };
  if (condition !== Condition.damage || row.reportid !== null)
    return { kind: 'set', openDamage: false };
  const problems = draftProblems(row, { ...draft, condition }, asked);
  return problems
    ? { kind: 'set', openDamage: false, refusal: problems }
    : { kind: 'set', openDamage: true };
}

/** What a save (Enter, Save, or Done in the overlay) does with the row as it stands. */
type SaveStep =
  | { kind: 'refuse'; refusal: DraftRefusal }
  | { kind: 'openDamage' }
  | { kind: 'save'; condition: Condition };

export function saveStep(
  row: AdvanceContainerRow,
  { draft, damageOpen }: Pick<AdvanceRowState, 'draft' | 'damageOpen'>,
  asked: readonly MovementWireField[],
): SaveStep {
  const problems = draftProblems(row, draft, asked);
  if (problems) return { kind: 'refuse', refusal: problems };
  if (isNewDamage(row, draft) && !damageOpen) return { kind: 'openDamage' };
  return { kind: 'save', condition: draft.condition as Condition };
}

/** What the row says once saved: a new damaged entry, a new entry, or a change. */
export function savedMessage(row: AdvanceContainerRow, condition: Condition): string {
  if (row.reportid !== null) return INSPECTION_MESSAGES.updated;
  return condition === Condition.damage
    ? INSPECTION_MESSAGES.damageAdded
    : INSPECTION_MESSAGES.created;
}

/** A recorded sound inspection changed to Damage: its damage lines are to be added next. */
export const addsLines = (row: AdvanceContainerRow, condition: Condition) =>
  condition === Condition.damage && row.damage !== 'damage' && row.reportid !== null;
