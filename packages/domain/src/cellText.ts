import { formatDate } from './dates';

/** How a value of a list reads in a cell of an export, on screen or on paper. */
export type CellFormat = 'text' | 'number' | 'yesNo' | 'date' | 'dateTime';

/**
 * The text of a cell: '' for nothing, Yes/No for a flag (1/0 or true/false), dd/mm/yyyy dates
 * with HH:mm for a date-time, in `timeZone` when given (else the reader's own clock).
 * @example cellText(1, 'yesNo') // 'Yes'
 * @example cellText('2026-11-21T20:15:00Z', 'dateTime', { timeZone: 'Asia/Kolkata' }) // '22/11/2026 01:45'
 */
export function cellText(
  value: unknown,
  format: CellFormat,
  options: { timeZone?: string } = {},
): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'text':
    case 'number':
      return String(value);
    case 'yesNo':
      return value === 1 || value === true ? 'Yes' : 'No';
    case 'date':
      return formatDate(value as string | Date, options);
    case 'dateTime':
      return formatDate(value as string | Date, { ...options, time: true });
  }
}
