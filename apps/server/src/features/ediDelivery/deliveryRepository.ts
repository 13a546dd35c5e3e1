import type { DeliveryMessage } from '@quaybook/contract';
import type { EdiEvent } from '@quaybook/domain';
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  deliveries,
  deliveryAttempts,
  deliveryItems,
  documents,
  estimates,
  inspections,
  linkParties,
  movements,
  reports,
} from '../../db/schema';
import { insertMany } from '../../shared/insertMany';

export type NewDelivery = Omit<typeof deliveries.$inferInsert, 'id' | 'createdAt'>;
export type StoredDelivery = typeof deliveries.$inferSelect;

/** Records a delivery and what it holds; an item already in another delivery of the message refuses it. */
export async function insertDelivery(
  tx: Database,
  delivery: NewDelivery,
  itemIds: readonly number[],
): Promise<StoredDelivery> {
  const [row] = await tx.insert(deliveries).values(delivery).returning();
  if (!row) throw new Error('The delivery was not recorded.');
  await insertMany(
    tx,
    deliveryItems,
    itemIds.map((itemId) => ({ deliveryId: row.id, message: delivery.message, itemId })),
  );
  return row;
}

/** Not yet in a delivery of this message. */
const undelivered = (message: DeliveryMessage, itemId: typeof documents.id) =>
  notExists(
    sql`(select 1 from ${deliveryItems} where ${deliveryItems.message} = ${message} and ${deliveryItems.itemId} = ${itemId})`,
  );

/** A window of events: from the delivery's start to the cutoff. */
export interface Window {
  from: Date;
  to: Date;
}

/** The DESTIMs sent to the line in the window and not yet delivered: one document each. */
export function estimatesToDeliver(tx: Database, linkPartyId: number, window: Window) {
  return tx
    .select({
      estimateId: estimates.id,
      documentId: documents.id,
      name: documents.name,
      downloadName: documents.downloadName,
    })
    .from(estimates)
    .innerJoin(documents, eq(documents.id, estimates.destimDocumentId))
    .where(
      and(
        eq(estimates.linkPartyId, linkPartyId),
        gte(estimates.sentAt, window.from),
        lte(estimates.sentAt, window.to),
        undelivered('DESTIM', documents.id),
      ),
    )
    .orderBy(asc(estimates.sentAt));
}

/** The survey report PDFs of the party issued in the window and not yet delivered. */
export function reportsToDeliver(
  tx: Database,
  party: { companyId: number; applicantId: number; accountId: number },
  window: Window,
) {
  return tx
    .select({
      reportNo: reports.reportNo,
      documentId: documents.id,
      containers: sql<number>`(select count(*)::int from ${inspections} where ${inspections.reportId} = ${reports.id})`,
    })
    .from(reports)
    .innerJoin(documents, eq(documents.id, reports.documentId))
    .where(
      and(
        eq(reports.companyId, party.companyId),
        eq(reports.applicantId, party.applicantId),
        eq(reports.accountId, party.accountId),
        gte(documents.createdAt, window.from),
        lte(documents.createdAt, window.to),
        undelivered('REPORT', documents.id),
      ),
    )
    .orderBy(asc(documents.createdAt));
}

/** Recorded in the window: what an inspection-based delivery takes. */
export const recordedIn = (window: Window) =>
  and(gte(inspections.createdAt, window.from), lte(inspections.createdAt, window.to));

const LEASE_MS = 5 * 60_000;

/** Not sent yet, and its time (the first or the next attempt) come. */
const due = (now: Date) => and(ne(deliveries.state, 'sent'), lte(deliveries.nextAttemptAt, now));
/** Held by no process: never leased, or its lease run out. */
const free = (now: Date) => or(isNull(deliveries.leasedUntil), lt(deliveries.leasedUntil, now));

/** The deliveries due now and held by no process: what a look hands to the senders. */
export async function dueDeliveries(db: Database, now: Date, most: number): Promise<number[]> {
  const rows = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(due(now), free(now)))
    .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
    .limit(most);
  return rows.map((row) => row.id);
}

/**
 * Takes the next delivery due to be sent, holding it for this process for a few minutes: another
 * process skips it; one that dies holding it lets it go when the lease ends. `anyState`: the one
 * named by `id` whatever its state and time (sent again by hand), unless another process holds it.
 */
export async function leaseDelivery(
  db: Database,
  now: Date,
  only?: { id?: number; companyId?: number; linkPartyId?: number; anyState?: boolean },
): Promise<StoredDelivery | undefined> {
  const next = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        only?.anyState ? undefined : due(now),
        free(now),
        only?.id !== undefined ? eq(deliveries.id, only.id) : undefined,
        only?.companyId !== undefined ? eq(deliveries.companyId, only.companyId) : undefined,
        only?.linkPartyId !== undefined ? eq(deliveries.linkPartyId, only.linkPartyId) : undefined,
      ),
    )
    .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(deliveries)
    .set({ leasedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(deliveries.id, next))
    .returning();
  return row;
}

/** The file of a delivery: its document's name in the store, download name and type. */
export async function deliveryDocument(db: Database, documentId: number) {
  const [row] = await db
    .select({
      name: documents.name,
      downloadName: documents.downloadName,
      contentType: documents.contentType,
      kind: documents.kind,
    })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row;
}

/** Records one attempt and what it made of the delivery, and lets the delivery go. */
export async function recordAttempt(
  tx: Database,
  delivery: Pick<StoredDelivery, 'id'>,
  change: Partial<StoredDelivery>,
  attempt: {
    at: Date;
    sent: boolean;
    failure: string | null;
    detail: string | null;
    userId: number | null;
  },
): Promise<StoredDelivery> {
  const [row] = await tx
    .update(deliveries)
    .set({ ...change, attempts: sql`${deliveries.attempts} + 1`, leasedUntil: null })
    .where(eq(deliveries.id, delivery.id))
    .returning();
  await tx.insert(deliveryAttempts).values({ deliveryId: delivery.id, ...attempt });
  if (!row) throw new Error('The delivery is gone.');
  return row;
}

/** Deliveries failing since before `since` whose company's administrators were not told. */
export function failingUntold(db: Database, since: Date) {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.state, 'failing'),
        lte(deliveries.firstFailedAt, since),
        isNull(deliveries.adminsToldAt),
        isNotNull(deliveries.firstFailedAt),
      ),
    );
}

/** The delivery of an interchange or of one of its messages, by its reference. */
export async function deliveryOfReference(
  db: Database,
  companyId: number,
  reference: { interchange: string | null; messages: readonly string[] },
) {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.companyId, companyId),
        or(
          reference.interchange !== null
            ? eq(deliveries.controlReference, reference.interchange)
            : undefined,
          reference.messages.length > 0
            ? sql`${deliveries.messageReferences} && ${sql.param([...reference.messages])}::text[]`
            : undefined,
        ) ?? sql`false`,
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(1);
  return row;
}

/** The company's delivery of this id. */
export async function findDelivery(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select({ id: deliveries.id, linkPartyId: deliveries.linkPartyId })
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.companyId, companyId)));
  return row;
}

/** Records what the line answered of a delivery. */
export async function markAcknowledged(
  db: Database,
  id: number,
  answer: { accepted: boolean; detail: string },
): Promise<void> {
  await db
    .update(deliveries)
    .set({
      acknowledgement: answer.accepted ? 'acknowledged' : 'rejected',
      acknowledgementDetail: answer.detail.slice(0, 1000),
      acknowledgedAt: new Date(),
    })
    .where(eq(deliveries.id, id));
}

/** Marks the administrators told of these deliveries; answers those not told before. */
export function markAdminsTold(tx: Database, ids: readonly number[], at: Date) {
  return tx
    .update(deliveries)
    .set({ adminsToldAt: at })
    .where(and(inArray(deliveries.id, [...ids]), isNull(deliveries.adminsToldAt)))
    .returning({ id: deliveries.id });
}

/** The short names of the company's Link Parties, by id. */
export async function partyNames(db: Database, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: linkParties.id, shortName: linkParties.shortName })
    .from(linkParties)
    .where(eq(linkParties.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.shortName]));
}

/** A party's inspections not yet sent to the line, recorded in the window, of these EDI events. */
export const unsentMovesOf = (
  party: { companyId: number; applicantId: number; accountId: number },
  window: Window,
  events: readonly EdiEvent[],
) =>
  and(
    eq(inspections.companyId, party.companyId),
    eq(inspections.applicantId, party.applicantId),
    eq(inspections.accountId, party.accountId),
    eq(inspections.ediSent, false),
    recordedIn(window),
    inArray(movements.ediEvent, [...events]),
  );
