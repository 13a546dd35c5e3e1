import { describe, expect, it } from 'vitest';
import type { DisplayColumn } from '../table/columns';
import { browserPage } from './browserRows';

interface Row {
  id: number;
  name: string;
  size: number;
  soc: number;
}

const columns: DisplayColumn<Row>[] = [
  { key: 'name', title: 'Name' },
  { key: 'size', title: 'Size', sort: (row) => row.size },
  { key: 'soc', title: 'SOC', text: (row) => (row.soc ? 'Yes' : 'No') },
];

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `V${String(i + 1).padStart(2, '0')}`,
  size: i % 2 ? 40 : 20,
  soc: i % 5 === 0 ? 1 : 0,
}));

const view = { search: '', sorts: [], page: 1, pageSize: 10 };

describe('browserPage', () => {
  it('shows a page of the rows and counts the pages', () => {
    const shown = browserPage(rows, columns, { ...view, page: 3 });
    expect(shown.pages).toBe(3);
    expect(shown.pageRows.map((r) => r.name)).toEqual(['V21', 'V22', 'V23', 'V24', 'V25']);
    expect(shown.found).toHaveLength(25);
  });

  it('searches the shown text of every column, ignoring case', () => {
    expect(browserPage(rows, columns, { ...view, search: 'yes' }).found.map((r) => r.id)).toEqual([
      1, 6, 11, 16, 21,
    ]);
    expect(browserPage(rows, columns, { ...view, search: 'v1' }).found).toHaveLength(10);
  });

  it("makes each row's search text once, however many searches follow", () => {
    let made = 0;
    const counted: DisplayColumn<Row>[] = [
      ...columns,
      {
        key: 'id',
        title: 'Id',
        text: (row) => {
          made += 1;
          return `#${row.id}`;
        },
      },
    ];
    for (const search of ['v', 'v1', 'v12', '#7']) browserPage(rows, counted, { ...view, search });
    expect(made).toBe(rows.length);
    expect(browserPage(rows, counted, { ...view, search: '#7' }).found.map((r) => r.id)).toEqual([
      7,
    ]);
  });

  it('searches a row saved since by its new text', () => {
    const renamed = rows.map((row) => (row.id === 3 ? { ...row, name: 'Renamed' } : row));
    expect(browserPage(rows, columns, { ...view, search: 'V03' }).found).toHaveLength(1);
    expect(browserPage(renamed, columns, { ...view, search: 'V03' }).found).toHaveLength(0);
    expect(
      browserPage(renamed, columns, { ...view, search: 'renamed' }).found.map((r) => r.id),
    ).toEqual([3]);
  });

  it('sorts by the columns in the order clicked, numbers as numbers', () => {
    const sorted = browserPage(rows, columns, {
      ...view,
      sorts: [
        { column: 'size', direction: 'desc' },
        { column: 'name', direction: 'asc' },
      ],
    });
    expect(sorted.pageRows.slice(0, 3).map((r) => r.name)).toEqual(['V02', 'V04', 'V06']);
    expect(sorted.found.at(-1)?.name).toBe('V25');
  });

  it('shows the last page for a page past the end, as after a search that found fewer', () => {
    const shown = browserPage(rows, columns, { ...view, search: 'V2', page: 4 });
    expect(shown.page).toBe(1);
    expect(shown.pageRows.map((r) => r.name)).toEqual(['V20', 'V21', 'V22', 'V23', 'V24', 'V25']);
  });
});
