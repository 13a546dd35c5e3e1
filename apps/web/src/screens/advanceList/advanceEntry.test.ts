import {
  ADVANCE_LIST_MESSAGES,
  FORM_MESSAGES,
  INSPECTION_MESSAGES,
  MOVEMENT_FIELD_MESSAGES,
} from '@quaybook/contract';
import { Condition, MOVEMENT_FLAGS, type MovementRules } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { movementFieldsOf } from '../../inspections';
import { askedFields, draftOf, draftProblems, entryOf, lockOf } from './advanceEntry';
import { listed } from './listedRow.testing';

const NOW = new Date(2026, 10, 23, 10, 5);

const rules = (flags: Partial<MovementRules>): MovementRules => ({
  ...(Object.fromEntries(MOVEMENT_FLAGS.map((flag) => [flag, false])) as unknown as MovementRules),
  ...flags,
});

describe('a row of the Advanced Container List opened for editing', () => {
  it('is dated today with no condition chosen, timed now, with the list’s CFS', () => {
    expect(draftOf(listed(), NOW)).toMatchObject({
      condition: null,
      inspdate: '23/11/2026',
      insptime: '1005',
      iso: '22G1',
      cfsName: 40,
    });
  });

  it('keeps what was recorded, and is dated today all the same', () => {
    const draft = draftOf(
      listed({
        reportid: 8,
        damage: 'damage',
        sealNo: 'S1',
        inspDate: '01/11/2026',
        inspTime: '0930',
      }),
      NOW,
    );
    expect(draft).toMatchObject({
      condition: Condition.damage,
      seal: 'S1',
      inspdate: '23/11/2026',
      insptime: '0930',
    });
  });

  it('is saved with the row’s call, movement and place, and hazard N', () => {
    const row = listed();
    const entry = entryOf(row, { ...draftOf(row, NOW), condition: Condition.sound });
    expect(entry).toMatchObject({
      containerNumber: 'CSQU3054383',
      vesselld: 2,
      voyage: 3,
      movementId: 23,
      locationId: 618,
      hazstat: 'N',
      cfsName: 40,
    });
  });

  it('asks for a CFS when its movement does on this list, but not for a road-only one', () => {
    const plain = movementFieldsOf(rules({}));
    expect(askedFields(listed({ needsCfs: true }), plain)).toEqual(['cfsName']);
    expect(askedFields(listed({ needsCfs: false }), plain)).toEqual([]);
    const road = movementFieldsOf(rules({ roadOnly: true }));
    expect(askedFields(listed({ needsCfs: true }), road)).toEqual([]);
    const ports = movementFieldsOf(rules({ needsPorts: true, needsCfs: true }));
    expect(askedFields(listed(), ports)).toEqual(['cfsName', 'loadport', 'destnport', 'transport']);
  });

  it('says the messages of 001 §5 in their order', () => {
    const row = listed();
    const draft = draftOf(row, NOW);
    expect(draftProblems(row, { ...draft, iso: '' }, [])?.message).toBe(
      INSPECTION_MESSAGES.fillContainerAndIso,
    );
    expect(draftProblems(listed({ contnumber: 'CSQU30' }), draft, [])?.message).toBe(
      INSPECTION_MESSAGES.invalidContainer,
    );
    expect(draftProblems(row, draft, [])?.message).toBe(ADVANCE_LIST_MESSAGES.selectCondition);
    const sound = { ...draft, condition: Condition.sound };
    expect(draftProblems(row, { ...sound, insptime: '' }, [])).toEqual({
      message: INSPECTION_MESSAGES.fillBeforeCondition,
      fields: { insptime: INSPECTION_MESSAGES.fillBeforeCondition },
    });
    expect(draftProblems(row, { ...sound, cfsName: null }, ['cfsName'])?.message).toBe(
      MOVEMENT_FIELD_MESSAGES.cfsName,
    );
    expect(draftProblems(row, { ...sound, inspdate: '31/02/2026', insptime: '2460' }, [])).toEqual({
      message: FORM_MESSAGES.fixErrors,
      fields: {
        inspdate: INSPECTION_MESSAGES.invalidDate,
        insptime: INSPECTION_MESSAGES.timeFormat,
      },
    });
    expect(draftProblems(row, sound, [])).toBeUndefined();
  });

  it('cannot be opened once its inspection is on a report or a bill', () => {
    expect(lockOf(listed({ reportid: 8 }))).toBeUndefined();
    expect(lockOf(listed({ reportid: 8, reportNo: 'R-1' }))).toContain('R-1');
    expect(lockOf(listed({ reportid: 8, reportNo: 'R-1', billNo: 'B-2' }))).toContain('B-2');
  });
});
