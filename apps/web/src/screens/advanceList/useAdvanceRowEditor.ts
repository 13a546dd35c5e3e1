import {
  type AdvanceContainerRow,
  CallError,
  INSPECTION_MESSAGES,
  OFFLINE_MESSAGES,
} from '@quaybook/contract';
import type { Condition } from '@quaybook/domain';
import { type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import {
  type DamageLineDraft,
  dateProblem,
  failureMessage,
  timeProblem,
  useMovementFields,
} from '../../inspections';
import { useFieldToast } from '../../lists/form/fieldToast';
import { notify } from '../../notify';
import { keepEntry } from '../../offline/entryQueue';
import { useSession } from '../../session/useSession';
import { askedFields, type DraftKey } from './advanceEntry';
import {
  addsLines,
  advanceRowReducer,
  conditionStep,
  type DraftRefusal,
  initialAdvanceRow,
  savedMessage,
  saveStep,
} from './advanceRowState';
import {
  ADVANCE_LIST_SCREEN,
  type AdvanceEntry,
  correctIso,
  recordedOf,
  saveAdvanceEntry,
} from './saveAdvanceEntry';

/** Focuses the first input (or button) of a field box of the editor. */
function focusIn(root: HTMLElement | null, key: string) {
  setTimeout(() => {
    root
      ?.querySelector(`[data-draft-field="${key}"]`)
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), button')
      ?.focus();
  }, 0);
}

export interface RowCallbacks {
  /** The inspection was recorded (or changed): its id, and whether its damage lines are next. */
  onSaved(reportid: number, addLines: boolean): void;
  /** Kept on the tablet without a network, to be sent when it returns. */
  onKept(): void;
  /** The ISO was corrected on its own. */
  onIsoCorrected(): void;
  onCancel(): void;
}

/**
 * The open row's work: its draft and problems, the condition's rules, the save (or the ISO's
 * correction on its own) and the keys: Enter saves, Esc cancels.
 */
export function useAdvanceRowEditor(row: AdvanceContainerRow, callbacks: RowCallbacks) {
  const { onSaved, onKept, onIsoCorrected, onCancel } = callbacks;
  const user = useSession();
  const root = useRef<HTMLDivElement>(null);
  const toast = useFieldToast();
  const movement = useMovementFields(row.movementID);
  const asked = askedFields(row, movement);
  const [state, dispatch] = useReducer(
    advanceRowReducer,
    { row, now: new Date() },
    initialAdvanceRow,
  );
  const { draft, saving, damages } = state;

  useEffect(() => focusIn(root.current, 'condition'), []);
  // The list does not carry a recorded cargo weight; an edit keeps it unless it is retyped.
  const asksWeight = asked.includes('cargowt');
  useEffect(() => {
    if (row.reportid === null || !asksWeight) return;
    let current = true;
    recordedOf(row)
      .then((recorded) => {
        if (current && recorded.cargowt !== null)
          dispatch({ type: 'recordedWeight', cargowt: recorded.cargowt });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [row, asksWeight]);

  const change = (key: DraftKey, value: unknown) => {
    dispatch({ type: 'changed', key, value });
    toast.answered([key]);
  };

  function refuse({ message, fields }: DraftRefusal) {
    dispatch({ type: 'refused', errors: fields });
    toast.show(message, Object.keys(fields));
    const first = Object.keys(fields)[0];
    if (first) focusIn(root.current, first);
  }

  const chooseCondition = (value: Condition) => {
    const step = conditionStep(row, draft, asked, value);
    if (step.kind === 'refuse') return refuse(step.refusal);
    change('condition', value);
    if (step.refusal) refuse(step.refusal);
    else if (step.openDamage) dispatch({ type: 'damageOpened' });
  };

  const save = async (lines: readonly DamageLineDraft[]) => {
    if (saving) return;
    const step = saveStep(row, state, asked);
    if (step.kind === 'refuse') return refuse(step.refusal);
    if (step.kind === 'openDamage') return dispatch({ type: 'damageOpened' });
    const { condition } = step;
    dispatch({ type: 'saving' });
    const advance: AdvanceEntry = { row, draft, condition, asked, damages: lines };
    // The row's own id: sent with each of its calls, and its key in the queue if it waits there.
    const key = crypto.randomUUID();
    const keep = async () => {
      if (!user) return;
      await keepEntry({
        id: key,
        userId: user.user_id,
        screen: ADVANCE_LIST_SCREEN,
        summary: {
          containerNumber: row.contnumber,
          movement: row.MovementName,
          condition,
        },
        work: { kind: 'advance', advance },
      });
      toast.hide();
      notify.info(OFFLINE_MESSAGES.queued);
      dispatch({ type: 'saved' });
      onKept();
    };
    try {
      if (user && !navigator.onLine) return await keep();
      let reportid: number;
      try {
        reportid = await saveAdvanceEntry(advance, key);
      } catch (error) {
        if (user && error instanceof CallError && error.status === 0) return await keep();
        throw error;
      }
      toast.hide();
      notify.success(savedMessage(row, condition));
      dispatch({ type: 'saved' });
      onSaved(reportid, addsLines(row, condition));
    } catch (error) {
      refuse({ message: failureMessage(error, INSPECTION_MESSAGES.saveError), fields: {} });
    } finally {
      dispatch({ type: 'saveEnded' });
    }
  };

  const saveIso = async () => {
    if (draft.iso.trim() === '')
      return refuse({
        message: INSPECTION_MESSAGES.fillContainerAndIso,
        fields: { iso: INSPECTION_MESSAGES.selectIso },
      });
    dispatch({ type: 'saving' });
    try {
      await correctIso(row, draft.iso);
      notify.success(INSPECTION_MESSAGES.updated);
      onIsoCorrected();
      // The button goes with the correction; the row keeps the keys.
      focusIn(root.current, 'condition');
    } catch (error) {
      refuse({ message: failureMessage(error, INSPECTION_MESSAGES.saveError), fields: {} });
    } finally {
      dispatch({ type: 'saveEnded' });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Keys typed in the overlay (its portal bubbles here) belong to the overlay.
    if (!root.current?.contains(target) || event.defaultPrevented) return;
    // An open list takes Enter and Esc for itself.
    if (target.getAttribute('aria-expanded') === 'true') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && target.tagName !== 'BUTTON') {
      event.preventDefault();
      void save(damages);
    }
  };

  const leave = (key: 'inspdate' | 'insptime') => {
    const problem = key === 'inspdate' ? dateProblem(draft.inspdate) : timeProblem(draft.insptime);
    if (problem) dispatch({ type: 'fieldRefused', key, problem });
  };

  return {
    root,
    state,
    asked,
    locked: !movement.offersDamage,
    change,
    chooseCondition,
    leave,
    onKeyDown,
    save: () => void save(damages),
    saveIso: () => void saveIso(),
    changeDamages: (lines: DamageLineDraft[]) =>
      dispatch({ type: 'damagesChanged', damages: lines }),
    closeDamage: () => {
      dispatch({ type: 'damageClosed' });
      focusIn(root.current, 'condition');
    },
  };
}
