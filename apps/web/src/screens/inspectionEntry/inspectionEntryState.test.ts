import { CallError, type ContainerDetails, INSPECTION_MESSAGES } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDamageLine } from '../../inspections';
import { entryLayout } from './entryLayout';
import { nextRow } from './entryRow';
import { inspectionEntry, transactionEntry } from './entryScreens';
import {
  entryRefusal,
  type InspectionEntryState,
  initialEntryState,
  isTyped,
  inspectionEntryReducer as reduce,
} from './inspectionEntryState';

const NOW = new Date(2026, 10, 23, 10, 5);
const details = { containerId: 9, iso_code: '22G1', version: 3 } as ContainerDetails;

const typedNumber = (state: InspectionEntryState, number: string) =>
  reduce(state, { type: 'changed', field: 'containerNumber', patch: { containerNumber: number } });

afterEach(() => vi.restoreAllMocks());

describe('the inspection entry as it is typed', () => {
  it('counts as typed once a field or a damage line differs from how the row started', () => {
    const blank = initialEntryState(NOW);
    expect(isTyped(blank)).toBe(false);
    expect(isTyped(typedNumber(blank, 'CSQU3054383'))).toBe(true);
    expect(isTyped(reduce(blank, { type: 'damagesChanged', damages: [emptyDamageLine()] }))).toBe(
      true,
    );
  });

  it('does not count the call a save kept for the next container as typed', () => {
    const typed = reduce(initialEntryState(NOW), {
      type: 'changed',
      field: 'vesselld',
      patch: { vesselld: 5 },
    });
    const saved = reduce(typed, {
      type: 'saved',
      next: nextRow(typed.row, transactionEntry.keep, NOW),
    });
    expect(saved.row.vesselld).toBe(5);
    expect(isTyped(saved)).toBe(false);
  });

  it('clears a field’s problem when it changes, and looks a retyped number up again', () => {
    let state = reduce(initialEntryState(NOW), {
      type: 'refused',
      errors: { containerNumber: 'Container number is required.', vesselld: 'Select vessel' },
    });
    state = reduce(state, { type: 'looked', number: '', found: { kind: 'new' } });
    state = typedNumber(state, 'CSQU3054383');
    expect(state.errors).toEqual({ vesselld: 'Select vessel' });
    expect(state.found).toEqual({ kind: 'unchecked' });
  });

  it('says under the number that the server calls it invalid', () => {
    const state = reduce(typedNumber(initialEntryState(NOW), 'ABCU1234565'), {
      type: 'looked',
      number: 'ABCU1234565',
      found: { kind: 'invalid' },
    });
    expect(state.errors.containerNumber).toBe(INSPECTION_MESSAGES.invalidContainer);
  });

  it('fills the row from a known container only while the row still shows its number', () => {
    const fill = vi.fn((row) => ({ ...row, iso_code: '22G1' }));
    const retyped = typedNumber(initialEntryState(NOW), 'TGHU1234560');
    const late = reduce(retyped, {
      type: 'looked',
      number: 'CSQU3054383',
      found: { kind: 'known', details },
      fill,
    });
    expect(late.row.iso_code).toBeNull();
    const current = reduce(retyped, {
      type: 'looked',
      number: 'TGHU1234560',
      found: { kind: 'known', details },
      fill,
    });
    expect(current.row.iso_code).toBe('22G1');
  });

  it('starts the next container sound, blank and unchecked after a save', () => {
    let state = typedNumber(initialEntryState(NOW), 'CSQU3054383');
    state = reduce(state, { type: 'damageOpened' });
    state = reduce(state, { type: 'damagesChanged', damages: [emptyDamageLine()] });
    state = reduce(state, { type: 'saved', next: nextRow(state.row, [], NOW) });
    expect(state).toMatchObject({
      condition: Condition.sound,
      damages: [],
      damageOpen: false,
      found: { kind: 'unchecked' },
      errors: {},
    });
    expect(state.row.containerNumber).toBe('');
  });

  it('keeps the damage overlay open when a refusal is about its lines', () => {
    const open = reduce(initialEntryState(NOW), { type: 'damageOpened' });
    expect(reduce(open, { type: 'failed', errors: {}, closeDamage: false }).damageOpen).toBe(true);
    expect(reduce(open, { type: 'failed', errors: {}, closeDamage: true }).damageOpen).toBe(false);
  });
});

describe('a refused save', () => {
  it('places the server’s field problems under their inputs and tells the lines apart', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = entryRefusal(
      new CallError('Select vessel', 400, {
        'transaction.vesselld': 'Select vessel',
        'damageData.0.damageCode': 'Select damage',
      }),
      [],
    );
    expect(refusal).toEqual({
      errors: { vesselld: 'Select vessel' },
      aboutLines: true,
      message: 'Select vessel',
    });
  });

  it('names what a stale save reloaded and asks for the save again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stale = new CallError('Changed by RAJ.', 409, {}, 0, { current: details });
    expect(entryRefusal(stale, ['ISO', 'Tare Wt']).message).toBe(
      'Changed by RAJ. Reloaded ISO, Tare Wt, keeping what you typed; save again.',
    );
    // Nothing reloaded (the container was not read again): the refusal as it stands.
    expect(entryRefusal(stale, []).message).toBe('Changed by RAJ.');
  });

  it('says the screen’s own message when the server could not be reached', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(entryRefusal(new CallError('', 0), []).message).toBe(INSPECTION_MESSAGES.createError);
  });
});

describe('the entry layout', () => {
  it('moves the call to Inspection Entry’s header and requires what the movement asks', () => {
    const layout = entryLayout(inspectionEntry, ['cargowt']);
    expect(layout.header).toEqual(['party', 'vesselld', 'voyage', 'movementId', 'c_agentid']);
    expect(layout.row).toContain('cargowt');
    expect(layout.row).not.toContain('loadport');
    expect(layout.required.has('cargowt')).toBe(true);
    expect(layout.wide('party')).toBe(false);
    expect(entryLayout(transactionEntry, []).wide('party')).toBe(true);
  });
});
