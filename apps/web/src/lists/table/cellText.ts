import { formatDate, isIsoDate } from '@quaybook/domain';

/**
 * A value as a cell shows it: a date travels as ISO yyyy-mm-dd and shows dd/mm/yyyy like every
 * date on screen; anything else as sent, and nothing for none.
 */
export function cellText(value: unknown): string {
  if (typeof value === 'string' && isIsoDate(value)) return formatDate(value);
  return value === null || value === undefined ? '' : String(value);
}
