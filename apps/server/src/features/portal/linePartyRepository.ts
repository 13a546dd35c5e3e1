import type { LineRecord } from '@quaybook/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  bills,
  documents,
  estimateLines,
  estimates,
  inspectionPhotos,
  inspections,
  linkParties,
  misBills,
  repairBills,
  repairPhotos,
  reports,
  sentFiles,
  userLinkParties,
} from '../../db/schema';

/** A party a record was issued for: the applicant and account a link party pairs. */
export interface PartyPair {
  applicantId: number;
  accountId: number | null;
}

/** One of the link parties a shipping line's user acts for. */
export interface LineParty extends PartyPair {
  linkPartyId: number;
  accountId: number;
  shortName: string;
}

/** The link parties of a shipping line's user, by short name, from the database. */
export function linePartiesOf(db: Database, userId: number): Promise<LineParty[]> {
  return db
    .select({
      linkPartyId: linkParties.id,
      shortName: linkParties.shortName,
      applicantId: linkParties.applicantId,
      accountId: linkParties.accountId,
    })
    .from(userLinkParties)
    .innerJoin(linkParties, eq(linkParties.id, userLinkParties.linkPartyId))
    .where(eq(userLinkParties.userId, userId))
    .orderBy(asc(linkParties.shortName), asc(linkParties.id));
}

/** A table's applicant and account, typed alike whatever the table, so their selects unite. */
const pairOf = (table: { applicantId: AnyPgColumn; accountId: AnyPgColumn }) => ({
  applicantId: sql<number>`${table.applicantId}`,
  accountId: sql<number | null>`${table.accountId}`,
});

/** The parties of the documents of one kind named `id`, by the records that issued them. */
function documentOwners(db: Database, companyId: number, kind: string, id: number) {
  // A photo is an inspection's, or an after-repair photo of an estimate's line.
  const photoOf = (inspectionColumn: AnyPgColumn, repairColumn: AnyPgColumn) =>
    db
      .select(pairOf(inspections))
      .from(inspectionPhotos)
      .innerJoin(inspections, eq(inspections.id, inspectionPhotos.inspectionId))
      .where(and(eq(inspectionPhotos.companyId, companyId), eq(inspectionColumn, id)))
      .unionAll(
        db
          .select(pairOf(linkParties))
          .from(repairPhotos)
          .innerJoin(estimateLines, eq(estimateLines.id, repairPhotos.estimateLineId))
          .innerJoin(estimates, eq(estimates.id, estimateLines.estimateId))
          .innerJoin(linkParties, eq(linkParties.id, estimates.linkPartyId))
          .where(and(eq(repairPhotos.companyId, companyId), eq(repairColumn, id))),
      );
  const estimateParty = (where: SQL) =>
    db
      .select(pairOf(linkParties))
      .from(estimates)
      .innerJoin(linkParties, eq(linkParties.id, estimates.linkPartyId))
      .where(and(eq(estimates.companyId, companyId), where));
  switch (kind) {
    case 'survey-report':
      return db
        .select(pairOf(reports))
        .from(reports)
        .where(and(eq(reports.companyId, companyId), eq(reports.documentId, id)));
    case 'tax-invoice':
      return db
        .select(pairOf(bills))
        .from(bills)
        .where(and(eq(bills.companyId, companyId), eq(bills.documentId, id)))
        .unionAll(
          db
            .select(pairOf(misBills))
            .from(misBills)
            .where(and(eq(misBills.companyId, companyId), eq(misBills.documentId, id))),
        );
    case 'repair-bill':
      return db
        .select(pairOf(repairBills))
        .from(repairBills)
        .where(and(eq(repairBills.companyId, companyId), eq(repairBills.documentId, id)));
    case 'repair-estimate':
      return estimateParty(eq(estimates.documentId, id));
    case 'inspection-photo':
      return photoOf(inspectionPhotos.documentId, repairPhotos.documentId);
    case 'photo-thumbnail':
      return photoOf(inspectionPhotos.thumbnailId, repairPhotos.thumbnailId);
    default:
      // EDI and Excel files the line was sent, and the estimate's DESTIM among them.
      return db
        .select(pairOf(sentFiles))
        .from(sentFiles)
        .where(and(eq(sentFiles.companyId, companyId), eq(sentFiles.documentId, id)))
        .unionAll(estimateParty(eq(estimates.destimDocumentId, id)));
  }
}

/** The parties of a bill of one kind by its number. */
type BillTable = typeof bills | typeof misBills | typeof repairBills;

/** The company's bill of one kind with this number. */
const numbered = (table: BillTable, companyId: number, key: unknown) =>
  and(eq(table.companyId, companyId), eq(table.billNo, asText(key)));

const byBillNo = (db: Database, table: BillTable, companyId: number, key: unknown) =>
  db
    .select(pairOf(table))
    .from(table)
    .where(numbered(table, companyId, key));

const asNumber = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
const asText = (value: unknown) => (value == null ? '' : String(value).trim());

/**
 * The parties the record a call names was issued for (none when it is not the company's, or not
 * there at all): what a shipping line's user must be one of to be answered.
 */
export async function ownersOf(
  db: Database,
  companyId: number,
  record: LineRecord,
  key: unknown,
): Promise<PartyPair[]> {
  switch (record) {
    case 'inspection': {
      const id = asNumber(key);
      if (!Number.isSafeInteger(id)) return [];
      return db
        .select(pairOf(inspections))
        .from(inspections)
        .where(and(eq(inspections.companyId, companyId), eq(inspections.id, id)));
    }
    case 'report':
      return db
        .select(pairOf(reports))
        .from(reports)
        .where(and(eq(reports.companyId, companyId), eq(reports.reportNo, asText(key))));
    case 'bill':
      // A bill number names one invoice of any kind, each kind numbering in its own series
      // (eInvoice/invoiceKinds.ts): the e-invoice call takes a MIS or repair bill's too.
      return byBillNo(db, bills, companyId, key)
        .unionAll(byBillNo(db, misBills, companyId, key))
        .unionAll(byBillNo(db, repairBills, companyId, key));
    case 'misBill':
      return byBillNo(db, misBills, companyId, key);
    case 'repairBill':
      return byBillNo(db, repairBills, companyId, key);
    case 'estimate': {
      const id = asNumber(key);
      if (!Number.isSafeInteger(id)) return [];
      return db
        .select(pairOf(linkParties))
        .from(estimates)
        .innerJoin(linkParties, eq(linkParties.id, estimates.linkPartyId))
        .where(and(eq(estimates.companyId, companyId), eq(estimates.id, id)));
    }
    case 'document': {
      const [document] = await db
        .select({ id: documents.id, kind: documents.kind })
        .from(documents)
        .where(and(eq(documents.companyId, companyId), eq(documents.name, asText(key))));
      return document ? documentOwners(db, companyId, document.kind, document.id) : [];
    }
  }
}

/**
 * Whether records of these parties were all issued for the line's link parties. A record with no
 * account (a MIS bill may have none) is of its applicant, and so of each of its link parties.
 */
export const isLines = (owners: readonly PartyPair[], parties: readonly LineParty[]) =>
  owners.length > 0 &&
  owners.every((owner) =>
    parties.some(
      (party) =>
        party.applicantId === owner.applicantId &&
        (owner.accountId === null || party.accountId === owner.accountId),
    ),
  );

/** A bill a line's user downloaded, as history records it. */
export interface DownloadedBill {
  entity: 'bill' | 'mis-bill' | 'repair-bill';
  id: number;
}

/**
 * The bills a download is of: a bill named by its number (its e-invoice), or the bill whose PDF
 * a document is. None for any other record.
 */
export async function billsOfDownload(
  db: Database,
  companyId: number,
  record: LineRecord,
  key: unknown,
): Promise<DownloadedBill[]> {
  const of = (entity: DownloadedBill['entity'], rows: { id: number }[]) =>
    rows.map((row) => ({ entity, id: row.id }));
  if (record === 'bill') {
    // Its e-invoice: the number names a bill of one kind, each kind numbering in its own series.
    const byNumber = (table: BillTable) =>
      db
        .select({ id: table.id })
        .from(table)
        .where(numbered(table, companyId, key));
    const [survey, mis, repair] = await Promise.all([
      byNumber(bills),
      byNumber(misBills),
      byNumber(repairBills),
    ]);
    return [...of('bill', survey), ...of('mis-bill', mis), ...of('repair-bill', repair)];
  }
  if (record !== 'document') return [];
  const [document] = await db
    .select({ id: documents.id, kind: documents.kind })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.name, asText(key))));
  if (document?.kind === 'tax-invoice') {
    const [survey, mis] = await Promise.all([
      db.select({ id: bills.id }).from(bills).where(eq(bills.documentId, document.id)),
      db.select({ id: misBills.id }).from(misBills).where(eq(misBills.documentId, document.id)),
    ]);
    return [...of('bill', survey), ...of('mis-bill', mis)];
  }
  if (document?.kind === 'repair-bill')
    return of(
      'repair-bill',
      await db
        .select({ id: repairBills.id })
        .from(repairBills)
        .where(eq(repairBills.documentId, document.id)),
    );
  return [];
}
