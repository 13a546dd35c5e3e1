import type { AdvanceContainerRow } from '@quaybook/contract';
import { dmyToIso } from '@quaybook/domain';

/** A column of the list: its title, and what it shows and sorts by. */
export interface AdvanceColumn {
  key: string;
  title: string;
  text(row: AdvanceContainerRow): string;
  /** The value sorted by, when not the text (numbers, dates, a yes/no). */
  sortBy?(row: AdvanceContainerRow): string | number;
  /** Shown in a monospace face (container numbers, codes). */
  mono?: boolean;
}

export const partyName = (row: AdvanceContainerRow) =>
  row.short_name ?? `${row.applicantname} / ${row.accountname}`;

/** Whether the row is inspected, and what locks it. */
export const inspectedText = (row: AdvanceContainerRow) =>
  row.reportid === null
    ? 'Pending'
    : row.billNo
      ? `Bill ${row.billNo}`
      : row.reportNo
        ? `Rpt ${row.reportNo}`
        : 'Yes';

/** The list's columns, each sortable, in the order a surveyor reads a row. */
export const ADVANCE_COLUMNS: readonly AdvanceColumn[] = [
  { key: 'contnumber', title: 'Container', text: (row) => row.contnumber, mono: true },
  {
    key: 'size',
    title: 'Size/ISO',
    text: (row) => `${row.contsize} ${row.iso}`,
    sortBy: (row) => `${row.contsize} ${row.iso}`,
    mono: true,
  },
  { key: 'party', title: 'Party', text: partyName },
  { key: 'movement', title: 'Movement', text: (row) => row.MovementName },
  { key: 'movetype', title: 'I/E', text: (row) => row.movetype },
  { key: 'list', title: 'List', text: (row) => (row.uploadtype === 2 ? 'IGM' : 'Adv') },
  { key: 'location', title: 'Location', text: (row) => row.LocationName },
  { key: 'cfs', title: 'CFS', text: (row) => row.CfsName ?? '' },
  {
    key: 'date',
    title: 'Date',
    text: (row) => row.inspDate ?? '',
    sortBy: (row) => (row.inspDate ? (dmyToIso(row.inspDate) ?? '') : ''),
  },
  { key: 'time', title: 'Time', text: (row) => row.inspTime ?? '', mono: true },
  { key: 'seal', title: 'Seal', text: (row) => row.sealNo ?? '', mono: true },
  {
    key: 'condition',
    title: 'Condition',
    text: (row) => (row.damage === 'damage' ? 'Damage' : row.damage === 'sound' ? 'Sound' : ''),
  },
  {
    key: 'inspected',
    title: 'Inspected',
    text: inspectedText,
    sortBy: (row) => (row.reportid === null ? 0 : 1),
  },
];

export type SortDirection = 'asc' | 'desc';

/** The rows sorted by a column (then by container), blanks last either way. */
export function sortRows(
  rows: readonly AdvanceContainerRow[],
  key: string,
  direction: SortDirection,
): AdvanceContainerRow[] {
  const column = ADVANCE_COLUMNS.find((candidate) => candidate.key === key) ?? ADVANCE_COLUMNS[0];
  if (!column) return [...rows];
  const value = column.sortBy ?? column.text;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === '' && y !== '') return 1;
    if (y === '' && x !== '') return -1;
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'en', { numeric: true, sensitivity: 'base' });
    return order !== 0 ? sign * order : a.contnumber.localeCompare(b.contnumber);
  });
}
