import { dmyToIso, isInspectionTime, isIsoDate, type SizeTypeReading } from '@quaybook/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoCodes, type LocationKind, locations, ports } from '../../db/schema';

// How upload kinds read a cell's text (docs/file-formats.md 'Reading uploaded files'): each rule
// once, so every kind reads dates, times, weights and ports alike.

/** A whole number of kg as lines write it: 2200, 2,200 or 2200.0; null when it is not one. */
export function kilograms(text: string): number | null {
  const plain = text.replace(/,/g, '');
  if (!/^\d{1,6}(\.0+)?$/.test(plain)) return null;
  return Number.parseInt(plain, 10);
}

/**
 * A day as files write it: dd/mm/yyyy (also with - or .), or yyyy-mm-dd as a date cell reads;
 * an ISO date, or null when it is not a real date.
 */
export function cellDate(text: string): string | null {
  const plain = text.trim();
  if (isIsoDate(plain.slice(0, 10)) && /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(plain))
    return plain.slice(0, 10);
  return dmyToIso(plain.replace(/[-.]/g, '/'));
}

/** A time of day as HHMM: 0930, 930, 09:30 or 9.30; null when it is not one. */
export function cellTime(text: string): string | null {
  const plain = text.trim().replace(/[:.]/g, '');
  if (!/^\d{3,4}$/.test(plain)) return null;
  const time = plain.padStart(4, '0');
  return isInspectionTime(time) ? time : null;
}

/**
 * A day with its time if known, as files write it — a day as cellDate reads it, then hh:mm
 * (or hhmm, seconds ignored) after a space or T — written as DTM writes it: CCYYMMDDHHMM, or
 * CCYYMMDD without a time; null when it is neither.
 * @example cellMoment('14/04/2025 15:30') // '202504141530'
 */
export function cellMoment(text: string): string | null {
  const [day = '', time, ...rest] = text.trim().split(/[\sT]+/);
  const iso = cellDate(day);
  if (!iso || rest.length > 0) return null;
  if (time === undefined) return iso.replaceAll('-', '');
  const hhmm = cellTime(time.replace(/^(\d{1,2}[:.]\d{2})[:.]\d{2}(\.\d+)?Z?$/, '$1'));
  return hhmm ? `${iso.replaceAll('-', '')}${hhmm}` : null;
}

/** Yes/no as files write it: Y/N, Yes/No, 1/0; blank is no; null when it is neither. */
export function cellYesNo(text: string): boolean | null {
  const plain = text.trim().toLowerCase();
  if (['', 'n', 'no', '0'].includes(plain)) return false;
  if (['y', 'yes', '1'].includes(plain)) return true;
  return null;
}

export const lowerText = (text: string) => text.trim().toLowerCase();

/** The names a chunk's cells give, lower-cased, each once, blanks left out. */
export const wantedNames = (texts: readonly string[]) => [
  ...new Set(texts.map(lowerText).filter(Boolean)),
];

/**
 * Locations (of one kind, when given) by name, short name or code; a name wins over a code
 * another place shares.
 */
export async function placesByName(
  db: Database,
  texts: readonly string[],
  kind?: LocationKind,
): Promise<Map<string, number>> {
  const names = wantedNames(texts);
  const found = new Map<string, number>();
  if (names.length === 0) return found;
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      shortName: locations.shortName,
      code: locations.locationCode,
    })
    .from(locations)
    .where(
      and(
        kind ? eq(locations.kind, kind) : undefined,
        or(
          inArray(sql`lower(${locations.name})`, names),
          inArray(sql`lower(${locations.shortName})`, names),
          inArray(sql`lower(${locations.locationCode})`, names),
        ),
      ),
    )
    .orderBy(locations.id);
  for (const key of ['code', 'shortName', 'name'] as const)
    for (const row of rows) {
      const name = row[key];
      if (name) found.set(lowerText(name), row.id);
    }
  return found;
}

/** The ISO code a Type cell was read as (`readSizeType`), '' when it names none. */
export const codeRead = (reading: SizeTypeReading): string =>
  'code' in reading ? reading.code : '';

/**
 * Why a Type cell names no ISO code of the list, or null when it does: the same words for every
 * kind, naming the short form the code was read from.
 */
export function isoCodeProblem(
  cell: string,
  reading: SizeTypeReading,
  known: boolean,
): string | null {
  if ('problem' in reading) return reading.problem;
  if (known) return null;
  return reading.short
    ? `Type ${cell} reads as ISO code ${reading.code}, which is not in the ISO code list.`
    : `ISO code ${reading.code} is not a known ISO code.`;
}

/** The ISO size-and-type codes a chunk names (upper-cased), each by its code. */
export async function isoCodesByCode(db: Database, texts: readonly string[]) {
  const wanted = [...new Set(texts.map((text) => text.trim().toUpperCase()).filter(Boolean))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            code: isoCodes.code,
            size: isoCodes.size,
            typeCode: isoCodes.typeCode,
            typeText: isoCodes.typeText,
          })
          .from(isoCodes)
          .where(inArray(isoCodes.code, wanted));
  return new Map(rows.map((row) => [row.code, row]));
}

/** The ports a chunk names, by code (UN/LOCODE) or name, each as the id it names. */
export async function portsByName(
  db: Database,
  texts: readonly string[],
): Promise<Map<string, number>> {
  const wanted = wantedNames(texts);
  const found = new Map<string, number>();
  if (wanted.length === 0) return found;
  const rows = await db
    .select({ id: ports.id, name: ports.name, code: ports.portCode })
    .from(ports)
    .where(
      or(
        inArray(sql`lower(${ports.name})`, wanted),
        inArray(sql`lower(${ports.portCode})`, wanted),
      ),
    );
  // A code wins over another port's name that reads the same.
  for (const row of rows) found.set(lowerText(row.name), row.id);
  for (const row of rows) if (row.code) found.set(lowerText(row.code), row.id);
  return found;
}
