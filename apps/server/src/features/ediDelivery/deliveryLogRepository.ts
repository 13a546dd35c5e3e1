import type { DeliveryLogFilters, DeliveryRow } from '@quaybook/contract';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveries, deliverySettings, documents, linkParties } from '../../db/schema';

type Filters = Omit<DeliveryLogFilters, 'page' | 'pageSize'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const columns = {
  delivery: deliveries,
  shortName: linkParties.shortName,
  filename: documents.name,
  downloadName: documents.downloadName,
  host: deliverySettings.host,
  folder: deliverySettings.folder,
  emails: deliverySettings.emails,
};

function whereOf(companyId: number, filters: Filters): SQL | undefined {
  return and(
    eq(deliveries.companyId, companyId),
    filters.linkpartyid ? eq(deliveries.linkPartyId, filters.linkpartyid) : undefined,
    filters.message ? eq(deliveries.message, filters.message) : undefined,
    filters.state ? eq(deliveries.state, filters.state) : undefined,
    filters.fromdate ? gte(deliveries.createdAt, sql`${filters.fromdate}::date`) : undefined,
    // The whole of the To day.
    filters.todate ? lt(deliveries.createdAt, sql`${filters.todate}::date + 1`) : undefined,
  );
}

const select = (db: Database, where: SQL | undefined) =>
  db
    .select(columns)
    .from(deliveries)
    .innerJoin(linkParties, eq(linkParties.id, deliveries.linkPartyId))
    .innerJoin(documents, eq(documents.id, deliveries.documentId))
    .leftJoin(deliverySettings, eq(deliverySettings.linkPartyId, deliveries.linkPartyId))
    .where(where);

type Selected = Awaited<ReturnType<typeof select>>[number];

function rowOf({ delivery, ...row }: Selected): DeliveryRow {
  return {
    id: delivery.id,
    linkpartyid: delivery.linkPartyId,
    shortname: row.shortName,
    message: delivery.message,
    reference: delivery.controlReference,
    containers: delivery.containerCount,
    channel: delivery.channel,
    destination:
      delivery.channel === 'sftp'
        ? `${row.host ?? ''}:${row.folder ?? ''}`
        : (row.emails ?? []).join(', '),
    filename: row.filename,
    downloadname: row.downloadName,
    state: delivery.state,
    attempts: delivery.attempts,
    lasterror: delivery.lastError,
    nextattemptat: delivery.state === 'sent' ? null : iso(delivery.nextAttemptAt),
    sentat: iso(delivery.sentAt),
    acknowledgement: delivery.acknowledgement,
    acknowledgementdetail: delivery.acknowledgementDetail,
    createdat: delivery.createdAt.toISOString(),
  };
}

/** A page of the company's deliveries, newest first, and how many match. */
export async function deliveryLogPage(
  db: Database,
  companyId: number,
  filters: Filters,
  page: { page: number; pageSize: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = whereOf(companyId, filters);
  const [rows, [count]] = await Promise.all([
    select(db, where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(deliveries).where(where),
  ]);
  return { rows: rows.map(rowOf), total: count?.total ?? 0 };
}

/** The company's deliveries of these ids, as the log shows them. */
export async function deliveryRows(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  const rows = await select(
    db,
    and(eq(deliveries.companyId, companyId), inArray(deliveries.id, [...ids])),
  ).orderBy(desc(deliveries.id));
  return rows.map(rowOf);
}
