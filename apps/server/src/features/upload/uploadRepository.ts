import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadBatches, uploadRows } from '../../db/schema';
import { insertMany } from '../../shared/insertMany';
import type { CheckedRow } from './uploadKind';

export interface NewBatch {
  id: string;
  companyId: number;
  userId: number;
  kind: string;
  fileName: string;
  context: unknown;
}

export async function insertBatch(tx: Database, batch: NewBatch): Promise<void> {
  await tx.insert(uploadBatches).values({ ...batch, rowCount: 0, okCount: 0 });
}

export async function insertRows(
  tx: Database,
  batchId: string,
  rows: readonly CheckedRow<unknown>[],
): Promise<void> {
  await insertMany(
    tx,
    uploadRows,
    rows.map((row) => ({ batchId, rowNo: row.rowNo, values: row.values, problems: row.problems })),
  );
}

export async function countBatch(
  tx: Database,
  id: string,
  counts: { rowCount: number; okCount: number },
): Promise<void> {
  await tx.update(uploadBatches).set(counts).where(eq(uploadBatches.id, id));
}

export interface BatchOwner {
  id: string;
  companyId: number;
  userId: number;
  kind: string;
}

const owned = ({ id, companyId, userId, kind }: BatchOwner) =>
  and(
    eq(uploadBatches.id, id),
    eq(uploadBatches.companyId, companyId),
    eq(uploadBatches.userId, userId),
    eq(uploadBatches.kind, kind),
  );

/**
 * Marks the caller's staged batch applied, in one statement: of two executes of one batch only
 * one finds it still staged. Answers the batch, or nothing when it is not the caller's to apply.
 */
export async function claimBatch(tx: Database, owner: BatchOwner, appliedBy: number) {
  const [claimed] = await tx
    .update(uploadBatches)
    .set({ status: 'applied', appliedAt: sql`now()`, appliedBy })
    .where(and(owned(owner), eq(uploadBatches.status, 'staged')))
    .returning({
      context: uploadBatches.context,
      rowCount: uploadBatches.rowCount,
      okCount: uploadBatches.okCount,
    });
  return claimed;
}

/** The status of the caller's batch, when it is theirs at all. */
export async function batchStatus(db: Database, owner: BatchOwner) {
  const [found] = await db
    .select({ status: uploadBatches.status })
    .from(uploadBatches)
    .where(owned(owner));
  return found?.status;
}

/** The rows of a batch after row `afterRowNo` (only the OK ones, if told), in file order, a page at a time. */
export async function rowsAfter(
  tx: Database,
  batchId: string,
  afterRowNo: number,
  limit: number,
  { okOnly }: { okOnly: boolean },
): Promise<{ rowNo: number; values: unknown; problems: string[] }[]> {
  return tx
    .select({ rowNo: uploadRows.rowNo, values: uploadRows.values, problems: uploadRows.problems })
    .from(uploadRows)
    .where(
      and(
        eq(uploadRows.batchId, batchId),
        gt(uploadRows.rowNo, afterRowNo),
        okOnly ? sql`cardinality(${uploadRows.problems}) = 0` : undefined,
      ),
    )
    .orderBy(asc(uploadRows.rowNo))
    .limit(limit);
}

/** The first rows of a batch, in file order, with their reasons: what an outcome answers. */
export async function batchRows(
  tx: Database,
  batchId: string,
  limit: number,
): Promise<{ rowNo: number; values: unknown; problems: string[] }[]> {
  return tx
    .select({ rowNo: uploadRows.rowNo, values: uploadRows.values, problems: uploadRows.problems })
    .from(uploadRows)
    .where(eq(uploadRows.batchId, batchId))
    .orderBy(asc(uploadRows.rowNo))
    .limit(limit);
}
