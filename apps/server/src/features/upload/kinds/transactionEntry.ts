import {
  INSPECTION_MESSAGES,
  MOVEMENT_FIELD_MESSAGES,
  type SessionUser,
  type TransactionPreviewRow,
  type TransactionUploadQuery,
  transactionLayout,
} from '@quaybook/contract';
import { Condition, readSizeType } from '@quaybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import { containers, inspections } from '../../../db/schema';
import { recordChange } from '../../../shared/history';
import { everyField, insertMany } from '../../../shared/insertMany';
import { containerCreated } from '../../container/containerHistory';
import { numberWarningFlag } from '../../container/numberWarning';
import {
  applyMovementRules,
  type InspectionInput,
  inspectionValues,
} from '../../inspection/inspectionChecks';
import { inspectionChange } from '../../inspection/inspectionHistory';
import { inspectionFacts } from '../../inspection/inspectionRows';
import { cellDate, cellTime, cellYesNo, codeRead, isoCodeProblem, lowerText } from '../cells';
import { containerNumberCell, containerNumbersOf, seenBefore, statusOf } from '../checkedRows';
import type { CheckedRow, RawRow, UploadKind } from '../uploadKind';
import {
  type IsoFacts,
  inspectionsOfUpload,
  type TransactionContext,
  type TransactionLookups,
  transactionLookups,
} from './transactionLookups';

type Key = (typeof transactionLayout)[number]['key'];

export const transactionContext = (query: TransactionUploadQuery): TransactionContext => ({
  applicantId: query.applicantid,
  accountId: query.accountid,
  vesselId: query.vessselid,
  voyageId: query.voyageid,
  locationId: query.locationid,
  movementId: query.movement,
});

/** The inspection fields a row of the file gives (the rest come from the form). */
type RowFields = Pick<
  InspectionInput,
  | 'tolocation'
  | 'cfsName'
  | 'seal'
  | 'inspdate'
  | 'insptime'
  | 'note'
  | 'cargowt'
  | 'hazstat'
  | 'loadport'
  | 'destnport'
  | 'transport'
  | 'transporter'
  | 'tranmode'
  | 'bookingrelno'
>;

/** A staged row: the cells as the file gave them (normalised) and the inspection they make. */
interface TransactionRow {
  text: RawRow<Key>;
  containerId: number | null;
  /** A container new to the company, added on save with this ISO code and the list's weights. */
  newContainer: (IsoFacts & { tare: number; gross: number }) | null;
  fields: RowFields;
}

/** The longest text each free column keeps, as the entry screen allows. */
const TEXT_LIMITS = { seal: 50, bookingNo: 50, note: 1000 } as const;
const TEXT_LABELS = { seal: 'Seal', bookingNo: 'Booking No', note: 'Note' } as const;

const TRANSPORT_MODES: Record<string, 'R' | 'T'> = { r: 'R', road: 'R', t: 'T', train: 'T' };

/** A lookup of a cell that may be blank: undefined when blank, null when it names nothing known. */
const named = (map: ReadonlyMap<string, number>, text: string) =>
  text === '' ? undefined : (map.get(lowerText(text)) ?? null);

/**
 * Checks one row against what its chunk looked up: every reason it will be skipped at once. The
 * movement decides the required fields as the entry screen's check does (`applyMovementRules`).
 */
export function checkTransactionRow(
  raw: RawRow<Key>,
  found: TransactionLookups,
  duplicate: (number: string) => string | undefined,
): { values: TransactionRow; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const container = containerNumberCell(raw.container);
  const number = container.check;
  // The file has no size column: a type code is read only with its size (20GP, 40HC).
  const type = readSizeType(raw.isoCode, null);
  const text: RawRow<Key> = {
    ...raw,
    container: number.number,
    isoCode: codeRead(type) || raw.isoCode.toUpperCase(),
    transportMode: raw.transportMode.toUpperCase(),
    hazardous: raw.hazardous.toUpperCase(),
  };
  let containerId: number | null = null;
  let newContainer: TransactionRow['newContainer'] = null;
  const listed = found.listed.get(number.number);
  if (container.problem) problems.push(container.problem);
  else {
    const twice = duplicate(number.number);
    if (twice) problems.push(twice);
    containerId = found.containerIds.get(number.number) ?? null;
    if (containerId === null) {
      const iso = found.iso.get(text.isoCode);
      const typeProblem = isoCodeProblem(raw.isoCode, type, iso !== undefined);
      if (!text.isoCode)
        problems.push(
          `Container ${number.number} is not recorded yet: give its ISO code in the ISO column.`,
        );
      else if (typeProblem) problems.push(typeProblem);
      else if (iso) newContainer = { ...iso, tare: listed?.tare ?? 0, gross: listed?.gross ?? 0 };
    }
  }

  const inspdate = cellDate(raw.date);
  if (!raw.date) problems.push('Date is missing.');
  else if (inspdate === null) problems.push(`Date ${raw.date} is not a date (dd/mm/yyyy).`);
  const insptime = cellTime(raw.time);
  if (!raw.time) problems.push('Time is missing.');
  else if (insptime === null) problems.push(`Time ${raw.time} is not a time of day (HHMM).`);

  const tolocation = named(found.places, raw.toPlace);
  if (tolocation === null) problems.push(`To Place ${raw.toPlace} is not a known location.`);
  const port = (title: 'POL' | 'POD' | 'FPD', cell: string) => {
    const id = named(found.ports, cell);
    if (id === null) problems.push(`${title} ${cell} is not a known port.`);
    return id ?? null;
  };
  const loadport = port('POL', raw.pol);
  const destnport = port('POD', raw.pod);
  const transport = port('FPD', raw.fpd);
  const transporter = named(found.transporters, raw.transporter);
  if (transporter === null)
    problems.push(`Transporter ${raw.transporter} is not one of your company's transporters.`);
  const tranmode = raw.transportMode
    ? (TRANSPORT_MODES[lowerText(raw.transportMode)] ?? null)
    : null;
  if (raw.transportMode && tranmode === null)
    problems.push(`Tran Mode ${raw.transportMode} is not R (road) or T (train).`);
  const hazardous = cellYesNo(raw.hazardous);
  if (hazardous === null) problems.push(`Haz ${raw.hazardous} is not Y or N.`);
  for (const key of ['seal', 'bookingNo', 'note'] as const)
    if (raw[key].length > TEXT_LIMITS[key])
      problems.push(`${TEXT_LABELS[key]} can be at most ${TEXT_LIMITS[key]} characters.`);

  let fields: RowFields = {
    tolocation: tolocation ?? null,
    // The file has no CFS or weight column: the call's advance list gives them when it lists the box.
    cfsName: listed?.cfsId ?? null,
    cargowt: listed?.gross ?? null,
    seal: raw.seal || null,
    inspdate: inspdate ?? '',
    insptime: insptime ?? '',
    note: raw.note || null,
    hazstat: hazardous ? 'Y' : 'N',
    loadport,
    destnport,
    transport,
    transporter: transporter ?? null,
    tranmode,
    bookingrelno: raw.bookingNo || null,
  };
  if (!found.rules) problems.push('The chosen movement is not one of your company’s movements.');
  else {
    const ruled = applyMovementRules(found.rules, fields);
    fields = ruled.fixed;
    // A cell that names nothing known is reported as such, not again as missing.
    const given: Partial<Record<keyof typeof MOVEMENT_FIELD_MESSAGES, string>> = {
      loadport: raw.pol,
      destnport: raw.pod,
      transport: raw.fpd,
      transporter: raw.transporter,
      tranmode: raw.transportMode,
    };
    for (const wire of ruled.missing)
      if (!given[wire]) problems.push(MOVEMENT_FIELD_MESSAGES[wire]);
  }
  return {
    values: { text, containerId, newContainer, fields },
    problems,
    warnings: container.warnings,
  };
}

/** The inspection a saved row records: the form's choices, the row's fields, Sound and Non-EOR. */
function inspectionInput(
  row: TransactionRow,
  context: TransactionContext,
  containerId: number,
): InspectionInput {
  return {
    ...row.fields,
    containerId,
    containerNumber: row.text.container,
    applicant: context.applicantId,
    account: context.accountId,
    vesselld: context.vesselId,
    voyage: context.voyageId,
    movementId: context.movementId,
    locationId: context.locationId,
    conditionid: Condition.sound,
    typeid: 2,
    c_agentid: null,
    joborderno: null,
    slot: null,
    shifts: null,
    unno: null,
    temp: null,
    stowloc: null,
  };
}

/** Container transactions (Upload Entry, 002 §2.3): each OK row is recorded as an inspection. */
export const transactionEntry: UploadKind<
  Key,
  TransactionRow,
  TransactionContext,
  TransactionPreviewRow
> = {
  name: 'transaction-entry',
  columns: transactionLayout,

  async check(db, context, user, rows, seen) {
    const found = await transactionLookups(
      db,
      user.company_id,
      context,
      rows.map((row) => row.raw),
      containerNumbersOf(rows.map((row) => row.raw.container)),
    );
    const metBefore = seenBefore(seen);
    return rows.map(({ rowNo, raw }) => ({
      rowNo,
      ...checkTransactionRow(raw, found, (number) => {
        if (metBefore(number)) return `Container ${number} is in the file more than once.`;
        if (found.inspected.has(number)) return INSPECTION_MESSAGES.alreadyInspected(number);
        return undefined;
      }),
    }));
  },

  preview(row: CheckedRow<TransactionRow>): TransactionPreviewRow {
    const { text } = row.values;
    return {
      'SL no': row.rowNo,
      'Container no': text.container,
      Date: text.date,
      Time: text.time,
      Seal: text.seal,
      'To Place': text.toPlace,
      POL: text.pol,
      POD: text.pod,
      FPD: text.fpd,
      Transporter: text.transporter,
      'Tran Mode': text.transportMode,
      'Booking no': text.bookingNo,
      Haz: text.hazardous,
      Node: text.note,
      Status: statusOf(row),
    };
  },

  async apply(tx, rows, context, user: SessionUser) {
    const companyId = user.company_id;
    const fresh = rows.filter((row) => row.containerId === null && row.newContainer);
    // A container recorded by someone else since the preview keeps its own record.
    const added = await insertMany(
      tx,
      containers,
      fresh.map(({ text, newContainer: iso }) => ({
        companyId,
        number: text.container,
        numberWarning: numberWarningFlag(text.container),
        size: iso?.size ?? 20,
        isoCode: iso?.code ?? null,
        typeCode: iso?.typeCode ?? null,
        typeText: iso?.typeText ?? null,
        tareWeight: iso?.tare ?? 0,
        grossWeight: iso?.gross ?? 0,
        createdBy: user.user_id,
      })),
      everyField(containers),
      { onConflictDoNothing: true },
    );
    await recordChange(tx, user, ...added.map(containerCreated));
    const numbers = rows.map((row) => row.text.container);
    const ids = new Map(
      (
        await tx
          .select({ id: containers.id, number: containers.number })
          .from(containers)
          .where(
            and(
              eq(containers.companyId, companyId),
              sql`${containers.number} = any(${sql.param(numbers)}::text[])`,
            ),
          )
      ).map((row) => [row.number, row.id]),
    );
    // A container inspected by another save since the preview is not inspected twice.
    const since = new Set(
      ids.size === 0
        ? []
        : (
            await tx
              .select({ containerId: inspections.containerId })
              .from(inspections)
              .where(
                and(
                  inspectionsOfUpload(companyId, context),
                  sql`${inspections.containerId} = any(${sql.param([...ids.values()])}::int[])`,
                ),
              )
          ).map((row) => row.containerId),
    );
    const now = new Date();
    const values = rows.flatMap((row) => {
      const containerId = ids.get(row.text.container);
      if (containerId === undefined || since.has(containerId)) return [];
      return [
        {
          ...inspectionValues(inspectionInput(row, context, containerId)),
          companyId,
          containerId,
          createdBy: user.user_id,
          createdAt: now,
        },
      ];
    });
    // Whole rows, as the entry screen's save has them for the history it records.
    const saved = await insertMany(tx, inspections, values, everyField(inspections));
    const numberOf = new Map([...ids].map(([number, id]) => [id, number]));
    await recordChange(
      tx,
      user,
      ...saved.map((record) =>
        inspectionChange(record, {
          action: 'created',
          after: { contnumber: numberOf.get(record.containerId), ...inspectionFacts(record) },
        }),
      ),
    );
    return { saved: saved.length, containersAdded: added.length };
  },
};
