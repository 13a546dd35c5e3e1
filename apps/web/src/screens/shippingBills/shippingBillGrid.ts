import {
  readShippingBillField,
  type ShippingBillField,
  type ShippingBillRow,
} from '@quaybook/contract';
import { formatDate, todayInPorts } from '@quaybook/domain';

/** The columns Shipping Bills sorts by (002 §2.4). */
export type SortableField = 'sbno' | 'sbdate' | 'contnumber';
export interface GridSort {
  field: SortableField;
  descending: boolean;
}

/**
 * The lines in the order clicked: by the field (SB numbers by value, dates as ISO text sort),
 * ties keeping the server's order (SB date, SB number, container).
 */
export function sortLines(rows: readonly ShippingBillRow[], sort: GridSort | null) {
  if (!sort) return [...rows];
  const key = (row: ShippingBillRow) =>
    sort.field === 'sbno' ? row.sbno.padStart(20, '0') : row[sort.field];
  const sign = sort.descending ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const [x, y] = [key(a.row), key(b.row)];
      return x === y ? a.index - b.index : x < y ? -sign : sign;
    })
    .map(({ row }) => row);
}

/** A cell's value as the grid shows it, and as its editor starts: dates dd/mm/yyyy. */
export function cellText(row: ShippingBillRow, field: ShippingBillField): string {
  const value = row[field];
  if (value === null) return '';
  return field === 'sbdate' ? formatDate(String(value)) : String(value);
}

/**
 * What Update would be sent for an edited cell, or why not (the contract's message, said beside
 * the cell before anything is sent); a date travels ISO.
 */
export function editedRow(
  row: ShippingBillRow,
  field: ShippingBillField,
  typed: string,
  today = todayInPorts(),
): { row: ShippingBillRow; problem: null } | { row: null; problem: string } {
  const reading = readShippingBillField(field, typed, today);
  if (reading.problem) return { row: null, problem: reading.problem };
  const blank = field === 'no_of_package' ? null : '';
  return { row: { ...row, [field]: reading.value ?? blank }, problem: null };
}
