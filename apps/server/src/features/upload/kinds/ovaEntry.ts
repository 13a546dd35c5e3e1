import {
  MOVEMENT_FIELD_MESSAGES,
  type OvaPreviewRow,
  type OvaUploadQuery,
  ovaLayout,
  type SessionUser,
} from '@quaybook/contract';
import { Condition, formatDate, InspectionType, inspectionFields } from '@quaybook/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  advanceContainers,
  containers,
  inspections,
  locations,
  movements,
} from '../../../db/schema';
import { recordChange } from '../../../shared/history';
import { everyField, insertMany } from '../../../shared/insertMany';
import { inTurn } from '../../../shared/inTurn';
import { applyMovementRules, type InspectionInput } from '../../inspection/inspectionChecks';
import { inspectionChange } from '../../inspection/inspectionHistory';
import { inspectionFacts } from '../../inspection/inspectionRows';
import { cellDate, cellTime, lowerText } from '../cells';
import {
  containerNumberCell,
  containerNumbersOf,
  groupBy,
  seenBefore,
  statusOf,
} from '../checkedRows';
import type { CheckedRow, RawRow, UploadKind } from '../uploadKind';

type Key = (typeof ovaLayout)[number]['key'];

/** Upload OVA Entry's one choice, kept with the batch: were these movements already sent as OVA. */
interface OvaContext {
  ovaSent: boolean;
}

export const ovaContext = (query: OvaUploadQuery): OvaContext => ({ ovaSent: query.ovaflag === 1 });

/** What the container's advance list says of it: where its inspection belongs. */
export interface Listing {
  containerId: number;
  applicantId: number;
  accountId: number;
  vesselId: number;
  voyageId: number;
  movementId: number;
  cfsId: number | null;
  grossWeight: number;
}

/** A staged OVA row: the cells as the file gave them (normalised) and the inspection they make. */
interface OvaRow {
  text: RawRow<Key>;
  fullEmpty: 'F' | 'E' | null;
  date: string | null;
  time: string | null;
  locationId: number | null;
  movementId: number | null;
  listing: Listing | null;
  /** Filled from the list when the movement asks for them. */
  cfsId: number | null;
  cargoWeight: number | null;
  /** R when the movement goes by road only. */
  transportMode: 'R' | 'T' | null;
}

type MovementRecord = typeof movements.$inferSelect;

/** What a chunk's rows name, looked up once for the chunk. */
export interface OvaFacts {
  /** Location ids by OVA code (lower case); a code may name several. */
  locations: Map<string, number[]>;
  /** The company's movements by OVA code (lower case). */
  movements: Map<string, MovementRecord[]>;
  /** The company's advance-list entries of each container, most recent first. */
  listings: Map<string, Listing[]>;
  /** Inspections on record, as `container|movement id|date`. */
  recorded: Set<string>;
}

export const recordKey = (container: string, movementId: number, date: string) =>
  `${container}|${movementId}|${date}`;

/** Looks up, in one query each, the locations, movements, list entries and inspections a chunk names. */
async function lookups(
  db: Database,
  companyId: number,
  rows: readonly RawRow<Key>[],
): Promise<OvaFacts> {
  const locationCodes = [...new Set(rows.map((row) => lowerText(row.location)).filter(Boolean))];
  const movementCodes = [...new Set(rows.map((row) => lowerText(row.movement)).filter(Boolean))];
  const numbers = containerNumbersOf(rows.map((row) => row.container));
  const dates = [...new Set(rows.map((row) => cellDate(row.date)).filter((date) => date !== null))];
  const [locationRows, movementRows, listingRows, recordedRows] = await inTurn(
    () =>
      locationCodes.length === 0
        ? []
        : db
            .select({ id: locations.id, code: locations.ovaCode })
            .from(locations)
            .where(inArray(sql`lower(${locations.ovaCode})`, locationCodes))
            .orderBy(locations.id),
    () =>
      movementCodes.length === 0
        ? []
        : db
            .select()
            .from(movements)
            .where(
              and(
                eq(movements.companyId, companyId),
                inArray(sql`lower(${movements.ovaCode})`, movementCodes),
              ),
            )
            .orderBy(movements.id),
    () =>
      numbers.length === 0
        ? []
        : db
            .select({
              number: advanceContainers.containerNumber,
              containerId: advanceContainers.containerId,
              applicantId: advanceContainers.applicantId,
              accountId: advanceContainers.accountId,
              vesselId: advanceContainers.vesselId,
              voyageId: advanceContainers.voyageId,
              movementId: advanceContainers.movementId,
              cfsId: advanceContainers.cfsId,
              grossWeight: advanceContainers.grossWeight,
            })
            .from(advanceContainers)
            .where(
              and(
                eq(advanceContainers.companyId, companyId),
                inArray(advanceContainers.containerNumber, numbers),
              ),
            )
            .orderBy(desc(advanceContainers.createdAt), desc(advanceContainers.id)),
    () =>
      numbers.length === 0 || dates.length === 0
        ? []
        : recordedInspections(db, companyId, numbers, dates),
  );
  return {
    locations: groupBy(
      locationRows,
      (row) => lowerText(row.code ?? ''),
      (row) => row.id,
    ),
    movements: groupBy(
      movementRows,
      (row) => lowerText(row.ovaCode ?? ''),
      (row) => row,
    ),
    listings: groupBy(
      listingRows,
      (row) => row.number,
      ({ number: _, ...listing }) => listing,
    ),
    recorded: new Set(recordedRows),
  };
}

/** The company's inspections of these containers on these days, as record keys. */
async function recordedInspections(
  db: Database,
  companyId: number,
  numbers: readonly string[],
  dates: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({
      number: containers.number,
      movementId: inspections.movementId,
      date: inspections.inspectionDate,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .where(
      and(
        eq(inspections.companyId, companyId),
        eq(containers.companyId, companyId),
        inArray(containers.number, [...numbers]),
        inArray(inspections.inspectionDate, [...dates]),
      ),
    );
  return rows.map((row) => recordKey(row.number, row.movementId, row.date));
}

/** The one of several candidates: the preferred one when it is among them, else the only one. */
function oneOf<T>(candidates: readonly T[], preferred: (candidate: T) => boolean): T | 'several' {
  return candidates.find(preferred) ?? (candidates.length === 1 ? (candidates[0] as T) : 'several');
}

/**
 * Checks one row against what its chunk names: the container, its codes, F/E, date and time, its
 * advance list, duplicates, and the fields its movement asks for that the file cannot give.
 */
export function checkOvaRow(
  raw: RawRow<Key>,
  facts: OvaFacts,
  seenBefore: (key: string) => boolean,
): { values: OvaRow; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const container = containerNumberCell(raw.container);
  const number = container.check;
  const wellFormed = container.problem === null;
  const text: RawRow<Key> = {
    ...raw,
    container: number.number,
    fullEmpty: raw.fullEmpty.toUpperCase(),
  };
  if (container.problem) problems.push(container.problem);

  const listings = wellFormed ? (facts.listings.get(number.number) ?? []) : [];
  if (wellFormed && listings.length === 0)
    problems.push(
      `Container ${number.number} is on no advance list: upload its list first, so its party, vessel and voyage are known.`,
    );

  // A code may name several movements; the list entry of the container decides between them.
  const candidates = facts.movements.get(lowerText(raw.movement)) ?? [];
  const listing =
    listings.find((entry) => candidates.some((move) => move.id === entry.movementId)) ??
    listings[0] ??
    null;
  let movement: MovementRecord | null = null;
  if (!raw.movement) problems.push('Movement is missing.');
  else if (candidates.length === 0)
    problems.push(`Movement code ${raw.movement} is not the OVA code of any of your movements.`);
  else {
    const chosen = oneOf(candidates, (move) => move.id === listing?.movementId);
    if (chosen === 'several')
      problems.push(
        `Movement code ${raw.movement} is the OVA code of several movements (${candidates.map((move) => move.name).join(', ')}).`,
      );
    else movement = chosen;
  }

  let locationId: number | null = null;
  if (!raw.location) problems.push('Location (loc) is missing.');
  else {
    const found = facts.locations.get(lowerText(raw.location)) ?? [];
    if (found.length === 0)
      problems.push(`Location code ${raw.location} is not the OVA code of any location.`);
    else if (found.length > 1)
      problems.push(`Location code ${raw.location} is the OVA code of several locations.`);
    else locationId = found[0] ?? null;
  }

  const fullEmpty = text.fullEmpty === 'F' || text.fullEmpty === 'E' ? text.fullEmpty : null;
  if (fullEmpty === null)
    problems.push(
      raw.fullEmpty
        ? `fl_mt_stat ${raw.fullEmpty} is not F (full) or E (empty).`
        : 'fl_mt_stat is missing: F (full) or E (empty).',
    );
  const date = cellDate(raw.date);
  if (date === null)
    problems.push(
      raw.date ? `Date ${raw.date} is not a date (dd/mm/yyyy).` : 'Date (ddt) is missing.',
    );
  const time = cellTime(raw.time);
  if (time === null)
    problems.push(raw.time ? `Time ${raw.time} is not a time (HHMM).` : 'Time (tm) is missing.');
  if (date) text.date = formatDate(date);
  if (time) text.time = time;

  if (wellFormed && movement && date) {
    const key = recordKey(number.number, movement.id, date);
    if (seenBefore(key))
      problems.push(
        `Container ${number.number} is in the file more than once for this movement and date.`,
      );
    else if (facts.recorded.has(key))
      problems.push(
        `Container ${number.number} already has an inspection of this movement on ${text.date}.`,
      );
  }

  // The movement-dependent fields as the file gives them: ports, transporter and transport mode
  // never, so a movement asking for them skips the row with the entry screen's message.
  let fields: Pick<InspectionInput, keyof typeof MOVEMENT_FIELD_MESSAGES> = {
    bookingrelno: raw.bookingNo || null,
    cfsName: null,
    cargowt: null,
    tranmode: null,
    loadport: null,
    destnport: null,
    transport: null,
    transporter: null,
  };
  if (movement && listing) {
    // The file names no CFS or weight; the list gives them where the movement asks for them.
    const asked = inspectionFields(movement);
    const ruled = applyMovementRules(movement, {
      ...fields,
      cfsName: asked.has('cfs') ? listing.cfsId : null,
      cargowt: asked.has('grossWeight') ? listing.grossWeight : null,
    });
    fields = ruled.fixed;
    problems.push(...ruled.missing.map((wire) => MOVEMENT_FIELD_MESSAGES[wire]));
  }

  return {
    values: {
      text,
      fullEmpty,
      date,
      time,
      locationId,
      movementId: movement?.id ?? null,
      listing,
      cfsId: fields.cfsName,
      cargoWeight: fields.cargowt,
      transportMode: fields.tranmode ?? null,
    },
    problems,
    warnings: container.warnings,
  };
}

/** The inspections of the OK rows as the entry screen records them: sound, Non-EOR, hazard N. */
function inspectionsOf(rows: readonly OvaRow[], context: OvaContext, user: SessionUser) {
  const now = new Date();
  return rows.map((row) => {
    const listing = row.listing as Listing;
    return {
      companyId: user.company_id,
      containerId: listing.containerId,
      applicantId: listing.applicantId,
      accountId: listing.accountId,
      vesselId: listing.vesselId,
      voyageId: listing.voyageId,
      movementId: row.movementId as number,
      locationId: row.locationId as number,
      cfsId: row.cfsId,
      type: InspectionType.nonEor,
      condition: Condition.sound,
      seal: row.text.seal || null,
      inspectionDate: row.date as string,
      inspectionTime: row.time,
      transportMode: row.transportMode,
      bookingNo: row.text.bookingNo || null,
      hazardous: false,
      cargoWeight: row.cargoWeight,
      ovaSent: context.ovaSent,
      createdBy: user.user_id,
      createdAt: now,
    };
  });
}

/**
 * Upload OVA Entry (002 §2.3): the movements a terminal reports, each recorded as a sound
 * inspection of the party, vessel and voyage of the container's advance list.
 */
export const ovaEntry: UploadKind<Key, OvaRow, OvaContext, OvaPreviewRow> = {
  name: 'ova-entry',
  columns: ovaLayout,

  async check(db, _context, user, rows, seen) {
    const facts = await lookups(
      db,
      user.company_id,
      rows.map((row) => row.raw),
    );
    const isDuplicate = seenBefore(seen);
    return rows.map(({ rowNo, raw }) => ({ rowNo, ...checkOvaRow(raw, facts, isDuplicate) }));
  },

  preview(row: CheckedRow<OvaRow>): OvaPreviewRow {
    const { text } = row.values;
    return {
      'Sl. No': row.rowNo,
      Container: text.container,
      loc: text.location,
      movement: text.movement,
      fl_mt_stat: text.fullEmpty,
      ddt: text.date,
      tm: text.time,
      booking: text.bookingNo,
      seal: text.seal,
      Status: statusOf(row),
    };
  },

  async apply(tx, rows, context, user, _batchId) {
    // An inspection recorded since the preview (another upload, the entry screen) is not doubled.
    const dates = [...new Set(rows.map((row) => row.date as string))];
    const recorded = new Set(
      await recordedInspections(
        tx,
        user.company_id,
        rows.map((row) => row.text.container),
        dates,
      ),
    );
    const fresh = rows.filter(
      (row) =>
        !recorded.has(recordKey(row.text.container, row.movementId as number, row.date as string)),
    );
    if (fresh.length === 0) return { saved: 0, containersAdded: 0 };
    const saved = await insertMany(
      tx,
      inspections,
      inspectionsOf(fresh, context, user),
      everyField(inspections),
    );
    // Each new inspection finds its file row by what makes it unique: container, movement, day.
    const rowOf = new Map(
      fresh.map((row) => [
        recordKey(String(row.listing?.containerId), row.movementId as number, row.date as string),
        row,
      ]),
    );
    await recordChange(
      tx,
      user,
      ...saved.map((record) => {
        const row = rowOf.get(
          recordKey(String(record.containerId), record.movementId, record.inspectionDate),
        );
        return inspectionChange(record, {
          action: 'created',
          after: {
            contnumber: row?.text.container,
            ...inspectionFacts(record),
            // Full or empty has no column; the creation's history keeps what the terminal said.
            fl_mt_stat: row?.fullEmpty,
          },
        });
      }),
    );
    return { saved: saved.length, containersAdded: 0 };
  },
};
