import type { PartyRateEntry } from '@quaybook/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  billLines,
  bills,
  containers,
  documents,
  inspections,
  locations,
  movements,
  partyRates,
  reports,
} from '../../db/schema';
import type { TaxInvoiceContainer } from '../../documents/writers/taxInvoice';
import { lockedVersionOf } from '../../shared/rowVersion';

export type BillRecord = typeof bills.$inferSelect;

/**
 * The company's bill of this number (any case), none for another company's. With `lock`, the
 * row is held until the caller's transaction ends, so two changes of one bill queue.
 */
export async function findBill(
  db: Database,
  companyId: number,
  billNo: string,
  options: { lock?: boolean } = {},
): Promise<BillRecord | undefined> {
  const query = db
    .select()
    .from(bills)
    .where(and(eq(bills.companyId, companyId), sql`lower(${bills.billNo}) = lower(${billNo})`));
  const [bill] = options.lock ? await query.for('update') : await query;
  return bill;
}

/** The bill's version as stored, locked until the transaction ends. */
export const lockedBillVersion = (tx: Database, id: number) =>
  lockedVersionOf(tx, bills, eq(bills.id, id));

/** Records a new bill and answers it as saved. */
export async function insertBill(tx: Database, values: typeof bills.$inferInsert) {
  const [bill] = await tx.insert(bills).values(values).returning();
  return bill;
}

/** Writes a bill's new values over it and answers it as saved. */
export async function updateBill(
  tx: Database,
  id: number,
  values: Partial<typeof bills.$inferInsert>,
) {
  const [bill] = await tx.update(bills).set(values).where(eq(bills.id, id)).returning();
  return bill;
}

/** The name of the bill's current PDF, if it has one. */
export async function billDocumentName(db: Database, bill: BillRecord): Promise<string | null> {
  if (bill.documentId === null) return null;
  const [row] = await db
    .select({ name: documents.name })
    .from(documents)
    .where(eq(documents.id, bill.documentId));
  return row?.name ?? null;
}

/** The bill's lines' quantities and rates, in line order. */
export const billLineRates = (tx: Database, billId: number) =>
  tx
    .select({ quantity: billLines.quantity, ratePaise: billLines.ratePaise })
    .from(billLines)
    .where(eq(billLines.billId, billId))
    .orderBy(asc(billLines.lineNo));

/** Writes the bill's lines afresh. */
export async function replaceBillLines(
  tx: Database,
  billId: number,
  lines: (typeof billLines.$inferInsert)[],
) {
  await tx.delete(billLines).where(eq(billLines.billId, billId));
  if (lines.length > 0) await tx.insert(billLines).values(lines);
}

/** The inspections on these reports, as the pricing reads them, with their containers' sizes. */
export function chargeablesOf(tx: Database, reportIds: readonly number[]) {
  return tx
    .select({
      id: inspections.id,
      size: containers.size,
      movementId: inspections.movementId,
      movementName: movements.name,
      ratePaise: inspections.ratePaise,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .where(inArray(inspections.reportId, [...reportIds]));
}

/** Sets what the bill charged each inspection on the reports: the rate of its movement and size. */
export async function chargeInspections(
  tx: Database,
  reportIds: readonly number[],
  lines: readonly { movementId: number; size: number; ratePaise: number }[],
) {
  for (const line of lines)
    await tx
      .update(inspections)
      .set({ ratePaise: line.ratePaise })
      .where(
        and(
          inArray(inspections.reportId, [...reportIds]),
          eq(inspections.movementId, line.movementId),
          sql`${inspections.containerId} in (select ${containers.id} from ${containers} where ${containers.size} = ${line.size})`,
        ),
      );
}

/**
 * The company's reports of these ids, locked in id order: a second bill of any of them waits
 * here, then sees them billed.
 */
export const lockedReports = (tx: Database, companyId: number, reportIds: readonly number[]) =>
  tx
    .select()
    .from(reports)
    .where(and(eq(reports.companyId, companyId), inArray(reports.id, [...reportIds])))
    .orderBy(asc(reports.id))
    .for('update');

/** The reports on the bill, locked in id order. */
export const lockedReportsOnBill = (tx: Database, billId: number) =>
  tx
    .select()
    .from(reports)
    .where(eq(reports.billId, billId))
    .orderBy(asc(reports.id))
    .for('update');

/** The reports on the bill by number, with their current PDFs' names (none if not printed). */
export const reportDocumentsOnBill = (db: Database, billId: number) =>
  db
    .select({ reportNo: reports.reportNo, document: documents.name })
    .from(reports)
    .leftJoin(documents, eq(documents.id, reports.documentId))
    .where(eq(reports.billId, billId))
    .orderBy(asc(reports.reportNo));

/** Puts the reports on the bill. */
export async function billReports(tx: Database, reportIds: readonly number[], billId: number) {
  await tx
    .update(reports)
    .set({ billId })
    .where(inArray(reports.id, [...reportIds]));
}

/** Takes a report off its bill, and what the bill charged its inspections with it. */
export async function unbillReport(tx: Database, reportId: number) {
  await tx.update(reports).set({ billId: null }).where(eq(reports.id, reportId));
  await tx.update(inspections).set({ ratePaise: null }).where(eq(inspections.reportId, reportId));
}

/** The names of an applicant and account, for the pricing's messages. */
export async function partyNamesOf(tx: Database, applicantId: number, accountId: number) {
  const [party] = await tx
    .select({ applicant: applicants.name, account: accounts.name })
    .from(applicants)
    .innerJoin(accounts, eq(accounts.id, accountId))
    .where(eq(applicants.id, applicantId));
  return party;
}

/** The company's rates of the party, by movement and size. */
export const partyRatesOf = (
  tx: Database,
  companyId: number,
  party: { applicantId: number; accountId: number },
): Promise<PartyRateEntry[]> =>
  tx
    .select({
      size: partyRates.size,
      movementId: partyRates.movementId,
      ratePaise: partyRates.ratePaise,
    })
    .from(partyRates)
    .where(
      and(
        eq(partyRates.companyId, companyId),
        eq(partyRates.applicantId, party.applicantId),
        eq(partyRates.accountId, party.accountId),
      ),
    );

type Amounts = Pick<
  BillRecord,
  | 'roundOff'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
  | 'roundOffPaise'
  | 'payablePaise'
>;

/** The bill's amounts in paise, as history records them before and after a change. */
export const billAmounts = (bill: Amounts) => ({
  isround: bill.roundOff ? 1 : 0,
  taxable: bill.taxablePaise,
  cgst: bill.cgstPaise,
  sgst: bill.sgstPaise,
  igst: bill.igstPaise,
  total: bill.totalPaise,
  roundoff: bill.roundOffPaise,
  payableamt: bill.payablePaise,
});

/**
 * Every container a bill charged, at the rate it charged, by report and container number: the
 * annexure the shipping line checks the bill against. `where` narrows them by the inspection
 * (`atPlace`, which reads the inspection's place as `locations`).
 */
export async function billedContainers(
  db: Database,
  billId: number,
  where?: SQL,
): Promise<TaxInvoiceContainer[]> {
  const rows = await db
    .select({
      containerNumber: containers.number,
      size: containers.size,
      movement: movements.name,
      inspectionDate: inspections.inspectionDate,
      reportNo: reports.reportNo,
      ratePaise: inspections.ratePaise,
    })
    .from(reports)
    .innerJoin(inspections, eq(inspections.reportId, reports.id))
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .leftJoin(locations, eq(locations.id, inspections.locationId))
    .where(and(eq(reports.billId, billId), where))
    .orderBy(asc(reports.reportNo), asc(containers.number), asc(inspections.id));
  return rows.map((row) => ({ ...row, ratePaise: row.ratePaise ?? 0 }));
}

/** The company's bill of this id, if it is the company's. */
export async function companyBillOfId(db: Database, companyId: number, billId: number) {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.companyId, companyId)));
  return bill;
}

/** The bill's lines with their movements' names, in line order. */
export const billLinesWithMovements = (db: Database, billId: number) =>
  db
    .select({ line: billLines, movementName: movements.name })
    .from(billLines)
    .innerJoin(movements, eq(movements.id, billLines.movementId))
    .where(eq(billLines.billId, billId))
    .orderBy(asc(billLines.lineNo));

/** The numbers of the reports on the bill, in order. */
export const reportNosOnBill = (db: Database, billId: number) =>
  db
    .select({ reportNo: reports.reportNo })
    .from(reports)
    .where(eq(reports.billId, billId))
    .orderBy(asc(reports.reportNo));

/** Makes a document the bill's current PDF. */
export async function setBillDocument(tx: Database, billId: number, documentId: number) {
  await tx.update(bills).set({ documentId }).where(eq(bills.id, billId));
}

/** The company's bill of exactly this number, locked for the change when `forChange`. */
export async function billNumbered(
  db: Database,
  companyId: number,
  billNo: string,
  forChange: boolean,
) {
  const query = db
    .select()
    .from(bills)
    .where(and(eq(bills.companyId, companyId), eq(bills.billNo, billNo)));
  const [bill] = forChange ? await query.for('update') : await query;
  return bill;
}
