import type { ContainerTimeline, HistoryEvent, SessionUser } from '@quaybook/contract';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { changeHistory, inspections, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containerDataOf, containerDetailsOf } from './containerDetails';
import { damageLineRows } from './damageLines';
import { findContainer } from './inspectionRepository';
import { inspectionRowOf, newestFirst, selectInspectionRows } from './inspectionRows';
import { photoRows } from './photos';

const ownHistory = alias(changeHistory, 'own_history');

/**
 * Every recorded change of a container: its own, its inspections' (even those since deleted,
 * found through their history rows) and their damage lines', newest first.
 */
async function historyOf(db: Database, companyId: number, containerId: number) {
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

/** A container's page: the container, each inspection with its lines and photos, every change. */
export async function containerTimeline(
  db: Database,
  user: SessionUser,
  number: string,
): Promise<ContainerTimeline> {
  const container = await findContainer(db, user.company_id, number);
  if (!container) throw notFound(`Container ${number} was not found.`);
  const listed = (
    await selectInspectionRows(db)
      .where(
        and(eq(inspections.companyId, user.company_id), eq(inspections.containerId, container.id)),
      )
      .orderBy(...newestFirst)
  ).map(inspectionRowOf);
  const ids = listed.map((row) => row.reportid);
  const [damages, photos, history] = await Promise.all([
    damageLineRows(db, user.company_id, ids),
    photoRows(db, user.company_id, ids),
    historyOf(db, user.company_id, container.id),
  ]);
  return {
    container: containerDataOf(await containerDetailsOf(db, container)),
    inspections: listed.map((row) => ({
      ...row,
      damages: damages.filter((line) => line.reportid === row.reportid),
      photos: photos.filter((photo) => photo.reportid === row.reportid),
    })),
    history,
  };
}
