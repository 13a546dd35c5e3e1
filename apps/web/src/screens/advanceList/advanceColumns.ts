import type { AdvanceContainerRow } from '@quaybook/contract';

/** A column of the list: its title and what it shows; its key is what the server sorts by. */
interface AdvanceColumn {
  key: string;
  title: string;
  text(row: AdvanceContainerRow): string;
  /** Shown in a monospace face (container numbers, codes). */
  mono?: boolean;
  /** Past this a name is cut with an ellipsis and shown whole on hover. */
  maxWidth?: number;
}

const partyName = (row: AdvanceContainerRow) =>
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

/** The list's columns, each sortable on the server (ADVANCE_LIST_SORTS), in the order a surveyor reads a row. */
export const ADVANCE_COLUMNS: readonly AdvanceColumn[] = [
  { key: 'contnumber', title: 'Container', text: (row) => row.contnumber, mono: true },
  {
    key: 'size',
    title: 'Size/ISO',
    text: (row) => `${row.contsize} ${row.iso}`,
    mono: true,
  },
  { key: 'party', title: 'Party', text: partyName, maxWidth: 220 },
  { key: 'movement', title: 'Movement', text: (row) => row.MovementName, maxWidth: 160 },
  { key: 'movetype', title: 'I/E', text: (row) => row.movetype },
  { key: 'list', title: 'List', text: (row) => (row.uploadtype === 2 ? 'IGM' : 'Adv') },
  { key: 'location', title: 'Location', text: (row) => row.LocationName, maxWidth: 140 },
  { key: 'cfs', title: 'CFS', text: (row) => row.CfsName ?? '', maxWidth: 140 },
  {
    key: 'date',
    title: 'Date',
    text: (row) => row.inspDate ?? '',
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
  },
];
