import {
  type AdvancePreviewRow,
  type AdvanceUploadQuery,
  advanceListLayout,
  type SessionUser,
} from '@quaybook/contract';
import { readSizeType, type SizeTypeReading } from '@quaybook/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { advanceContainers, changeHistory, containers, movements } from '../../../db/schema';
import { sqlRows } from '../../../db/sqlRows';
import { inTurn } from '../../../shared/inTurn';
import { numberWarningFlag, numberWarningText } from '../../container/numberWarning';
import {
  codeRead,
  isoCodeProblem,
  isoCodesByCode,
  kilograms,
  lowerText,
  placesByName,
  wantedNames,
} from '../cells';
import { containerNumberCell, containerNumbersOf, seenBefore, statusOf } from '../checkedRows';
import type { CheckedRow, RawRow, UploadKind } from '../uploadKind';
import { stagedOkRows } from '../uploadRepository';

type Key = (typeof advanceListLayout)[number]['key'];

/** Where a staged advance list belongs: the form's choices. */
export interface AdvanceContext {
  applicantId: number;
  accountId: number;
  locationId: number;
  vesselId: number;
  voyageId: number;
  uploadType: 1 | 2;
}

export const advanceContext = (query: AdvanceUploadQuery): AdvanceContext => ({
  applicantId: query.applicantid,
  accountId: query.accountid,
  locationId: query.locationid,
  vesselId: query.vessselid,
  voyageId: query.voyageid,
  uploadType: query.uploadtype,
});

/** A staged row: the cells as the file gave them (normalised) and what they name, once known. */
interface AdvanceRow {
  text: RawRow<Key>;
  size: number | null;
  tare: number | null;
  gross: number | null;
  typeCode: string | null;
  typeText: string | null;
  movementId: number | null;
  cfsId: number | null;
}

/** Sane bounds of a container's weights in kg: the lightest tare to the heaviest rated gross. */
export const WEIGHT_BOUNDS = { tare: { min: 1_000, max: 12_000 }, gross: { max: 60_000 } };

/** A row's size as its Size cell gives it, for reading a type code given without one. */
const sizeCell = (text: string): number | null => (/^\d{2}$/.test(text) ? Number(text) : null);

/** The ISO code a row's Type cell names: as written, or read from a short form (GP with 20). */
const readType = (raw: RawRow<Key>): SizeTypeReading =>
  readSizeType(raw.isoCode, sizeCell(raw.size));

/**
 * The ISO codes a chunk's rows were read as, the company's movements and the CFS locations it
 * names, by every name they go by.
 */
async function lookups(
  db: Database,
  companyId: number,
  rows: readonly RawRow<Key>[],
  types: readonly SizeTypeReading[],
) {
  const moveWanted = wantedNames(rows.map((row) => row.movement));
  const moveIds = moveWanted.filter((name) => /^\d{1,9}$/.test(name)).map(Number);
  const [iso, moveRows, cfs] = await inTurn(
    () => isoCodesByCode(db, types.map(codeRead)),
    () =>
      moveWanted.length === 0
        ? []
        : db
            .select({ id: movements.id, name: movements.name, code: movements.iboxCode })
            .from(movements)
            .where(
              and(
                eq(movements.companyId, companyId),
                or(
                  inArray(sql`lower(${movements.name})`, moveWanted),
                  inArray(sql`lower(${movements.iboxCode})`, moveWanted),
                  moveIds.length > 0 ? inArray(movements.id, moveIds) : undefined,
                ),
              ),
            ),
    () =>
      placesByName(
        db,
        rows.map((row) => row.cfs),
        'cfs',
      ),
  );
  const movement = new Map<string, number>();
  for (const row of moveRows)
    for (const name of [String(row.id), row.name, row.code])
      if (name) movement.set(lowerText(name), row.id);
  return { iso, movement, cfs };
}

/** The rows of a vessel call's list of one upload type (advance or IGM). */
export const onCallList = (companyId: number, context: AdvanceContext) =>
  and(
    eq(advanceContainers.companyId, companyId),
    eq(advanceContainers.vesselId, context.vesselId),
    eq(advanceContainers.voyageId, context.voyageId),
    eq(advanceContainers.uploadType, context.uploadType),
  );

/** The containers of a chunk already on this call's list of this upload type. */
async function alreadyListed(
  db: Database,
  companyId: number,
  context: AdvanceContext,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ number: advanceContainers.containerNumber })
    .from(advanceContainers)
    .where(
      and(onCallList(companyId, context), inArray(advanceContainers.containerNumber, [...numbers])),
    );
  return new Set(rows.map((row) => row.number));
}

function checkRow(
  raw: RawRow<Key>,
  type: SizeTypeReading,
  found: Awaited<ReturnType<typeof lookups>>,
  duplicate: (number: string) => string | undefined,
): { values: AdvanceRow; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const container = containerNumberCell(raw.container);
  const number = container.check;
  const code = codeRead(type);
  // The preview shows the ISO code the cell was read as, which is what is saved.
  const text: RawRow<Key> = {
    ...raw,
    container: number.number,
    isoCode: code || raw.isoCode.toUpperCase(),
  };
  if (container.problem) problems.push(container.problem);
  else {
    const twice = duplicate(number.number);
    if (twice) problems.push(twice);
  }

  const iso = found.iso.get(code);
  const typeProblem = isoCodeProblem(raw.isoCode, type, iso !== undefined);
  if (!raw.isoCode) problems.push('ISO code is missing.');
  else if (typeProblem) problems.push(typeProblem);
  let size: number | null = iso?.size ?? null;
  if (raw.size !== '') {
    const given = sizeCell(raw.size);
    if (given !== 20 && given !== 40) problems.push(`Size ${raw.size} is not 20 or 40.`);
    else if (iso && iso.size !== given)
      problems.push(`Size ${given} does not match ISO code ${iso.code} (${iso.size} ft).`);
    else size = given;
  }

  const tare = kilograms(raw.tare);
  const gross = kilograms(raw.gross);
  if (tare === null)
    problems.push(raw.tare ? `Tare ${raw.tare} is not a whole number of kg.` : 'Tare is missing.');
  else if (tare < WEIGHT_BOUNDS.tare.min || tare > WEIGHT_BOUNDS.tare.max)
    problems.push(
      `Tare ${tare} kg is outside ${WEIGHT_BOUNDS.tare.min}–${WEIGHT_BOUNDS.tare.max} kg.`,
    );
  if (gross === null)
    problems.push(
      raw.gross ? `Gross ${raw.gross} is not a whole number of kg.` : 'Gross is missing.',
    );
  else if (gross > WEIGHT_BOUNDS.gross.max)
    problems.push(`Gross ${gross} kg is more than ${WEIGHT_BOUNDS.gross.max} kg.`);
  else if (tare !== null && gross < tare) problems.push(`Gross ${gross} kg is less than the tare.`);

  const movementId = found.movement.get(lowerText(raw.movement)) ?? null;
  if (!raw.movement) problems.push('Movement is missing.');
  else if (movementId === null) problems.push(`Movement ${raw.movement} is not a known movement.`);
  const cfsId = raw.cfs ? (found.cfs.get(lowerText(raw.cfs)) ?? null) : null;
  if (raw.cfs && cfsId === null) problems.push(`CFS ${raw.cfs} is not a known CFS location.`);

  return {
    values: {
      text,
      size,
      tare,
      gross,
      typeCode: iso?.typeCode ?? null,
      typeText: iso?.typeText ?? null,
      movementId,
      cfsId,
    },
    problems,
    warnings: container.warnings,
  };
}

/**
 * Containers an upload has just added: flagged where their number is not valid ISO 6346, and
 * recorded in the history as the entry screen records them (`containerCreated`: every field of
 * the container's wire row but the audit ones, as [null, value]). The history rows are built in
 * the database from the containers themselves, one statement, never read into the server.
 */
async function recordContainersAdded(
  tx: Database,
  user: SessionUser,
  added: readonly { id: number; number: string }[],
) {
  if (added.length === 0) return;
  const ids = added.map((container) => container.id);
  const flagged = added.filter((container) => numberWarningFlag(container.number));
  if (flagged.length > 0)
    await tx
      .update(containers)
      .set({ numberWarning: true })
      .where(sql`${containers.id} = any(${sql.param(flagged.map((c) => c.id))}::int[])`);
  // Why each flagged number is flagged, by container id: the one field worked out in the server.
  const warnings = JSON.stringify(
    Object.fromEntries(flagged.map((c) => [c.id, numberWarningText(c.number, true)])),
  );
  const created = (field: string, value: string) =>
    sql.raw(`'${field}', jsonb_build_array(null, ${value})`);
  await tx.execute(sql`insert into ${changeHistory} (company_id, entity, entity_id, action,
      changes, changed_by)
    select c.company_id, 'container', c.id, 'created', jsonb_build_object(
      ${created('contid', 'c.id')}, ${created('contnumber', 'c.number')},
      'number_warning', jsonb_build_array(null, ${warnings}::jsonb -> c.id::text),
      ${created('contsize', 'c.size')}, ${created('conttype', 'c.type_code')},
      ${created('TypeText', 'c.type_text')}, ${created('construction', 'c.construction')},
      ${created('iso_code', 'c.iso_code')}, ${created('isotarewt', 'c.tare_weight')},
      ${created('isogrosswt', 'c.gross_weight')}, ${created('manufacture', 'c.manufacture')},
      ${created('is_active', 'c.is_active::int')}, ${created('is_soc', 'c.is_soc::int')},
      ${created('companyid', 'c.company_id')}), ${user.user_id}::int
    from ${containers} c where c.id = any(${sql.param(ids)}::int[]) order by c.id`);
}

/** The advance (or IGM) list of a vessel call: the containers expected, with size, type and weights. */
export const advanceList = {
  name: 'advance-list',
  typed: true,
  columns: advanceListLayout,

  async check(db, context, user, rows, seen) {
    const types = rows.map((row) => readType(row.raw));
    const found = await lookups(
      db,
      user.company_id,
      rows.map((row) => row.raw),
      types,
    );
    const numbers = containerNumbersOf(rows.map((row) => row.raw.container));
    const listed = await alreadyListed(db, user.company_id, context, numbers);
    const twice = seenBefore(seen);
    return rows.map(({ rowNo, raw }, index) => ({
      rowNo,
      ...checkRow(raw, types[index] as SizeTypeReading, found, (number) => {
        if (twice(number)) return `Container ${number} is in the file more than once.`;
        if (listed.has(number)) return `Container ${number} is already on this vessel call's list.`;
        return undefined;
      }),
    }));
  },

  preview(row: CheckedRow<AdvanceRow>): AdvancePreviewRow {
    const { text } = row.values;
    return {
      'Sl. No': row.rowNo,
      Container: text.container,
      Size: row.values.size === null ? text.size : String(row.values.size),
      Type: text.isoCode,
      Tare: text.tare,
      Gross: text.gross,
      Movement: text.movement,
      CFS: text.cfs,
      Status: statusOf(row),
    };
  },

  async applyStaged(tx, range, context, user: SessionUser) {
    const companyId = user.company_id;
    const staged = stagedOkRows(range);
    const row = (field: string) => sql.raw(`s.values->>'${field}'`);
    const cell = (key: Key) => sql.raw(`s.values->'text'->>'${key}'`);
    // A container new to the company is recorded as the list describes it, so the entry
    // screen and the Advanced Container List find it; a known one keeps its own record.
    const added = await sqlRows<{ id: number; number: string }>(
      tx,
      sql`insert into ${containers} (company_id, number, size, iso_code, type_code, type_text,
          tare_weight, gross_weight, created_by)
        select ${companyId}::int, ${cell('container')}, coalesce((${row('size')})::smallint, 20),
          ${cell('isoCode')}, ${row('typeCode')}, ${row('typeText')},
          coalesce((${row('tare')})::int, 0), coalesce((${row('gross')})::int, 0),
          ${user.user_id}::int
        from (${staged}) s order by s.row_no
        on conflict do nothing
        returning id, number`,
    );
    await recordContainersAdded(tx, user, added);
    // A container put on the list by another upload since this one was previewed is skipped.
    const written = await sqlRows(
      tx,
      sql`insert into ${advanceContainers} (company_id, applicant_id, account_id, vessel_id,
          voyage_id, location_id, upload_type, container_id, container_number, size, iso_code,
          tare_weight, gross_weight, movement_id, cfs_id, batch_id, created_by)
        select ${companyId}::int, ${context.applicantId}::int, ${context.accountId}::int,
          ${context.vesselId}::int, ${context.voyageId}::int, ${context.locationId}::int,
          ${context.uploadType}::smallint, c.id, c.number, (${row('size')})::smallint,
          ${cell('isoCode')}, (${row('tare')})::int, (${row('gross')})::int,
          (${row('movementId')})::int, (${row('cfsId')})::int, ${range.batchId}::text,
          ${user.user_id}::int
        from (${staged}) s
        -- Each row's container by the company's number index; \`offset 0\` keeps it a lookup per
        -- row, never a scan of the company's containers for each step.
        cross join lateral (
          select c.id, c.number from ${containers} c
          where c.company_id = ${companyId}::int and c.number = ${cell('container')} offset 0
        ) c
        order by s.row_no
        on conflict do nothing
        returning id`,
    );
    return { saved: written.length, containersAdded: added.length };
  },
} satisfies UploadKind<Key, AdvanceRow, AdvanceContext, AdvancePreviewRow>;
