import { ADVANCE_LIST_MESSAGES, INSPECTION_MESSAGES } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { draftOf } from './advanceEntry';
import {
  addsLines,
  conditionStep,
  initialAdvanceRow,
  advanceRowReducer as reduce,
  savedMessage,
  saveStep,
} from './advanceRowState';
import { listed } from './listedRow.testing';

const NOW = new Date(2026, 10, 23, 10, 5);
const fresh = listed();
const recorded = listed({ reportid: 41, damage: 'sound' });

describe('choosing Sound or Damage in the open row', () => {
  it('is refused without an ISO code, under the ISO', () => {
    const draft = { ...draftOf(fresh, NOW), iso: ' ' };
    expect(conditionStep(fresh, draft, [], Condition.sound)).toEqual({
      kind: 'refuse',
      refusal: {
        message: INSPECTION_MESSAGES.selectIso,
        fields: { iso: INSPECTION_MESSAGES.selectIso },
      },
    });
  });

  it('opens the damage overlay for a new entry only once the row is ready', () => {
    const draft = draftOf(fresh, NOW);
    expect(conditionStep(fresh, draft, [], Condition.damage)).toEqual({
      kind: 'set',
      openDamage: true,
    });
    const step = conditionStep(fresh, { ...draft, insptime: '' }, [], Condition.damage);
    expect(step).toMatchObject({
      kind: 'set',
      openDamage: false,
      refusal: { fields: { insptime: INSPECTION_MESSAGES.fillBeforeCondition } },
    });
    // A recorded inspection takes Damage in the row; its lines are added after the save.
    expect(conditionStep(recorded, draftOf(recorded, NOW), [], Condition.damage)).toEqual({
      kind: 'set',
      openDamage: false,
    });
  });
});

describe('saving the open row', () => {
  it('refuses a row with no condition under Sound or Damage', () => {
    const state = initialAdvanceRow({ row: fresh, now: NOW });
    expect(saveStep(fresh, state, [])).toEqual({
      kind: 'refuse',
      refusal: {
        message: ADVANCE_LIST_MESSAGES.selectCondition,
        fields: { condition: ADVANCE_LIST_MESSAGES.selectCondition },
      },
    });
  });

  it('opens the overlay for a new damaged entry first, and saves it from there', () => {
    let state = initialAdvanceRow({ row: fresh, now: NOW });
    state = reduce(state, { type: 'changed', key: 'condition', value: Condition.damage });
    expect(saveStep(fresh, state, [])).toEqual({ kind: 'openDamage' });
    state = reduce(state, { type: 'damageOpened' });
    expect(saveStep(fresh, state, [])).toEqual({ kind: 'save', condition: Condition.damage });
  });

  it('says what was saved, and asks for lines when a sound inspection becomes damaged', () => {
    expect(savedMessage(fresh, Condition.damage)).toBe(INSPECTION_MESSAGES.damageAdded);
    expect(savedMessage(fresh, Condition.sound)).toBe(INSPECTION_MESSAGES.created);
    expect(savedMessage(recorded, Condition.damage)).toBe(INSPECTION_MESSAGES.updated);
    expect(addsLines(recorded, Condition.damage)).toBe(true);
    expect(addsLines(listed({ reportid: 41, damage: 'damage' }), Condition.damage)).toBe(false);
    expect(addsLines(fresh, Condition.damage)).toBe(false);
  });
});

describe('the open row’s draft', () => {
  it('clears a field’s problem when it changes', () => {
    let state = initialAdvanceRow({ row: fresh, now: NOW });
    state = reduce(state, { type: 'refused', errors: { seal: 'Bad seal', insptime: 'Bad time' } });
    state = reduce(state, { type: 'changed', key: 'seal', value: 'SL-1' });
    expect(state.errors).toEqual({ insptime: 'Bad time' });
    expect(state.draft.seal).toBe('SL-1');
  });

  it('takes the recorded cargo weight unless one was typed meanwhile', () => {
    const blank = initialAdvanceRow({ row: recorded, now: NOW });
    expect(reduce(blank, { type: 'recordedWeight', cargowt: 24000 }).draft.cargowt).toBe(24000);
    const typed = reduce(blank, { type: 'changed', key: 'cargowt', value: 18000 });
    expect(reduce(typed, { type: 'recordedWeight', cargowt: 24000 }).draft.cargowt).toBe(18000);
  });
});
