import type { MisBillRow, MisLineRow, PageQuery } from '@quaybook/contract';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applicants, documents, misBillLines, misBills } from '../../db/schema';
import {
  countOf,
  type Listed,
  pageInfoOf,
  pageWindow,
  UNPAGED_WINDOW,
  withinCeiling,
} from '../../shared/paging';
import { lockedVersionOf } from '../../shared/rowVersion';

export type MisBillRecord = typeof misBills.$inferSelect;
export type MisBillLineRecord = typeof misBillLines.$inferSelect;

/** The MIS Bills list's filters, as the list call's query gives them. */
export interface MisBillFilter {
  applicant: number | null;
  account: number | null;
  fromdate: string | null;
  todate: string | null;
}

/**
 * The company's MIS bill of this number with its lines, locked for the change when `forChange`;
 * none for another company's number.
 */
export async function findMisBill(
  db: Database,
  companyId: number,
  billNo: string,
  forChange = false,
): Promise<{ bill: MisBillRecord; lines: MisBillLineRecord[] } | undefined> {
  const query = db
    .select()
    .from(misBills)
    .where(and(eq(misBills.companyId, companyId), eq(misBills.billNo, billNo)));
  const [bill] = forChange ? await query.for('update') : await query;
  if (!bill) return undefined;
  const lines = await db
    .select()
    .from(misBillLines)
    .where(eq(misBillLines.misBillId, bill.id))
    .orderBy(asc(misBillLines.lineNo));
  return { bill, lines };
}

/** The file name of a document row, for the bill that points at it. */
export async function documentNameOf(db: Database, documentId: number | null) {
  if (documentId === null) return null;
  const [row] = await db
    .select({ name: documents.name })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.name ?? null;
}

/**
 * The company's MIS bills under the filters, newest bill date first; with a page, only that
 * page, and how many match counted on `mis_bills` alone beside it.
 */
export async function misBillRows(
  db: Database,
  companyId: number,
  filter: MisBillFilter & PageQuery,
): Promise<Listed<MisBillRow>> {
  const where = and(
    eq(misBills.companyId, companyId),
    filter.applicant ? eq(misBills.applicantId, filter.applicant) : undefined,
    filter.account ? eq(misBills.accountId, filter.account) : undefined,
    filter.fromdate ? gte(misBills.billDate, filter.fromdate) : undefined,
    filter.todate ? lte(misBills.billDate, filter.todate) : undefined,
  );
  const window = pageWindow(filter);
  const ordered = db
    .select({
      autoid: misBills.id,
      billno: misBills.billNo,
      billdate: misBills.billDate,
      reportno: misBills.reportNo,
      reportdate: misBills.reportDate,
      applicant: misBills.applicantId,
      applicantname: applicants.name,
      account: misBills.accountId,
      accountname: accounts.name,
      taxable: misBills.taxablePaise,
      payableamt: misBills.payablePaise,
      filename: documents.name,
      irn: misBills.irn,
      version: misBills.version,
    })
    .from(misBills)
    .innerJoin(applicants, eq(applicants.id, misBills.applicantId))
    .leftJoin(accounts, eq(accounts.id, misBills.accountId))
    .leftJoin(documents, eq(documents.id, misBills.documentId))
    .where(where)
    .orderBy(desc(misBills.billDate), desc(misBills.id));
  if (!window) return { rows: withinCeiling(await ordered.limit(UNPAGED_WINDOW.limit)) };
  const [rows, total] = await Promise.all([
    ordered.limit(window.limit).offset(window.offset),
    countOf(db, misBills, where),
  ]);
  return { rows, info: pageInfoOf(window, total) };
}

/** A stored line as the edit form reads it back. */
export const misLineRowOf = (line: MisBillLineRecord): MisLineRow => ({
  billitem: line.item,
  qty: line.quantity,
  unit: line.unit,
  rate: line.ratePaise,
  amount: line.amountPaise,
  cgst: line.cgstPaise,
  sgst: line.sgstPaise,
  igst: line.igstPaise,
});

/** Adds a bill and answers it as saved. */
export async function insertMisBill(tx: Database, values: typeof misBills.$inferInsert) {
  const [bill] = await tx.insert(misBills).values(values).returning();
  return bill;
}

/** Writes a bill's new values over it and answers it as saved. */
export async function updateMisBill(
  tx: Database,
  id: number,
  values: Partial<typeof misBills.$inferInsert>,
) {
  const [bill] = await tx.update(misBills).set(values).where(eq(misBills.id, id)).returning();
  return bill;
}

/** Adds a bill's lines and answers them as saved. */
export const insertMisBillLines = (tx: Database, lines: (typeof misBillLines.$inferInsert)[]) =>
  tx.insert(misBillLines).values(lines).returning();

/** Removes every line of the bill. */
export async function deleteMisBillLines(tx: Database, billId: number) {
  await tx.delete(misBillLines).where(eq(misBillLines.misBillId, billId));
}

/** The bill's version as stored, locked until the transaction ends. */
export const lockedMisBillVersion = (tx: Database, id: number) =>
  lockedVersionOf(tx, misBills, eq(misBills.id, id));

/** The company's MIS bill of exactly this number, locked for the change when `forChange`. */
export async function misBillNumbered(
  db: Database,
  companyId: number,
  billNo: string,
  forChange: boolean,
) {
  const query = db
    .select()
    .from(misBills)
    .where(and(eq(misBills.companyId, companyId), eq(misBills.billNo, billNo)));
  const [bill] = forChange ? await query.for('update') : await query;
  return bill;
}

/** The state of the applicant a bill is made out to, or null. */
export async function applicantStateOf(db: Database, applicantId: number): Promise<number | null> {
  const [applicant] = await db
    .select({ stateId: applicants.stateId })
    .from(applicants)
    .where(eq(applicants.id, applicantId));
  return applicant?.stateId ?? null;
}
