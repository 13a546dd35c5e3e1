import { describe, expect, it } from 'vitest';
import { type DisplayColumn, sortValueOf, textOf } from './columns';

interface Row {
  sbdate: string;
}

describe('a list column of dates', () => {
  const column: DisplayColumn<Row> = { key: 'sbdate', title: 'SB Date' };

  it('shows dd/mm/yyyy and sorts by the calendar, not by the day first', () => {
    const rows: Row[] = [{ sbdate: '2026-12-25' }, { sbdate: '2027-01-02' }];
    expect(rows.map((row) => textOf(column, row))).toEqual(['25/12/2026', '02/01/2027']);
    const sorted = [...rows].sort((a, b) =>
      String(sortValueOf(column, a)).localeCompare(String(sortValueOf(column, b))),
    );
    expect(sorted.map((row) => row.sbdate)).toEqual(['2026-12-25', '2027-01-02']);
  });
});
