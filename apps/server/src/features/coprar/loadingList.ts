import { coprarLayout, UPLOAD_MESSAGES } from '@quaybook/contract';
import {
  CONTAINER_FORMAT_MESSAGE,
  checkContainerNumber,
  containerNumberWarning,
  readSizeType,
} from '@quaybook/domain';
import { cellMoment, codeRead, isoCodeProblem, kilograms, lowerText } from '../upload/cells';
import { locateColumns } from '../upload/headers';
import { sheetRows } from '../upload/sheetReader';
import type { RawRow } from '../upload/uploadKind';

export type LoadingListKey = (typeof coprarLayout)[number]['key'];

/** The most rows one loading list may hold: a vessel's whole load, several times over. */
const LOADING_LIST_MAX_ROWS = 20_000;

/** A port as a COPRAR names it. */
export interface ListedPort {
  id: number;
  name: string;
  /** Its UN/LOCODE. */
  code: string;
}

/** A row of the list as it will be ordered loaded. */
export interface LoadingListContainer {
  rowNo: number;
  container: string;
  isoCode: string;
  full: boolean;
  grossKg: number | null;
  /** When the VGM was obtained: CCYYMMDDHHMM, or CCYYMMDD when the list gives no time. */
  vgmAt: string | null;
  /** The party responsible for the VGM (the shipper, under SOLAS), by name. */
  vgmParty: string | null;
  seal: string | null;
  booking: string | null;
  pod: ListedPort;
  /** Null when the POD is the final destination. */
  fpd: ListedPort | null;
  goods: string | null;
}

export interface CheckedListRow {
  rowNo: number;
  container: string;
  /** The container as it will be ordered loaded; null while the row has problems. */
  ordered: LoadingListContainer | null;
  problems: string[];
  /**
   * Why its container's check digit is wrong, when it is: the row may still be ordered (real
   * boxes with such numbers exist), but only once the user has seen it named.
   */
  checkDigit: string | null;
}

/** What a list's rows name, looked up once for the whole list. */
export interface ListLookups {
  isoCodes: ReadonlySet<string>;
  /** Ports by lower-cased code or name. */
  ports: ReadonlyMap<string, ListedPort>;
  /** The port a row with a blank POD is discharged at (Convert's `pod`). */
  defaultPod: ListedPort | null;
}

/**
 * The longest text each column keeps: EDIFACT's an..35 for references, two name components
 * (NAD SPC) for the VGM party, a line for goods.
 */
const TEXT_LIMITS = { seal: 35, booking: 35, vgmParty: 70, goods: 200 } as const;
const TEXT_LABELS = {
  seal: 'Seal',
  booking: 'Booking No',
  vgmParty: 'VGM Party',
  goods: 'Commodity',
} as const;
const FULL_EMPTY: Record<string, boolean> = {
  '': true,
  f: true,
  full: true,
  e: false,
  empty: false,
};

/**
 * Checks one row: every reason it cannot be ordered at once. A full container needs its gross
 * weight (the VGM a terminal loads by) with when it was obtained and who answers for it (SOLAS),
 * its seal and booking; an empty one may leave them blank. A wrong check digit is no reason: it
 * is named apart.
 */
export function checkListRow(
  rowNo: number,
  raw: RawRow<LoadingListKey>,
  found: ListLookups,
  firstRowOf: (container: string) => number | undefined,
): CheckedListRow {
  const problems: string[] = [];
  const number = checkContainerNumber(raw.container);
  if (number.kind === 'format')
    problems.push(raw.container ? CONTAINER_FORMAT_MESSAGE : 'Container number is missing.');
  else {
    const first = firstRowOf(number.number);
    if (first !== undefined) problems.push(`Container ${number.number} is also in row ${first}.`);
  }

  // As every upload reads a type: the list has no size column, so a short form needs its size
  // written in (40HC).
  const type = readSizeType(raw.isoCode, null);
  const isoCode = codeRead(type) || raw.isoCode.toUpperCase();
  const typeProblem = isoCodeProblem(raw.isoCode, type, found.isoCodes.has(isoCode));
  if (!raw.isoCode) problems.push('ISO is missing.');
  else if (typeProblem) problems.push(typeProblem);

  const full = FULL_EMPTY[lowerText(raw.status)];
  if (full === undefined) problems.push(`F/E ${raw.status} is not F (full) or E (empty).`);

  const grossKg = raw.grossKg ? kilograms(raw.grossKg) : null;
  if (raw.grossKg && grossKg === null)
    problems.push(`Gross Wt ${raw.grossKg} is not a whole number of kg.`);
  else if (full !== false && grossKg === null) problems.push('Gross Wt is missing.');
  const vgmAt = raw.vgmDate ? cellMoment(raw.vgmDate) : null;
  if (raw.vgmDate && vgmAt === null)
    problems.push(`VGM Date ${raw.vgmDate} is not a date (dd/mm/yyyy, then hh:mm if known).`);
  else if (full !== false && vgmAt === null) problems.push('VGM Date is missing.');
  if (full !== false && !raw.vgmParty) problems.push('VGM Party is missing.');

  for (const key of ['seal', 'booking', 'vgmParty', 'goods'] as const)
    if (raw[key].length > TEXT_LIMITS[key])
      problems.push(`${TEXT_LABELS[key]} can be at most ${TEXT_LIMITS[key]} characters.`);
  if (full !== false && !raw.seal) problems.push('Seal is missing.');
  if (full !== false && !raw.booking) problems.push('Booking No is missing.');

  const port = (title: 'POD' | 'FPD', cell: string) => {
    if (!cell) return null;
    const known = found.ports.get(lowerText(cell));
    if (!known) problems.push(`${title} ${cell} is not a known port.`);
    return known ?? null;
  };
  const pod = port('POD', raw.pod) ?? (raw.pod ? null : found.defaultPod);
  if (!raw.pod && !pod) problems.push('POD is missing.');
  const fpd = port('FPD', raw.fpd);

  return {
    rowNo,
    container: number.number,
    problems,
    checkDigit: number.kind === 'likelyTypo' ? containerNumberWarning(number) : null,
    ordered:
      problems.length > 0 || !pod
        ? null
        : {
            rowNo,
            container: number.number,
            isoCode,
            full: full !== false,
            grossKg,
            vgmAt,
            vgmParty: raw.vgmParty || null,
            seal: raw.seal || null,
            booking: raw.booking || null,
            pod,
            fpd: fpd && fpd.id !== pod.id ? fpd : null,
            goods: raw.goods || null,
          },
  };
}

/** A loading list's rows as read, or why it cannot be read (empty, or too long). */
export type LoadingListRead = { raws: RawRow<LoadingListKey>[] } | { problem: string };

/** Reads the loading list with the upload readers (xlsx or csv, header row by title or alias). */
export async function readLoadingListFile(path: string): Promise<LoadingListRead> {
  const rows = sheetRows(path);
  const raws: RawRow<LoadingListKey>[] = [];
  try {
    const first = await rows.next();
    if (first.done) return { problem: UPLOAD_MESSAGES.empty };
    const positions = locateColumns(coprarLayout, first.value);
    for await (const cells of rows) {
      if (raws.length === LOADING_LIST_MAX_ROWS)
        return { problem: UPLOAD_MESSAGES.tooManyRows(LOADING_LIST_MAX_ROWS) };
      const raw = {} as RawRow<LoadingListKey>;
      for (const column of coprarLayout)
        raw[column.key] = (cells[positions[column.key]] ?? '').trim();
      raws.push(raw);
    }
  } finally {
    await rows.return(undefined);
  }
  return raws.length === 0 ? { problem: UPLOAD_MESSAGES.empty } : { raws };
}

/** Checks every row of the list against what its rows name, looked up once. */
export function checkLoadingList(
  raws: readonly RawRow<LoadingListKey>[],
  found: ListLookups,
): CheckedListRow[] {
  const firstRows = new Map<string, number>();
  return raws.map((raw, index) => {
    const rowNo = index + 1;
    return checkListRow(rowNo, raw, found, (container) => {
      const first = firstRows.get(container);
      if (first === undefined) firstRows.set(container, rowNo);
      return first;
    });
  });
}
