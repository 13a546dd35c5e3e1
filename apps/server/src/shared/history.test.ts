import { describe, expect, it } from 'vitest';
import { changedFields, historyRows } from './history';

describe('changedFields', () => {
  it('keeps only the fields whose values differ, as [before, after]', () => {
    expect(
      changedFields(
        { seal: 'A1', vesselld: 3, note: null, photos: ['a.jpg'] },
        { seal: 'B2', vesselld: 3, note: undefined, photos: ['a.jpg', 'b.jpg'], slot: 'S4' },
      ),
    ).toEqual({ seal: ['A1', 'B2'], photos: [['a.jpg'], ['a.jpg', 'b.jpg']], slot: [null, 'S4'] });
  });

  it('keeps every field of a creation or a deletion, even blank ones', () => {
    expect(changedFields(undefined, { seal: 'A1', note: null })).toEqual({
      seal: [null, 'A1'],
      note: [null, null],
    });
    expect(changedFields({ seal: 'A1' }, undefined)).toEqual({ seal: ['A1', null] });
  });

  it('counts an update that changed nothing as no change, any other action as one', () => {
    const same = {
      before: { seal: 'A1' },
      after: { seal: 'A1' },
      entity: 'inspection',
      entityId: 1,
    };
    const user = { company_id: 4, user_id: 9 };
    expect(historyRows(user, [{ ...same, action: 'updated' }])).toEqual([]);
    expect(historyRows(user, [{ ...same, action: 'iso-corrected' }])).toMatchObject([
      { companyId: 4, entity: 'inspection', entityId: 1, action: 'iso-corrected', changedBy: 9 },
    ]);
  });
});
