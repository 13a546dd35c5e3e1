import { describe, expect, it } from 'vitest';
import { filterRows } from './search';

describe('filterRows', () => {
  const rows = [
    { name: 'MSC Ruby', note: 'Haldia call' },
    { name: 'Maersk Kolkata', note: null },
  ];
  const texts = (r: (typeof rows)[number]) => [r.name, r.note];

  it('matches any shown column, ignoring case', () => {
    expect(filterRows(rows, 'HALDIA', texts)).toEqual([rows[0]]);
    expect(filterRows(rows, 'kolk', texts)).toEqual([rows[1]]);
  });

  it('returns every row for a blank search', () => {
    expect(filterRows(rows, '  ', texts)).toEqual(rows);
  });
});
