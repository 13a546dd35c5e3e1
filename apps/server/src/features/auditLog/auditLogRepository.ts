import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntityName,
  type AuditLogRow,
  type auditLogFilters,
  type PageInfo,
  type PageQuery,
} from '@quaybook/contract';
import { PORT_TIME_ZONE } from '@quaybook/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { changeHistory, users } from '../../db/schema';
import { countOf, pageInfoOf, pageWindow } from '../../shared/paging';
import { shownValue } from './auditedMoney';

export type AuditLogFilter = z.output<typeof auditLogFilters>;

const DEFAULT_PAGE_SIZE = 20;

/** The start of a day on the ports' clock, whatever zone the database runs in. */
const portDay = (isoDate: string, days = 0) =>
  sql`((${isoDate}::date + ${days}::int)::timestamp at time zone ${PORT_TIME_ZONE})`;

/** The caller's company's changes the filters ask for; the days are whole days in IST. */
function changesOf(companyId: number, filter: AuditLogFilter): SQL | undefined {
  return and(
    eq(changeHistory.companyId, companyId),
    filter.user ? eq(changeHistory.changedBy, filter.user) : undefined,
    filter.entity ? eq(changeHistory.entity, filter.entity) : undefined,
    filter.entityId ? eq(changeHistory.entityId, filter.entityId) : undefined,
    filter.fromdate ? gte(changeHistory.changedAt, portDay(filter.fromdate)) : undefined,
    filter.todate ? lt(changeHistory.changedAt, portDay(filter.todate, 1)) : undefined,
  );
}

// Newest first; the id breaks ties, so pages never share or skip a row.
const newestFirst = [desc(changeHistory.changedAt), desc(changeHistory.id)];

const selectChanges = (db: Database) =>
  db
    .select({ event: changeHistory, username: users.name })
    .from(changeHistory)
    .leftJoin(users, eq(users.id, changeHistory.changedBy))
    .$dynamic();

type Selected = Awaited<ReturnType<typeof selectChanges>>[number];

const rowOf = ({ event, username }: Selected): AuditLogRow => {
  const entity = event.entity as AuditEntityName;
  return {
    id: event.id,
    changedat: event.changedAt.toISOString(),
    userid: event.changedBy,
    username,
    entity,
    entitylabel: AUDIT_ENTITIES[entity] ?? event.entity,
    entityid: event.entityId,
    action: event.action,
    actionlabel: AUDIT_ACTION_LABELS[event.action as AuditAction] ?? event.action,
    changes: Object.entries(event.changes as Record<string, [unknown, unknown]>).map(
      ([field, [before, after]]) => ({
        field,
        before: shownValue(entity, field, before),
        after: shownValue(entity, field, after),
      }),
    ),
  };
};

/** A page of the audit log, newest first, with the count of every change the filters find. */
export async function listAuditLog(
  db: Database,
  companyId: number,
  query: AuditLogFilter & PageQuery,
): Promise<{ rows: AuditLogRow[]; info: PageInfo }> {
  const where = changesOf(companyId, query);
  const window = pageWindow({
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  if (!window) throw new Error('unreachable: a page is always asked for');
  const rows = await selectChanges(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  const total = await countOf(db, changeHistory, where);
  return { rows: rows.map(rowOf), info: pageInfoOf(window, total) };
}

/** Every change the filters find, newest first, for the export. */
export async function allAuditLog(
  db: Database,
  companyId: number,
  filter: AuditLogFilter,
): Promise<AuditLogRow[]> {
  return (
    await selectChanges(db)
      .where(changesOf(companyId, filter))
      .orderBy(...newestFirst)
  ).map(rowOf);
}
