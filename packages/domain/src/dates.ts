// Dates show as dd/mm/yyyy (en-GB) and travel as ISO yyyy-mm-dd. Date-only values are handled
// as text so that no time zone can move them to the previous day.

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Converts day/month/year text to an ISO date, or null when it is not a real date.
 * @example dmyToIso('29/02/2024') // '2024-02-29'
 */
export function dmyToIso(text: string): string | null {
  const match = DMY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The day a moment falls on where it is read (the browser's or server's own clock), as ISO text.
 * @example isoDay(new Date(2026, 10, 23, 23, 30)) // '2026-11-23'
 */
export function isoDay(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function isValidDmy(text: string): boolean {
  return dmyToIso(text) !== null;
}

/** Whether the text is a real calendar date written as ISO yyyy-mm-dd, as dates travel. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

// Making a formatter costs about a hundred times what formatting with one does, and a list
// searches the dates of every row it holds: each kind is made once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(time: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${time}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** Formats an ISO date or timestamp as dd/mm/yyyy, with HH:mm when `time` is set; '' for none. */
export function formatDate(
  value: string | Date | null | undefined,
  options: { time?: boolean; timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = ISO_DATE.exec(value);
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormat(options.time === true, options.timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}/${part('month')}/${part('year')}`;
  return options.time ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** The ports' clock: documents the server writes show their times in India Standard Time. */
export const PORT_TIME_ZONE = 'Asia/Kolkata';

/**
 * Today on the ports' clock (yyyy-mm-dd), whatever zone the server runs in: a bill typed at
 * 00:30 IST is dated that day.
 */
export const todayInPorts = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PORT_TIME_ZONE }).format(now);

const ISO_MOMENT =
  /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The calendar day a date sent by a client means, as yyyy-mm-dd, or null when it is none: an
 * ISO date as it is, and a full ISO moment (as a date picker's `toISOString()` sends midnight
 * in India as the previous evening in UTC) as the day it falls on in India. A moment without a
 * zone is a wall-clock reading: its own day.
 * @example dayInPorts('2026-11-26T18:30:00.000Z') // '2026-11-27'
 */
export function dayInPorts(text: string): string | null {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const moment = ISO_MOMENT.exec(trimmed);
  if (!moment || !isIsoDate(moment[1] as string)) return null;
  if (!moment[2]) return moment[1] as string;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : todayInPorts(date);
}

/** The calendar day `days` after (or before, when negative) a yyyy-mm-dd day. */
export function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}
