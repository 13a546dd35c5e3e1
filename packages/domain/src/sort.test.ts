import { describe, expect, it } from 'vitest';
import { formatSort, parseSort, sortRows, toggleSort } from './sort';

describe('toggleSort', () => {
  it('appends a new column ascending and flips a known one in place', () => {
    let sorts = toggleSort([], 'Name');
    sorts = toggleSort(sorts, 'Description');
    sorts = toggleSort(sorts, 'Name');
    expect(sorts).toEqual([
      { column: 'Name', direction: 'desc' },
      { column: 'Description', direction: 'asc' },
    ]);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'B', rank: 2 },
    { name: 'a', rank: 1 },
    { name: 'A', rank: 3 },
    { name: '', rank: 0 },
    { name: 'V10', rank: 4 },
    { name: 'V9', rank: 5 },
  ];
  const cellOf = (row: (typeof rows)[number], column: string) =>
    column === 'name' ? row.name : row.rank;

  it('applies the keys in the order they were clicked', () => {
    const sorted = sortRows(
      rows,
      [
        { column: 'name', direction: 'asc' },
        { column: 'rank', direction: 'desc' },
      ],
      cellOf,
    );
    expect(sorted.map((r) => `${r.name}${r.rank}`)).toEqual(['A3', 'a1', 'B2', 'V95', 'V104', '0']);
  });

  it('keeps blanks last when descending', () => {
    const sorted = sortRows(rows, [{ column: 'name', direction: 'desc' }], cellOf);
    expect(sorted.at(-1)?.name).toBe('');
    expect(sorted[0]?.name).toBe('V10');
  });

  it('does not change the input', () => {
    const copy = [...rows];
    sortRows(rows, [{ column: 'rank', direction: 'asc' }], cellOf);
    expect(rows).toEqual(copy);
  });
});

describe('sort in the URL', () => {
  it('round-trips and drops unknown or repeated columns', () => {
    const sorts = parseSort('Name.desc,Bogus.asc,Description,Name.asc', ['Name', 'Description']);
    expect(sorts).toEqual([
      { column: 'Name', direction: 'desc' },
      { column: 'Description', direction: 'asc' },
    ]);
    expect(formatSort(sorts)).toBe('Name.desc,Description.asc');
  });
});
