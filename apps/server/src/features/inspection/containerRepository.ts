import type { HistoryEvent } from '@quaybook/contract';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  changeHistory,
  containers,
  inspections,
  isoCodes,
  linkParties,
  users,
} from '../../db/schema';
import { lockedVersionOf } from '../../shared/rowVersion';
import { inspectionRowOf, newestFirst, selectInspectionRows } from './inspectionRowRepository';

/** The company's link party of an applicant and account, the first made if several. */
export async function linkPartyIdOf(
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number,
) {
  const [party] = await db
    .select({ id: linkParties.id })
    .from(linkParties)
    .where(
      and(
        eq(linkParties.companyId, companyId),
        eq(linkParties.applicantId, applicantId),
        eq(linkParties.accountId, accountId),
      ),
    )
    .orderBy(asc(linkParties.id))
    .limit(1);
  return party?.id ?? null;
}

/** The container's latest inspection, if it has one. */
export async function lastInspectionOf(db: Database, containerId: number) {
  const [last] = await db
    .select()
    .from(inspections)
    .where(eq(inspections.containerId, containerId))
    .orderBy(...newestFirst)
    .limit(1);
  return last;
}

/** The ISO code list's entry of this code, if it has one. */
export async function isoCodeOf(db: Database, code: string) {
  const [iso] = await db.select().from(isoCodes).where(eq(isoCodes.code, code));
  return iso;
}

const companyContainer = (companyId: number, id: number) =>
  and(eq(containers.id, id), eq(containers.companyId, companyId));

/** The company's container of this id, locked for the change, if the company has it. */
export async function containerForChange(tx: Database, companyId: number, id: number) {
  const [container] = await tx
    .select()
    .from(containers)
    .where(companyContainer(companyId, id))
    .for('update');
  return container;
}

/** The company's container's version as stored, locked until the transaction ends. */
export const lockedContainerVersion = (tx: Database, companyId: number, id: number) =>
  lockedVersionOf(tx, containers, companyContainer(companyId, id));

/** Writes a container's new values over it and answers it as saved. */
export async function updateContainer(
  tx: Database,
  id: number,
  values: Partial<typeof containers.$inferInsert>,
) {
  const [saved] = await tx.update(containers).set(values).where(eq(containers.id, id)).returning();
  return saved;
}

const ownHistory = alias(changeHistory, 'own_history');

/**
 * Every recorded change of a container: its own, its inspections' (even those since deleted,
 * found through their history rows) and their damage lines', newest first.
 */
export async function containerHistory(db: Database, companyId: number, containerId: number) {
  const inspectionIds = db
    .select({ id: ownHistory.entityId })
    .from(ownHistory)
    .where(
      and(
        eq(ownHistory.companyId, companyId),
        eq(ownHistory.entity, 'inspection'),
        eq(ownHistory.parentEntity, 'container'),
        eq(ownHistory.parentId, containerId),
      ),
    );
  const rows = await db
    .select({ event: changeHistory, changedByName: users.name })
    .from(changeHistory)
    .leftJoin(users, eq(users.id, changeHistory.changedBy))
    .where(
      and(
        eq(changeHistory.companyId, companyId),
        or(
          and(eq(changeHistory.entity, 'container'), eq(changeHistory.entityId, containerId)),
          and(eq(changeHistory.parentEntity, 'container'), eq(changeHistory.parentId, containerId)),
          and(
            eq(changeHistory.parentEntity, 'inspection'),
            inArray(changeHistory.parentId, inspectionIds),
          ),
        ),
      ),
    )
    .orderBy(desc(changeHistory.changedAt), desc(changeHistory.id));
  return rows.map(
    ({ event, changedByName }): HistoryEvent => ({
      id: event.id,
      entity: event.entity,
      entityId: event.entityId,
      action: event.action,
      changes: event.changes as HistoryEvent['changes'],
      changedBy: event.changedBy,
      changedByName,
      changedAt: event.changedAt.toISOString(),
    }),
  );
}

/** The company's inspections of the container as rows, newest first. */
export async function containerInspectionRows(
  db: Database,
  companyId: number,
  containerId: number,
) {
  const rows = await selectInspectionRows(db)
    .where(and(eq(inspections.companyId, companyId), eq(inspections.containerId, containerId)))
    .orderBy(...newestFirst);
  return rows.map(inspectionRowOf);
}
