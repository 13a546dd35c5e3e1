import type { AuditAction, SessionUser } from '@quaybook/contract';
import type { Database } from '../db/client';
import { changeHistory, companies } from '../db/schema';
import { insertMany } from './insertMany';

/** What happened to a row; a new kind of change gets its name and label in the contract. */
export type ChangeAction = AuditAction;

/** A row as history keeps it: its wire field names and plain JSON values. */
export type HistoryRecord = Readonly<Record<string, unknown>>;

export interface Change {
  entity: string;
  entityId: number;
  /** What the row belongs to, so its timeline outlives the row (an inspection's container). */
  parent?: { entity: string; id: number } | undefined;
  action: ChangeAction;
  before?: HistoryRecord | undefined;
  after?: HistoryRecord | undefined;
}

type Changes = Record<string, [unknown, unknown]>;

/** Who makes a change: a user of the company, or nobody signed in (a party's approval link). */
type ChangedBy = { company_id: number; user_id: number | null };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * { field: [before, after] } for each field whose value differs; a creation (no before) or a
 * deletion (no after) keeps every field of the one side it has.
 */
export function changedFields(before?: HistoryRecord, after?: HistoryRecord): Changes {
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (!before || !after || !same(was, is)) changes[field] = [was, is];
  }
  return changes;
}

/** Whether recording the change would say anything: an update that changed nothing does not. */
const saysSomething = (change: Change, fields: Changes) =>
  change.action !== 'updated' || Object.keys(fields).length > 0;

/** The history rows of changes: one per change that says something, its diff worked out once. */
export function historyRows(user: ChangedBy, changes: Change[]) {
  return changes.flatMap((change) => {
    const fields = changedFields(change.before, change.after);
    if (!saysSomething(change, fields)) return [];
    return [
      {
        companyId: user.company_id,
        entity: change.entity,
        entityId: change.entityId,
        parentEntity: change.parent?.entity ?? null,
        parentId: change.parent?.id ?? null,
        action: change.action,
        changes: fields,
        changedBy: user.user_id,
        changedAt: new Date(),
      },
    ];
  });
}

/**
 * Records changes of rows in the caller's transaction, so a change and its history commit
 * together. An update that changed no field leaves no row.
 * @example await recordChange(tx, user, { entity: 'inspection', entityId: 7, action: 'deleted', before })
 */
export async function recordChange(
  tx: Database,
  user: ChangedBy,
  ...changes: Change[]
): Promise<void> {
  await recordChangeIn(tx, [user.company_id], user, ...changes);
}

/**
 * Records changes in the history of each company named, once each, so that each one's audit log
 * shows them: the group administrator's change of another company's user or record is the
 * concern of both companies.
 */
export async function recordChangeIn(
  tx: Database,
  companyIds: readonly number[],
  user: Pick<ChangedBy, 'user_id'>,
  ...changes: Change[]
): Promise<void> {
  const rows = [...new Set(companyIds)].flatMap((companyId) =>
    historyRows({ company_id: companyId, user_id: user.user_id }, changes),
  );
  // One statement however many rows a bulk change touched.
  await insertMany(tx, changeHistory, rows);
}

/**
 * Records changes of shared reference data (places, ports, code lists) in every company's
 * history: each company's files and screens read those rows, so each one's administrators see
 * who changed them, and how, in their audit log.
 */
export async function recordSharedChange(
  tx: Database,
  user: Pick<SessionUser, 'user_id'>,
  ...changes: Change[]
): Promise<void> {
  const every = await tx.select({ id: companies.id }).from(companies);
  await recordChangeIn(
    tx,
    every.map((company) => company.id),
    user,
    ...changes,
  );
}
