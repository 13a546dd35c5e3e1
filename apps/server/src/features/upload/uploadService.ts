import { randomUUID } from 'node:crypto';
import { type SessionUser, UPLOAD_MESSAGES, UPLOAD_PREVIEW_LIMIT } from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { inTransaction } from '../../shared/transaction';
import { locateColumns } from './headers';
import { sheetRows } from './sheetReader';
import type { AnyUploadKind, CheckedRow, RawRow, UploadKind } from './uploadKind';
import {
  batchRows,
  batchStatus,
  claimBatch,
  countBatch,
  insertBatch,
  insertRows,
  rowsAfter,
} from './uploadRepository';

/** Rows checked and written together: one check query set and one insert per chunk. */
const CHECK_CHUNK = 1_000;
/**
 * OK rows applied together: one multi-row insert each, under the 65,535 parameters a statement
 * may bind — an inspection binds over 30 columns, so 1,000 rows stay well inside it.
 */
const APPLY_CHUNK = 1_000;

export interface StagedUpload<V> {
  batchId: string;
  /** The rows a preview shows: every skipped row first in priority, then OK rows, in file order. */
  preview: CheckedRow<V>[];
  total: number;
  ok: number;
  skipped: number;
}

/** Keeps the rows a preview shows without holding a large file's rows. */
function previewKeeper<V>() {
  const skipped: CheckedRow<V>[] = [];
  const ok: CheckedRow<V>[] = [];
  return {
    keep(row: CheckedRow<V>) {
      const list = row.problems.length > 0 ? skipped : ok;
      if (list.length < UPLOAD_PREVIEW_LIMIT) list.push(row);
    },
    rows: () =>
      [...skipped, ...ok.slice(0, Math.max(0, UPLOAD_PREVIEW_LIMIT - skipped.length))].sort(
        (a, b) => a.rowNo - b.rowNo,
      ),
  };
}

/** Rows to stage: each with its number (its line in the file) and its cells by the kind's columns. */
export type RawRows<K extends string = string> =
  | Iterable<{ rowNo: number; raw: RawRow<K> }>
  | AsyncIterable<{ rowNo: number; raw: RawRow<K> }>;

/** The rows of a file after its header, each read into the kind's columns by the header. */
async function* fileRows<K extends string>(
  rows: AsyncIterator<string[]>,
  positions: Record<K, number>,
  columns: readonly { key: K }[],
) {
  let rowNo = 0;
  for (;;) {
    const next = await rows.next();
    if (next.done) return;
    rowNo += 1;
    const raw = {} as RawRow<K>;
    for (const column of columns) raw[column.key] = next.value[positions[column.key]] ?? '';
    yield { rowNo, raw };
  }
}

export function uploadService({ db, config }: Deps) {
  const ownerOf = (user: SessionUser, kind: AnyUploadKind, batchId: string) => ({
    id: batchId,
    companyId: user.company_id,
    userId: user.user_id,
    kind: kind.name,
  });

  /**
   * Checks rows a chunk at a time and stages them as a batch for this user and company, inside
   * the caller's transaction. Nothing outside the staging tables is written.
   */
  async function stageIn<K extends string, V, C, P>(
    tx: Database,
    user: SessionUser,
    kind: UploadKind<K, V, C, P>,
    rows: RawRows<K>,
    fileName: string,
    context: C,
  ): Promise<StagedUpload<V>> {
    const batchId = randomUUID();
    const preview = previewKeeper<V>();
    let total = 0;
    let ok = 0;
    await insertBatch(tx, {
      id: batchId,
      companyId: user.company_id,
      userId: user.user_id,
      kind: kind.name,
      fileName,
      context,
    });
    const seen = new Set<string>();
    let chunk: { rowNo: number; raw: RawRow<K> }[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      const checked = await kind.check(tx, context, user, chunk, seen);
      await insertRows(tx, batchId, checked);
      for (const row of checked) {
        if (row.problems.length === 0) ok += 1;
        preview.keep(row);
      }
      chunk = [];
    };
    for await (const row of rows) {
      total += 1;
      if (total > config.uploadMaxRows)
        throw badRequest(UPLOAD_MESSAGES.tooManyRows(config.uploadMaxRows));
      chunk.push(row);
      if (chunk.length === CHECK_CHUNK) await flush();
    }
    await flush();
    if (total === 0) throw badRequest(UPLOAD_MESSAGES.empty);
    await countBatch(tx, batchId, { rowCount: total, okCount: ok });
    return { batchId, preview: preview.rows(), total, ok, skipped: total - ok };
  }

  /**
   * Marks the caller's staged batch of this kind applied, inside the caller's transaction, or
   * refuses: one already applied, or one that is not the caller's (another user's or company's,
   * or none) as not found.
   */
  async function claimIn(tx: Database, user: SessionUser, kind: AnyUploadKind, batchId: string) {
    const owner = ownerOf(user, kind, batchId);
    const claimed = await claimBatch(tx, owner, user.user_id);
    if (claimed) return claimed;
    const status = await batchStatus(tx, owner);
    if (status === 'applied') throw conflict(UPLOAD_MESSAGES.alreadySaved);
    throw notFound(UPLOAD_MESSAGES.unknownBatch);
  }

  /** Applies the caller's staged batch once, inside the caller's transaction (`execute`). */
  async function applyIn<C extends { uploadType?: number }>(
    tx: Database,
    user: SessionUser,
    kind: AnyUploadKind,
    batchId: string,
    uploadType: number | undefined,
    onApplied?: (applied: number, of: number) => void,
  ) {
    const claimed = await claimIn(tx, user, kind, batchId);
    const context = claimed.context as C;
    if (uploadType !== undefined && context.uploadType !== uploadType)
      throw badRequest(UPLOAD_MESSAGES.otherUploadType);
    let saved = 0;
    let containersAdded = 0;
    let after = 0;
    const refused = new Map<number, string>();
    for (;;) {
      const page = await rowsAfter(tx, batchId, after, APPLY_CHUNK, { okOnly: true });
      if (page.length === 0) break;
      const result = await kind.apply(
        tx,
        page.map((row) => row.values),
        context,
        user,
        batchId,
      );
      saved += result.saved;
      containersAdded += result.containersAdded;
      for (const [index, reason] of result.refused ?? []) {
        const rowNo = page[index]?.rowNo;
        if (rowNo !== undefined) refused.set(rowNo, reason);
      }
      after = page[page.length - 1]?.rowNo ?? after;
      onApplied?.(saved, claimed.okCount);
    }
    const result = { qry: batchId, saved, skipped: claimed.rowCount - saved, containersAdded };
    const { outcome } = kind;
    if (!outcome) return result;
    const rows = await batchRows(tx, batchId, UPLOAD_PREVIEW_LIMIT);
    const list = rows.map((row) => {
      const reason = refused.get(row.rowNo);
      const problems = reason ? [reason] : row.problems;
      return outcome({ ...row, problems }, problems.length === 0);
    });
    return { ...result, list };
  }

  return {
    stageIn,
    claimIn,
    applyIn,

    /**
     * Reads the file as it streams from disk, checks its rows a chunk at a time and stages them
     * for this user and company, all in one transaction: a file refused part-way stages nothing.
     * Nothing outside the staging tables is written.
     */
    async stage<K extends string, V, C, P>(
      user: SessionUser,
      kind: UploadKind<K, V, C, P>,
      file: { path: string; filename: string },
      context: C,
    ): Promise<StagedUpload<V>> {
      const rows = sheetRows(file.path);
      try {
        const first = await rows.next();
        if (first.done) throw badRequest(UPLOAD_MESSAGES.empty);
        const positions = locateColumns(kind.columns, first.value);
        return await inTransaction(db, (tx) =>
          stageIn(tx, user, kind, fileRows(rows, positions, kind.columns), file.filename, context),
        );
      } finally {
        // A refused file is not read to its end; its reader is closed now, not when collected.
        await rows.return(undefined);
      }
    },

    /**
     * Refuses, as the execute would, a batch that is not the caller's of this kind: another
     * user's or company's, or none. Run before a save is queued as a job.
     */
    async refuseUnlessOwn(user: SessionUser, kind: AnyUploadKind, batchId: string) {
      if ((await batchStatus(db, ownerOf(user, kind, batchId))) === undefined)
        throw notFound(UPLOAD_MESSAGES.unknownBatch);
    },

    /**
     * Applies the caller's staged batch once: the claim that flips it to applied and the rows it
     * writes are one transaction, so a second execute, or one interrupted, writes nothing.
     */
    execute: <C extends { uploadType?: number }>(
      user: SessionUser,
      kind: AnyUploadKind,
      batchId: string,
      uploadType: number | undefined,
      /** Told after each chunk is written (not yet committed): a long save shows it is moving. */
      onApplied?: (applied: number, of: number) => void,
    ) => inTransaction(db, (tx) => applyIn<C>(tx, user, kind, batchId, uploadType, onApplied)),
  };
}
