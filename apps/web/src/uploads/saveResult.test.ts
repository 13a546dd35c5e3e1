import { SAVED_STATUS } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { saveResultOf } from './saveResult';

const rows = [
  { 'Sl No': 1, Container: 'MSKU0000013', Status: SAVED_STATUS },
  {
    'Sl No': 2,
    Container: 'MSKU12',
    Status: 'Container number must be 4 letters followed by 7 digits.',
  },
];

describe('a save’s answer read for the screen', () => {
  it('takes an execute’s result as it is', () => {
    const result = { qry: 'b1', saved: 3, skipped: 1, containersAdded: 0 };
    expect(saveResultOf(result, undefined)).toBe(result);
  });

  it('takes the rows of a save that answers them, with what was saved beside them', () => {
    const summary = { qry: 'b2', saved: 9000, skipped: 12, containersAdded: 0 };
    expect(saveResultOf(rows, summary)).toEqual({ ...summary, list: rows });
  });

  it('counts the rows answered when nothing beside them says what was saved (a job)', () => {
    expect(saveResultOf(rows, undefined)).toEqual({ qry: '', saved: 1, skipped: 1, list: rows });
  });
});
