export type SortDirection = 'asc' | 'desc';

export interface SortKey {
  column: string;
  direction: SortDirection;
}

/**
 * The sort after a click on `column`: a column already sorted flips direction in place, a new one
 * is appended ascending, so rows are ordered by the columns in the order they were first clicked.
 */
export function toggleSort(sorts: readonly SortKey[], column: string): SortKey[] {
  const existing = sorts.find((s) => s.column === column);
  if (!existing) return [...sorts, { column, direction: 'asc' }];
  return sorts.map((s) =>
    s.column === column ? { column, direction: s.direction === 'asc' ? 'desc' : 'asc' } : s,
  );
}

/** Sort keys as they appear in a URL: `Name.asc,Description.desc`. */
export function formatSort(sorts: readonly SortKey[]): string {
  return sorts.map((s) => `${s.column}.${s.direction}`).join(',');
}

export function parseSort(text: string | null | undefined, allowed: readonly string[]): SortKey[] {
  if (!text) return [];
  const sorts: SortKey[] = [];
  for (const item of text.split(',')) {
    const [column = '', direction] = item.split('.');
    if (!allowed.includes(column) || sorts.some((s) => s.column === column)) continue;
    sorts.push({ column, direction: direction === 'desc' ? 'desc' : 'asc' });
  }
  return sorts;
}

type Sortable = string | number | boolean | null | undefined;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: Sortable, b: Sortable): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A new array sorted by every key in turn; blanks go last whatever the direction. */
export function sortRows<Row>(
  rows: readonly Row[],
  sorts: readonly SortKey[],
  cellOf: (row: Row, column: string) => Sortable,
): Row[] {
  if (sorts.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { column, direction } of sorts) {
      const av = cellOf(a, column);
      const bv = cellOf(b, column);
      const blank = (v: Sortable) => v === null || v === undefined || v === '';
      const order = compareValues(av, bv);
      if (order !== 0) return blank(av) || blank(bv) || direction === 'asc' ? order : -order;
    }
    return 0;
  });
}
