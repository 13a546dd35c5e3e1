import {
  REPAIR_TARIFF_MESSAGES,
  type RepairTariffPreviewRow,
  type RepairTariffUploadQuery,
  repairTariffLayout,
} from '@quaybook/contract';
import {
  bandProblems,
  hoursOf,
  hoursToHundredths,
  rupeesToPaise,
  TARIFF_MEASURES,
  TARIFF_SIZES,
  type TariffMeasure,
} from '@quaybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { componentCodes, damageCodes, repairCodes, repairTariffs } from '../../../db/schema';
import type { Change } from '../../../shared/history';
import { recordChange } from '../../../shared/history';
import { insertMany } from '../../../shared/insertMany';
import { lowerText } from '../cells';
import { seenBefore, statusOf } from '../checkedRows';
import type { CheckedRow, RawRow, UploadKind } from '../uploadKind';

type Key = (typeof repairTariffLayout)[number]['key'];

/** Whose tariff the file is: the form's link party. */
export interface TariffContext {
  linkPartyId: number;
}

export const repairTariffContext = (query: RepairTariffUploadQuery): TariffContext => ({
  linkPartyId: query.linkpartyid,
});

/** A staged tariff row: the cells as given, what they were read as, and the row it updates. */
interface TariffRow {
  text: RawRow<Key>;
  componentId: number;
  repairId: number;
  damageId: number | null;
  size: number;
  measure: TariffMeasure;
  uptoLengthCm: number | null;
  uptoBreadthCm: number | null;
  hoursHundredths: number;
  materialPaise: number;
}

/** A row's key as the unique index `repair_tariffs_row_key` compares it: open is 0. */
type KeyFields = Pick<
  TariffRow,
  'componentId' | 'repairId' | 'damageId' | 'size' | 'measure' | 'uptoLengthCm' | 'uptoBreadthCm'
>;
const keyOf = (row: KeyFields) =>
  [
    row.componentId,
    row.repairId,
    row.damageId ?? 0,
    row.size,
    row.measure,
    row.uptoLengthCm ?? 0,
    row.uptoBreadthCm ?? 0,
  ].join('|');

/** The shared code lists by short name (lower-cased), read once for a chunk. */
async function codesByShortName(db: Database) {
  const byName = async (codes: typeof componentCodes | typeof repairCodes | typeof damageCodes) =>
    new Map(
      (await db.select({ id: codes.id, shortName: codes.shortName }).from(codes)).map((code) => [
        lowerText(code.shortName),
        code.id,
      ]),
    );
  return {
    component: await byName(componentCodes),
    repair: await byName(repairCodes),
    damage: await byName(damageCodes),
  };
}

/** The link party's rows on record, by key: what a file's row updates rather than adds. */
async function recordedRows(db: Database, companyId: number, linkPartyId: number, locked = false) {
  const query = db
    .select()
    .from(repairTariffs)
    .where(and(eq(repairTariffs.companyId, companyId), eq(repairTariffs.linkPartyId, linkPartyId)))
    .$dynamic();
  const rows = await (locked ? query.for('update') : query);
  return new Map(rows.map((row) => [keyOf(row), row]));
}

/** The code lists' ids by lower-cased short name. */
export type TariffCodes = Awaited<ReturnType<typeof codesByShortName>>;

/** A band's cell: blank is none; otherwise whole centimetres above 0. */
function bandCell(text: string, label: string, problems: string[]): number | null {
  if (text === '') return null;
  const cm = Number(text);
  if (/^\d+$/.test(text) && cm > 0 && cm <= 99_999) return cm;
  problems.push(`${REPAIR_TARIFF_MESSAGES.band(label)} (${text})`);
  return null;
}

/** Checks one row: its codes, size, measure, band, hours and material, and a key held twice. */
export function checkTariffRow(
  raw: RawRow<Key>,
  codes: TariffCodes,
  onRecord: ReadonlyMap<string, unknown>,
  seenBefore: (key: string) => boolean,
): { values: TariffRow; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const code = (kind: keyof TariffCodes, label: string, text: string) => {
    const id = codes[kind].get(lowerText(text));
    if (id === undefined)
      problems.push(
        text ? `${label} ${text} is not a known ${kind} code.` : `${label} is missing.`,
      );
    return id ?? 0;
  };
  const componentId = code('component', 'Component', raw.component);
  const repairId = code('repair', 'Repair', raw.repair);
  const damageId = raw.damage === '' ? null : code('damage', 'Damage', raw.damage);

  const size = Number(raw.size);
  if (raw.size === '' || !(TARIFF_SIZES as readonly number[]).includes(size))
    problems.push(REPAIR_TARIFF_MESSAGES.size);
  const measure = lowerText(raw.measure) as TariffMeasure;
  const knownMeasure = (TARIFF_MEASURES as readonly string[]).includes(measure);
  if (!knownMeasure) problems.push(REPAIR_TARIFF_MESSAGES.measure);
  const before = problems.length;
  const uptoLengthCm = bandCell(raw.length, 'Upto length (cm)', problems);
  const uptoBreadthCm = bandCell(raw.breadth, 'Upto breadth (cm)', problems);
  // A bound that cannot be read is named once, not again as missing.
  if (knownMeasure && problems.length === before) {
    const band = bandProblems({ measure, uptoLengthCm, uptoBreadthCm });
    problems.push(...[band.length, band.breadth].filter((text): text is string => !!text));
  }
  const hoursHundredths = raw.hours === '' ? null : hoursToHundredths(raw.hours);
  if (hoursHundredths === null) problems.push(REPAIR_TARIFF_MESSAGES.hours);
  const materialPaise = raw.material === '' ? null : rupeesToPaise(raw.material);
  if (materialPaise === null)
    problems.push('Material must be an amount in rupees with at most 2 decimals.');

  const values: TariffRow = {
    text: raw,
    componentId,
    repairId,
    damageId,
    size,
    measure,
    uptoLengthCm,
    uptoBreadthCm,
    hoursHundredths: hoursHundredths ?? 0,
    materialPaise: materialPaise ?? 0,
  };
  const warnings: string[] = [];
  if (problems.length === 0) {
    const key = keyOf(values);
    if (seenBefore(key))
      problems.push(
        'The file prices this component, repair, damage, size and band more than once.',
      );
    else if (onRecord.has(key)) warnings.push('Updates the row on record.');
  }
  return { values, problems, warnings };
}

/** The fields of a row as history records them, in the list's spelling. */
const recordOf = (row: Omit<TariffRow, 'text'>) => ({
  componentid: row.componentId,
  repairid: row.repairId,
  damageid: row.damageId,
  size: row.size,
  measure: row.measure,
  upto_length_cm: row.uptoLengthCm,
  upto_breadth_cm: row.uptoBreadthCm,
  hours: hoursOf(row.hoursHundredths),
  material: row.materialPaise,
});

const int = (value: number) => sql`${value}::int`;

/**
 * A shipping line's repair tariff from its spreadsheet: the rows new to the link party are
 * added, those whose key is on record get the file's hours and material; each change is in the
 * history, as an edit on the Repair Tariff screen is.
 */
export const repairTariffUpload = {
  name: 'repair-tariff',
  columns: repairTariffLayout,

  async check(db, context, user, rows, seen) {
    const codes = await codesByShortName(db);
    const onRecord = await recordedRows(db, user.company_id, context.linkPartyId);
    const isDuplicate = seenBefore(seen);
    return rows.map(({ rowNo, raw }) => ({
      rowNo,
      ...checkTariffRow(raw, codes, onRecord, isDuplicate),
    }));
  },

  preview(row: CheckedRow<TariffRow>): RepairTariffPreviewRow {
    const { text } = row.values;
    return {
      'Sl. No': row.rowNo,
      Component: text.component,
      Repair: text.repair,
      Damage: text.damage,
      Size: text.size,
      Measure: text.measure,
      'Upto Length (cm)': text.length,
      'Upto Breadth (cm)': text.breadth,
      Hours: text.hours,
      'Material (₹)': text.material,
      Status: statusOf(row),
    };
  },

  async apply(tx, rows, context, user) {
    if (rows.length === 0) return { saved: 0, containersAdded: 0 };
    // Read again, locked: a row added since the preview is updated rather than added twice.
    const onRecord = await recordedRows(tx, user.company_id, context.linkPartyId, true);
    const now = new Date();
    const changes: Change[] = [];
    const added: TariffRow[] = [];
    const updated: { id: number; row: TariffRow }[] = [];
    for (const row of rows) {
      const stored = onRecord.get(keyOf(row));
      if (!stored) added.push(row);
      else if (
        stored.hoursHundredths !== row.hoursHundredths ||
        stored.materialPaise !== row.materialPaise
      ) {
        updated.push({ id: stored.id, row });
        changes.push({
          entity: 'repairTariff',
          entityId: stored.id,
          action: 'updated',
          before: recordOf(stored),
          after: recordOf(row),
        });
      }
    }
    const ids = await insertMany(
      tx,
      repairTariffs,
      added.map(({ text: _, ...row }) => ({
        ...row,
        companyId: user.company_id,
        linkPartyId: context.linkPartyId,
        createdBy: user.user_id,
        createdAt: now,
      })),
      ['id'],
    );
    ids.forEach(({ id }, index) => {
      const row = added[index];
      if (row)
        changes.push({
          entity: 'repairTariff',
          entityId: id,
          action: 'created',
          after: recordOf(row),
        });
    });
    if (updated.length > 0) {
      const values = updated.map(
        ({ id, row }) =>
          sql`(${int(id)}, ${int(row.hoursHundredths)}, ${row.materialPaise}::bigint)`,
      );
      await tx.execute(sql`
        update repair_tariffs as t
        set hours_hundredths = v.hours, material_paise = v.material,
          modified_by = ${int(user.user_id)}, modified_at = ${now.toISOString()}::timestamptz
        from (values ${sql.join(values, sql`, `)}) as v(id, hours, material)
        where t.id = v.id and t.company_id = ${int(user.company_id)}`);
    }
    await recordChange(tx, user, ...changes);
    // A row the file gives as it stands on record is saved too: the tariff now says what it says.
    return { saved: rows.length, containersAdded: 0 };
  },
} satisfies UploadKind<Key, TariffRow, TariffContext, RepairTariffPreviewRow>;
