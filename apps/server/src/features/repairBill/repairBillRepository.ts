import type { api, ValidatedRequest } from '@quaybook/contract';
import type { DecidedRepairLine } from '@quaybook/domain';
import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  containers,
  documents,
  estimateLines,
  estimates,
  inspections,
  repairBillLines,
  repairBills,
} from '../../db/schema';
import {
  countOf,
  type Listed,
  pageInfoOf,
  pageWindow,
  UNPAGED_WINDOW,
  withinCeiling,
} from '../../shared/paging';
import { inspectionFilter } from '../inspection/inspectionListRepository';

export type RepairBillRecord = typeof repairBills.$inferSelect;
export type RepairBillLineRecord = typeof repairBillLines.$inferSelect;
export type RepairBillListQuery = ValidatedRequest<typeof api.repairBill.list>['query'];

/** An estimate as a repair bill reads it: its party is its inspection's, its container named. */
export interface BillableEstimate {
  id: number;
  estimateNo: string;
  estimateDate: string;
  status: string;
  repairedAt: string | null;
  repairBillId: number | null;
  sac: string;
  gstRateBasisPoints: number;
  applicantId: number;
  accountId: number;
  containerNumber: string;
  billNo: string | null;
}

const estimateColumns = {
  id: estimates.id,
  estimateNo: estimates.estimateNo,
  estimateDate: sql<string>`${estimates.estimateDate}`,
  status: estimates.status,
  repairedAt: sql<string | null>`${estimates.repairedAt}`,
  repairBillId: estimates.repairBillId,
  sac: estimates.sac,
  gstRateBasisPoints: estimates.gstRateBasisPoints,
  applicantId: inspections.applicantId,
  accountId: inspections.accountId,
  containerNumber: containers.number,
  billNo: repairBills.billNo,
};

/** The company's estimates under a condition, oldest first, with party, container and bill. */
function estimatesWhere(db: Database, where: SQL | undefined) {
  return db
    .select(estimateColumns)
    .from(estimates)
    .innerJoin(inspections, eq(inspections.id, estimates.inspectionId))
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .leftJoin(repairBills, eq(repairBills.id, estimates.repairBillId))
    .where(where)
    .orderBy(asc(estimates.estimateDate), asc(estimates.id));
}

/**
 * The company's estimates of these ids, locked until the transaction ends: a second bill of any
 * of them waits here, then finds them billed. Another company's ids are simply not found.
 */
export async function lockedEstimates(
  tx: Database,
  companyId: number,
  ids: readonly number[],
): Promise<BillableEstimate[]> {
  return estimatesWhere(
    tx,
    and(eq(estimates.companyId, companyId), inArray(estimates.id, [...ids])),
  ).for('update', { of: estimates });
}

/** The party's repaired estimates on no repair bill. */
export const unbilledEstimatesOf = (
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number | null,
): Promise<BillableEstimate[]> =>
  estimatesWhere(
    db,
    and(
      eq(estimates.companyId, companyId),
      eq(estimates.status, 'repaired'),
      isNull(estimates.repairBillId),
      eq(inspections.applicantId, applicantId),
      accountId ? eq(inspections.accountId, accountId) : undefined,
    ),
  );

/** The estimates the company's repair bill of this id charged. */
export const estimatesOfRepairBill = (
  db: Database,
  companyId: number,
  billId: number,
): Promise<BillableEstimate[]> =>
  estimatesWhere(db, and(eq(estimates.companyId, companyId), eq(estimates.repairBillId, billId)));

/** The decided lines of these estimates, by estimate. */
export async function decidedLinesOf(
  db: Database,
  estimateIds: readonly number[],
): Promise<Map<number, DecidedRepairLine[]>> {
  const byEstimate = new Map<number, DecidedRepairLine[]>();
  if (estimateIds.length === 0) return byEstimate;
  const rows = await db
    .select({
      estimateId: estimateLines.estimateId,
      responsibility: estimateLines.responsibility,
      approved: estimateLines.approved,
      approvedPaise: estimateLines.approvedPaise,
      labourPaise: estimateLines.labourPaise,
      materialPaise: estimateLines.materialPaise,
    })
    .from(estimateLines)
    .where(inArray(estimateLines.estimateId, [...estimateIds]))
    .orderBy(asc(estimateLines.estimateId), asc(estimateLines.lineNo));
  for (const { estimateId, ...line } of rows)
    byEstimate.set(estimateId, [...(byEstimate.get(estimateId) ?? []), line]);
  return byEstimate;
}

/** Adds a repair bill and answers it as saved. */
export async function insertRepairBill(tx: Database, values: typeof repairBills.$inferInsert) {
  const [bill] = await tx.insert(repairBills).values(values).returning();
  return bill;
}

/** Adds a repair bill's lines. */
export async function insertRepairBillLines(
  tx: Database,
  lines: (typeof repairBillLines.$inferInsert)[],
) {
  await tx.insert(repairBillLines).values(lines);
}

/** Writes a repair bill's new values over it (its PDF, its IRN). */
export async function updateRepairBill(
  tx: Database,
  id: number,
  values: Partial<typeof repairBills.$inferInsert>,
) {
  await tx.update(repairBills).set(values).where(eq(repairBills.id, id));
}

/** Marks the estimates billed on the repair bill. */
export async function billEstimates(
  tx: Database,
  estimateIds: readonly number[],
  billId: number,
  userId: number,
) {
  await tx
    .update(estimates)
    .set({ status: 'billed', repairBillId: billId, modifiedBy: userId, modifiedAt: new Date() })
    .where(inArray(estimates.id, [...estimateIds]));
}

/** The company's repair bill of exactly this number, locked for the change when `forChange`. */
export async function repairBillNumbered(
  db: Database,
  companyId: number,
  billNo: string,
  forChange: boolean,
): Promise<RepairBillRecord | undefined> {
  const query = db
    .select()
    .from(repairBills)
    .where(and(eq(repairBills.companyId, companyId), eq(repairBills.billNo, billNo)));
  const [bill] = forChange ? await query.for('update') : await query;
  return bill;
}

/** A repair bill's lines in order, each with the SAC of the estimate it charges. */
export const repairBillLinesOf = (db: Database, billId: number) =>
  db
    .select({ line: repairBillLines, sac: estimates.sac })
    .from(repairBillLines)
    .innerJoin(estimates, eq(estimates.id, repairBillLines.estimateId))
    .where(eq(repairBillLines.repairBillId, billId))
    .orderBy(asc(repairBillLines.lineNo));

const estimateCount = sql<number>`(select count(*)::int from ${estimates} where ${estimates.repairBillId} = ${repairBills.id})`;

/** The repair bills list's filters (checked by the service) as a condition on `repair_bills`. */
function repairBillFilter(companyId: number, query: RepairBillListQuery): SQL | undefined {
  const holding = query.contnumber?.trim()
    ? inspectionFilter(companyId, { contnumber: query.contnumber }).where
    : undefined;
  return and(
    eq(repairBills.companyId, companyId),
    query.applicant ? eq(repairBills.applicantId, query.applicant) : undefined,
    query.account ? eq(repairBills.accountId, query.account) : undefined,
    query.fromdate ? gte(repairBills.billDate, query.fromdate) : undefined,
    query.todate ? lte(repairBills.billDate, query.todate) : undefined,
    holding
      ? sql`exists (select 1 from ${estimates} inner join ${inspections} on ${inspections.id} = ${estimates.inspectionId} inner join ${containers} on ${containers.id} = ${inspections.containerId} where ${estimates.repairBillId} = ${repairBills.id} and ${holding})`
      : undefined,
  );
}

/** A repair bill as the list shows it, before its amounts go on the wire. */
export interface ListedRepairBill {
  bill: RepairBillRecord;
  applicantName: string;
  applicantGstin: string | null;
  accountName: string;
  filename: string | null;
  estimates: number;
}

/**
 * The company's repair bills matching the filters, newest first (at most UNPAGED_ROWS); with a
 * page, only that page, and how many match beside it.
 */
export async function listRepairBills(
  db: Database,
  companyId: number,
  query: RepairBillListQuery,
): Promise<Listed<ListedRepairBill>> {
  const where = repairBillFilter(companyId, query);
  const window = pageWindow(query);
  const ordered = db
    .select({
      bill: repairBills,
      applicantName: applicants.name,
      applicantGstin: applicants.gst,
      accountName: accounts.name,
      filename: sql<string | null>`${documents.name}`,
      estimates: estimateCount,
    })
    .from(repairBills)
    .innerJoin(applicants, eq(applicants.id, repairBills.applicantId))
    .innerJoin(accounts, eq(accounts.id, repairBills.accountId))
    .leftJoin(documents, eq(documents.id, repairBills.documentId))
    .where(where)
    .orderBy(sql`${repairBills.billDate} desc`, sql`${repairBills.id} desc`);
  const read = window ?? UNPAGED_WINDOW;
  const [rows, total] = await Promise.all([
    ordered.limit(read.limit).offset(read.offset),
    window ? countOf(db, repairBills, where) : undefined,
  ]);
  if (!window) withinCeiling(rows);
  return window ? { rows, info: pageInfoOf(window, total ?? 0) } : { rows };
}
