import {
  DELIVERY_NUMBERS_SHOWN,
  type DeliveryLogFilters,
  type DeliveryRow,
} from '@quaybook/contract';
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

/**
 * The numbers of the containers each delivery holds, the first few in order: its inspections'
 * (CODECO, COARRI, OVA), its DESTIM's estimate's (DESTIM) or its PDF's report's (REPORT).
 */
async function containerNumbers(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const numbers = new Map<number, string[]>();
  if (ids.length === 0) return numbers;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with held as (
      select item.delivery_id, container.number
        from edi_delivery_items item
        cross join lateral (
          select id, container_id from inspections
           where item.message in ('CODECO', 'COARRI', 'OVA') and id = item.item_id
          union all
          select inspection.id, inspection.container_id
            from estimates estimate join inspections inspection on inspection.id = estimate.inspection_id
           where item.message = 'DESTIM' and estimate.destim_document_id = item.item_id
          union all
          select inspection.id, inspection.container_id
            from reports report join inspections inspection on inspection.report_id = report.id
           where item.message = 'REPORT' and report.document_id = item.item_id
        ) inspection
        join containers container on container.id = inspection.container_id
       where item.delivery_id in (${list})
    )
    select delivery_id, number from (
      select delivery_id, number,
             row_number() over (partition by delivery_id order by number) as place
        from (select distinct delivery_id, number from held) one
    ) ranked
     where place <= ${DELIVERY_NUMBERS_SHOWN}
     order by delivery_id, number`)) as unknown as {
    rows: { delivery_id: number; number: string }[];
  };
  for (const row of result.rows) {
    const id = Number(row.delivery_id);
    numbers.set(id, [...(numbers.get(id) ?? []), row.number]);
  }
  return numbers;
}

/** The rows as the log shows them, with their containers' numbers. */
async function rowsOf(db: Database, selected: Selected[]): Promise<DeliveryRow[]> {
  const numbers = await containerNumbers(
    db,
    selected.map((row) => row.delivery.id),
  );
  return selected.map((row) => rowOf(row, numbers.get(row.delivery.id) ?? []));
}

function rowOf({ delivery, ...row }: Selected, containernos: string[]): DeliveryRow {
  return {
    id: delivery.id,
    linkpartyid: delivery.linkPartyId,
    shortname: row.shortName,
    message: delivery.message,
    reference: delivery.controlReference,
    containers: delivery.containerCount,
    containernos,
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
  return { rows: await rowsOf(db, rows), total: count?.total ?? 0 };
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
  return rowsOf(db, rows);
}
