import {
  type PomsPreviewRow,
  type PomsUploadQuery,
  pomsLayout,
  type SessionUser,
} from '@quaybook/contract';
import { lockMessage } from '@quaybook/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { containers, inspections } from '../../../db/schema';
import { type Change, recordChange } from '../../../shared/history';
import { inTurn } from '../../../shared/inTurn';
import { inspectionChange } from '../../inspection/inspectionHistory';
import { inspectionsWithLocks } from '../../inspection/inspectionRepository';
import type { InspectionRecord } from '../../inspection/inspectionRowRepository';
import { inspectionFacts } from '../../inspection/inspectionRows';
import { kilograms, lowerText, portsByName } from '../cells';
import {
  containerNumberCell,
  containerNumbersOf,
  groupBy,
  seenBefore,
  statusOf,
} from '../checkedRows';
import type { CheckedRow, RawRow, UploadKind } from '../uploadKind';
import { WEIGHT_BOUNDS } from './advanceList';
import { inspectionsOfUpload } from './transactionLookups';

type Key = (typeof pomsLayout)[number]['key'];

/** Whose inspections a POMS file updates: the form's choices. */
interface PomsContext {
  applicantId: number;
  accountId: number;
  vesselId: number;
  voyageId: number;
  movementId: number;
}

export const pomsContext = (query: PomsUploadQuery): PomsContext => ({
  applicantId: query.applicantid,
  accountId: query.accountid,
  vesselId: query.vesselid,
  voyageId: query.voyageid,
  movementId: query.movementid,
});

/** A staged POMS row: the cells as given and what they change; null leaves a field as it is. */
interface PomsRow {
  text: RawRow<Key>;
  containerId: number | null;
  /** The inspections of the form's party, vessel, voyage and movement of this container. */
  inspectionIds: number[];
  tare: number | null;
  gross: number | null;
  polId: number | null;
  podId: number | null;
  fpdId: number | null;
}

/** An inspection of the form's call as a POMS row finds it, with what locks it. */
export interface PomsMatch {
  id: number;
  containerId: number;
  containerNumber: string;
  containerTare: number;
  reportNo: string | null;
  billNo: string | null;
}

/** What a chunk's rows name, looked up once for the chunk. */
export interface PomsFacts {
  ports: Map<string, number>;
  /** The call's inspections of each container. */
  matches: Map<string, PomsMatch[]>;
}

const PORTS = [
  ['pol', 'POL'],
  ['pod', 'POD'],
  ['fpd', 'FPD'],
] as const;

/** The call's inspections named by `where`, with their containers and what locks them. */
const callInspections = (db: Database, where: SQL | undefined) =>
  inspectionsWithLocks(db).where(where).orderBy(inspections.id);

async function lookups(
  db: Database,
  companyId: number,
  context: PomsContext,
  rows: readonly RawRow<Key>[],
): Promise<PomsFacts> {
  const numbers = containerNumbersOf(rows.map((row) => row.container));
  const [ports, found] = await inTurn(
    () =>
      portsByName(
        db,
        rows.flatMap((row) => PORTS.map(([key]) => row[key])),
      ),
    () =>
      numbers.length === 0
        ? []
        : callInspections(
            db,
            and(inspectionsOfUpload(companyId, context), inArray(containers.number, numbers)),
          ),
  );
  const matches = groupBy(
    found,
    (row) => row.containerNumber,
    (row): PomsMatch => ({
      id: row.record.id,
      containerId: row.record.containerId,
      containerNumber: row.containerNumber,
      containerTare: row.containerTare,
      reportNo: row.reportNo,
      billNo: row.billNo,
    }),
  );
  return { ports, matches };
}

/** The problem of a weight cell, or none; blank is fine (the weight stays as it is). */
function weightProblem(label: string, text: string, kg: number | null): string | undefined {
  if (text === '') return undefined;
  if (kg === null) return `${label} ${text} is not a whole number of kg.`;
  return undefined;
}

/**
 * Checks one row against what its chunk names: the container and its inspection of the call
 * (not locked on a report or bill), the weights, the ports, and duplicates in the file.
 */
export function checkPomsRow(
  raw: RawRow<Key>,
  facts: PomsFacts,
  seenBefore: (number: string) => boolean,
): { values: PomsRow; problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const container = containerNumberCell(raw.container);
  const number = container.check;
  const wellFormed = container.problem === null;
  const text: RawRow<Key> = { ...raw, container: number.number };
  if (container.problem) problems.push(container.problem);
  else if (seenBefore(number.number))
    problems.push(`Container ${number.number} is in the file more than once.`);

  const matches = wellFormed ? (facts.matches.get(number.number) ?? []) : [];
  if (wellFormed) {
    if (matches.length === 0)
      problems.push(
        `Container ${number.number} has no inspection of this party, vessel, voyage and movement.`,
      );
    for (const match of matches) {
      const locked = lockMessage(match);
      if (locked) {
        problems.push(locked);
        break;
      }
    }
  }

  const tare = kilograms(raw.tare);
  const gross = kilograms(raw.gross);
  const tareProblem = weightProblem('Tare', raw.tare, tare);
  if (tareProblem) problems.push(tareProblem);
  else if (tare !== null && (tare < WEIGHT_BOUNDS.tare.min || tare > WEIGHT_BOUNDS.tare.max))
    problems.push(
      `Tare ${tare} kg is outside ${WEIGHT_BOUNDS.tare.min}–${WEIGHT_BOUNDS.tare.max} kg.`,
    );
  const grossProblem = weightProblem('Gross', raw.gross, gross);
  // A gross weight is weighed against the tare the row gives, else the container's own.
  const tareNow = tare ?? matches[0]?.containerTare ?? null;
  if (grossProblem) problems.push(grossProblem);
  else if (gross !== null && gross > WEIGHT_BOUNDS.gross.max)
    problems.push(`Gross ${gross} kg is more than ${WEIGHT_BOUNDS.gross.max} kg.`);
  else if (gross !== null && tareNow !== null && gross < tareNow)
    problems.push(`Gross ${gross} kg is less than the tare (${tareNow} kg).`);

  const portIds = { pol: null, pod: null, fpd: null } as Record<
    'pol' | 'pod' | 'fpd',
    number | null
  >;
  for (const [key, label] of PORTS) {
    if (!raw[key]) continue;
    const id = facts.ports.get(lowerText(raw[key])) ?? null;
    if (id === null) problems.push(`${label} ${raw[key]} is not a known port.`);
    portIds[key] = id;
  }
  if (!raw.tare && !raw.gross && PORTS.every(([key]) => !raw[key]))
    problems.push('The row gives no weight or port to update.');

  return {
    values: {
      text,
      containerId: matches[0]?.containerId ?? null,
      inspectionIds: matches.map((match) => match.id),
      tare,
      gross,
      polId: portIds.pol,
      podId: portIds.pod,
      fpdId: portIds.fpd,
    },
    problems,
    warnings: container.warnings,
  };
}

/** The inspection after a row's update: a field the row leaves blank stays as it is. */
const updated = (record: InspectionRecord, row: PomsRow): InspectionRecord => ({
  ...record,
  cargoWeight: row.gross ?? record.cargoWeight,
  polId: row.polId ?? record.polId,
  podId: row.podId ?? record.podId,
  fpdId: row.fpdId ?? record.fpdId,
});

const int = (value: number | null) => sql`${value}::int`;

/** Sets each inspection's weight and ports to its own values, in one statement. */
async function updateInspections(
  tx: Database,
  records: readonly InspectionRecord[],
  user: SessionUser,
  now: Date,
) {
  if (records.length === 0) return;
  const values = records.map(
    (r) =>
      sql`(${int(r.id)}, ${int(r.cargoWeight)}, ${int(r.polId)}, ${int(r.podId)}, ${int(r.fpdId)})`,
  );
  await tx.execute(sql`
    update inspections as i
    set cargo_weight = v.cargo_weight, pol_id = v.pol_id, pod_id = v.pod_id, fpd_id = v.fpd_id,
      modified_by = ${int(user.user_id)}, modified_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, cargo_weight, pol_id, pod_id, fpd_id)
    where i.id = v.id and i.company_id = ${int(user.company_id)}`);
}

/** Sets each container's tare to its own value, in one statement. */
async function updateTares(
  tx: Database,
  tares: readonly { id: number; tare: number }[],
  user: SessionUser,
  now: Date,
) {
  if (tares.length === 0) return;
  const values = tares.map((t) => sql`(${int(t.id)}, ${int(t.tare)})`);
  await tx.execute(sql`
    update containers as c
    set tare_weight = v.tare, modified_by = ${int(user.user_id)},
      modified_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, tare)
    where c.id = v.id and c.company_id = ${int(user.company_id)}`);
}

/**
 * Upload POMS (002 §2.3): a line's weights and ports for a vessel call, written onto the
 * inspections of that party, vessel, voyage and movement, each change in its history.
 */
export const pomsUpdate = {
  name: 'poms-update',
  columns: pomsLayout,

  async check(db, context, user, rows, seen) {
    const facts = await lookups(
      db,
      user.company_id,
      context,
      rows.map((row) => row.raw),
    );
    const isDuplicate = seenBefore(seen);
    return rows.map(({ rowNo, raw }) => ({ rowNo, ...checkPomsRow(raw, facts, isDuplicate) }));
  },

  preview(row: CheckedRow<PomsRow>): PomsPreviewRow {
    const { text } = row.values;
    return {
      'Sl. No': row.rowNo,
      Container: text.container,
      'Tare Wt.': text.tare,
      'Gross Wt': text.gross,
      POL: text.pol,
      POD: text.pod,
      FPD: text.fpd,
      Status: statusOf(row),
    };
  },

  async apply(tx, rows, context, user, _batchId) {
    const ids = rows.flatMap((row) => row.inspectionIds);
    if (ids.length === 0) return { saved: 0, containersAdded: 0 };
    // Locked for the change and read again: a row moved off the call, or locked on a report or
    // bill since the preview, is skipped and counted as skipped.
    const current = await callInspections(
      tx,
      and(inspectionsOfUpload(user.company_id, context), inArray(inspections.id, ids)),
    ).for('update', { of: [inspections, containers] });
    const byId = new Map(current.map((row) => [row.record.id, row]));
    const now = new Date();
    const changedInspections: InspectionRecord[] = [];
    const tares: { id: number; tare: number }[] = [];
    const changes: Change[] = [];
    let saved = 0;
    for (const row of rows) {
      const found = row.inspectionIds.flatMap((id) => byId.get(id) ?? []);
      if (found.length === 0 || found.some((match) => lockMessage(match))) continue;
      saved += 1;
      for (const { record, containerNumber } of found) {
        const after = updated(record, row);
        if (JSON.stringify(inspectionFacts(after)) !== JSON.stringify(inspectionFacts(record))) {
          changedInspections.push(after);
          changes.push(
            inspectionChange(after, {
              action: 'updated',
              before: { contnumber: containerNumber, ...inspectionFacts(record) },
              after: { contnumber: containerNumber, ...inspectionFacts(after) },
            }),
          );
        }
      }
      const box = found[0];
      if (box && row.tare !== null && row.tare !== box.containerTare) {
        tares.push({ id: box.record.containerId, tare: row.tare });
        changes.push({
          entity: 'container',
          entityId: box.record.containerId,
          action: 'updated',
          before: { isotarewt: box.containerTare },
          after: { isotarewt: row.tare },
        });
      }
    }
    await updateInspections(tx, changedInspections, user, now);
    await updateTares(tx, tares, user, now);
    await recordChange(tx, user, ...changes);
    return { saved, containersAdded: 0 };
  },
} satisfies UploadKind<Key, PomsRow, PomsContext, PomsPreviewRow>;
