import {
  CONTAINER_FORMAT_MESSAGE,
  formatDate,
  isContainerNumberFormat,
  normalizeContainerNumber,
  todayInPorts,
} from '@quaybook/domain';
import { cellDate } from '../cells';

// How the customs files' cells read (docs/file-formats.md, the EGM and party BL sections): each
// reader pushes why a cell will not do onto the row's problems and answers what the row keeps.

/** A row's problems, each cell's reader adding its own. */
type Problems = string[];

/** The container number upper-cased; its format (4 letters, 7 digits) is required. */
export function containerCell(text: string, problems: Problems): string {
  const number = normalizeContainerNumber(text);
  if (!text.trim()) problems.push('Container number is missing.');
  else if (!isContainerNumberFormat(number)) problems.push(CONTAINER_FORMAT_MESSAGE);
  return number;
}

/** A shipping bill number: 1 to 20 digits. */
export function sbNoCell(text: string, problems: Problems): string {
  const plain = text.trim();
  if (!plain) problems.push('SB No is missing.');
  else if (!/^\d{1,20}$/.test(plain)) problems.push(`SB No ${plain} is not 1 to 20 digits.`);
  return plain;
}

/** A shipping bill's date: a real day, not after today on the ports' clock; ISO, or null. */
export function sbDateCell(
  text: string,
  problems: Problems,
  today = todayInPorts(),
): string | null {
  const plain = text.trim();
  const date = cellDate(plain);
  if (!plain) problems.push('SB Date is missing.');
  else if (date === null) problems.push(`SB Date ${plain} is not a date (dd/mm/yyyy).`);
  else if (date > today) problems.push(`SB Date ${formatDate(date)} is in the future.`);
  return date === null || date > today ? null : date;
}

/** Text a row must have, at most `max` characters. */
export function requiredCell(label: string, max: number, text: string, problems: Problems): string {
  const plain = text.trim();
  if (!plain) problems.push(`${label} is missing.`);
  else if (plain.length > max) problems.push(`${label} is longer than ${max} characters.`);
  return plain;
}

/** A count of packages: blank (none given) or a whole number of 0 or more. */
export function packagesCell(label: string, text: string, problems: Problems): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!plain) return null;
  if (!/^\d{1,9}(\.0+)?$/.test(plain)) {
    problems.push(`${label} ${text.trim()} is not a whole number of 0 or more.`);
    return null;
  }
  return Number.parseInt(plain, 10);
}

/** A weight in kilograms: blank (none given) or 0 or more, a decimal rounded to the kilogram. */
export function weightCell(label: string, text: string, problems: Problems): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!plain) return null;
  if (!/^\d{1,9}(\.\d+)?$/.test(plain)) {
    problems.push(`${label} ${text.trim()} is not a weight in kilograms of 0 or more.`);
    return null;
  }
  return Math.round(Number(plain));
}

/** A date as the preview shows it: dd/mm/yyyy when it read, else as the file had it. */
export const shownDate = (iso: string | null, text: string) =>
  iso ? formatDate(iso) : text.trim();

/** A count or weight as the preview shows it. */
export const shownNumber = (value: number | null, text: string) =>
  value === null ? text.trim() : String(value);
