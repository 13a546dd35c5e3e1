import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type SaveProgress, uploadBatches, uploadRows } from '../../db/schema';
import { insertMany } from '../../shared/insertMany';
import type { CheckedRow, StagedRange } from './uploadKind';

export type { SaveProgress };

interface NewBatch {
  id: string;
  companyId: number;
  userId: number;
  kind: string;
  fileName: string;
  context: unknown;
}

/** A new batch, `staging` until its last rows are in (`markStaged`). */
export async function insertBatch(tx: Database, batch: NewBatch): Promise<void> {
  await tx.insert(uploadBatches).values({ ...batch, rowCount: 0, okCount: 0, status: 'staging' });
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

/** Marks a batch whose rows are all in waiting to be saved, with its counts. */
export async function markStaged(
  tx: Database,
  id: string,
  counts: { rowCount: number; okCount: number },
): Promise<void> {
  await tx
    .update(uploadBatches)
    .set({ ...counts, status: 'staged' })
    .where(and(eq(uploadBatches.id, id), eq(uploadBatches.status, 'staging')));
}

/**
 * Removes a staging that did not finish, and its rows: one refused part-way, or (without an id)
 * every one left by a stop more than an hour ago.
 */
export async function forgetStaging(db: Database, batchId?: string): Promise<void> {
  await db
    .delete(uploadBatches)
    .where(
      and(
        eq(uploadBatches.status, 'staging'),
        batchId === undefined
          ? lt(uploadBatches.createdAt, sql`now() - interval '1 hour'`)
          : eq(uploadBatches.id, batchId),
      ),
    );
}

interface BatchOwner {
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
export async function claimBatch(
  tx: Database,
  owner: BatchOwner,
  appliedBy: number,
  status: 'applied' | 'applying' = 'applied',
) {
  const [claimed] = await tx
    .update(uploadBatches)
    .set({ status, appliedAt: sql`now()`, appliedBy })
    .where(and(owned(owner), eq(uploadBatches.status, 'staged')))
    .returning({
      context: uploadBatches.context,
      rowCount: uploadBatches.rowCount,
      okCount: uploadBatches.okCount,
      saveProgress: uploadBatches.saveProgress,
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

/**
 * The OK rows of a range of a staged batch, as a subquery (`row_no`, `values`) for a set-based
 * apply to select from.
 */
export const stagedOkRows = ({ batchId, after, upTo }: StagedRange) => sql`
  select ${uploadRows.rowNo} as row_no, ${uploadRows.values} as values from ${uploadRows}
  where ${uploadRows.batchId} = ${batchId} and ${uploadRows.rowNo} > ${after}
    and ${uploadRows.rowNo} <= ${upTo} and cardinality(${uploadRows.problems}) = 0`;

/** The last row number of a batch (0 when it has none). */
export async function lastRowNo(tx: Database, batchId: string): Promise<number> {
  const [found] = await tx
    .select({ last: sql<number>`coalesce(max(${uploadRows.rowNo}), 0)::int` })
    .from(uploadRows)
    .where(eq(uploadRows.batchId, batchId));
  return Number(found?.last ?? 0);
}

/**
 * Records a step of a save, in the step's transaction, if the save is still at `from`: answers
 * false when another save of the batch has gone on meanwhile (its step is then rolled back).
 */
export async function recordProgress(
  tx: Database,
  batchId: string,
  from: number,
  progress: SaveProgress,
): Promise<boolean> {
  const done = await tx
    .update(uploadBatches)
    .set({ saveProgress: progress, appliedAt: sql`now()` })
    .where(
      and(
        eq(uploadBatches.id, batchId),
        eq(uploadBatches.status, 'applying'),
        sql`coalesce((${uploadBatches.saveProgress}->>'upTo')::int, 0) = ${from}`,
      ),
    )
    .returning({ id: uploadBatches.id });
  return done.length === 1;
}

/** Marks a batch whose save has written every step saved, forgetting its progress. */
export async function finishBatch(db: Database, batchId: string): Promise<void> {
  await db
    .update(uploadBatches)
    .set({ status: 'applied', saveProgress: null })
    .where(and(eq(uploadBatches.id, batchId), eq(uploadBatches.status, 'applying')));
}

/**
 * Sets batches whose save was cut off back to waiting, keeping their progress: the next save
 * goes on from there. Of one batch (a save that failed), or of every batch (at start, when no
 * save of this server's can still be running).
 */
export async function releaseSaves(db: Database, batchId?: string): Promise<number> {
  const released = await db
    .update(uploadBatches)
    .set({ status: 'staged', appliedAt: null, appliedBy: null })
    .where(
      and(
        eq(uploadBatches.status, 'applying'),
        batchId === undefined ? undefined : eq(uploadBatches.id, batchId),
      ),
    )
    .returning({ id: uploadBatches.id });
  return released.length;
}
