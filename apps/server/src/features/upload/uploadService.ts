import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
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
  finishBatch,
  forgetStaging,
  insertBatch,
  insertRows,
  lastRowNo,
  markStaged,
  recordProgress,
  releaseSaves,
  rowsAfter,
  type SaveProgress,
} from './uploadRepository';

/** Rows checked and written together: one check query set and one insert per chunk. */
const CHECK_CHUNK = 1_000;
/**
 * OK rows applied together: one multi-row insert each, under the 65,535 parameters a statement
 * may bind — an inspection binds over 30 columns, so 1,000 rows stay well inside it.
 */
const APPLY_CHUNK = 1_000;
/**
 * Staged rows a set-based apply writes per step: a step takes well under a second even on
 * PGlite, whose one connection every other call waits for meanwhile.
 */
const STAGED_CHUNK = 1_000;
/**
 * The pause after each step of a save on PGlite: what other calls queued meanwhile for its one
 * connection runs in it, each of their queries, not just the first, ahead of the save's next
 * step. On PostgreSQL other calls run on connections of their own, and a save goes straight on.
 */
const STEP_PAUSE_MS = 20;

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
type RawRows<K extends string = string> =
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
  const stepPauseMs = config.databaseUrl ? 0 : STEP_PAUSE_MS;
  const ownerOf = (user: SessionUser, kind: AnyUploadKind, batchId: string) => ({
    id: batchId,
    companyId: user.company_id,
    userId: user.user_id,
    kind: kind.name,
  });

  /**
   * Checks rows a chunk at a time and stages them as a batch for this user and company, each
   * chunk in a step `inStep` runs: all in the caller's transaction (`stageIn`), or each in a
   * short transaction of its own (`stage`). The batch is `staging`, never saved, until its last
   * step marks it staged. Nothing outside the staging tables is written.
   */
  async function stageInSteps<K extends string, V, C, P>(
    inStep: <T>(work: (tx: Database) => Promise<T>) => Promise<T>,
    batchId: string,
    user: SessionUser,
    kind: UploadKind<K, V, C, P>,
    rows: RawRows<K>,
    fileName: string,
    context: C,
  ): Promise<StagedUpload<V>> {
    const preview = previewKeeper<V>();
    let total = 0;
    let ok = 0;
    await inStep((tx) =>
      insertBatch(tx, {
        id: batchId,
        companyId: user.company_id,
        userId: user.user_id,
        kind: kind.name,
        fileName,
        context,
      }),
    );
    const seen = new Set<string>();
    let chunk: { rowNo: number; raw: RawRow<K> }[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      const rowsOfChunk = chunk;
      chunk = [];
      const checked = await inStep(async (tx) => {
        const checked = await kind.check(tx, context, user, rowsOfChunk, seen);
        await insertRows(tx, batchId, checked);
        return checked;
      });
      for (const row of checked) {
        if (row.problems.length === 0) ok += 1;
        preview.keep(row);
      }
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
    await inStep((tx) => markStaged(tx, batchId, { rowCount: total, okCount: ok }));
    return { batchId, preview: preview.rows(), total, ok, skipped: total - ok };
  }

  /** Stages rows as `stageInSteps` does, all inside the caller's transaction. */
  const stageIn = <K extends string, V, C, P>(
    tx: Database,
    user: SessionUser,
    kind: UploadKind<K, V, C, P>,
    rows: RawRows<K>,
    fileName: string,
    context: C,
  ) => stageInSteps((work) => work(tx), randomUUID(), user, kind, rows, fileName, context);

  /**
   * Marks the caller's staged batch of this kind applied, inside the caller's transaction, or
   * refuses: one already applied, or one that is not the caller's (another user's or company's,
   * or none) as not found.
   */
  async function claimIn(
    tx: Database,
    user: SessionUser,
    kind: AnyUploadKind,
    batchId: string,
    as: 'applied' | 'applying' = 'applied',
  ) {
    const owner = ownerOf(user, kind, batchId);
    const claimed = await claimBatch(tx, owner, user.user_id, as);
    if (claimed) return claimed;
    const status = await batchStatus(tx, owner);
    if (status === 'applied') throw conflict(UPLOAD_MESSAGES.alreadySaved);
    if (status === 'applying') throw conflict(UPLOAD_MESSAGES.beingSaved);
    throw notFound(UPLOAD_MESSAGES.unknownBatch);
  }

  /**
   * Saves a batch of a kind that applies set-based in steps of STAGED_CHUNK rows, each its own
   * short transaction, so no other call waits on the save for long (on PGlite every call shares
   * one connection). The rows of a step and the save's progress commit together: a save cut off
   * part-way (a failed step, a stop) leaves the batch waiting with the steps it wrote, and the
   * next save writes the rest, never a row twice. A second save while one runs is refused.
   */
  async function executeInSteps<C extends { uploadType?: number }>(
    user: SessionUser,
    kind: AnyUploadKind & { applyStaged: NonNullable<AnyUploadKind['applyStaged']> },
    batchId: string,
    uploadType: number | undefined,
    onApplied?: (applied: number, of: number) => void,
  ) {
    const { claimed, last } = await inTransaction(db, async (tx) => {
      const claimed = await claimIn(tx, user, kind, batchId, 'applying');
      if (uploadType !== undefined && (claimed.context as C).uploadType !== uploadType)
        throw badRequest(UPLOAD_MESSAGES.otherUploadType);
      return { claimed, last: await lastRowNo(tx, batchId) };
    });
    const context = claimed.context as C;
    let progress: SaveProgress = claimed.saveProgress ?? { upTo: 0, saved: 0, containersAdded: 0 };
    let overtaken = false;
    try {
      while (progress.upTo < last) {
        const from = progress;
        progress = await inTransaction(db, async (tx) => {
          const range = { batchId, after: from.upTo, upTo: from.upTo + STAGED_CHUNK };
          const step = await kind.applyStaged(tx, range, context, user);
          const next = {
            upTo: range.upTo,
            saved: from.saved + step.saved,
            containersAdded: from.containersAdded + step.containersAdded,
          };
          overtaken = !(await recordProgress(tx, batchId, from.upTo, next));
          if (overtaken) throw conflict(UPLOAD_MESSAGES.beingSaved);
          return next;
        });
        onApplied?.(progress.saved, claimed.okCount);
        if (stepPauseMs > 0) await pause(stepPauseMs);
      }
      await finishBatch(db, batchId);
    } catch (error) {
      // Waiting again, with the steps written; unless another save has taken it over.
      if (!overtaken) await releaseSaves(db, batchId);
      throw error;
    }
    const { saved, containersAdded } = progress;
    return { qry: batchId, saved, skipped: claimed.rowCount - saved, containersAdded };
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
    if (kind.applyStaged) {
      // Set-based, a range of row numbers per statement: no row passes through the server.
      const last = await lastRowNo(tx, batchId);
      for (; after < last; after += STAGED_CHUNK) {
        const range = { batchId, after, upTo: after + STAGED_CHUNK };
        const result = await kind.applyStaged(tx, range, context, user);
        saved += result.saved;
        containersAdded += result.containersAdded;
        onApplied?.(saved, claimed.okCount);
      }
    } else {
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
     * for this user and company, each chunk in a short transaction of its own, so no other call
     * waits on a large file for long: a file refused part-way (or a staging cut off) leaves no
     * batch to save, and its rows are removed. Nothing outside the staging tables is written.
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
        const batchId = randomUUID();
        try {
          return await stageInSteps(
            (work) => inTransaction(db, work),
            batchId,
            user,
            kind,
            fileRows(rows, positions, kind.columns),
            file.filename,
            context,
          );
        } catch (error) {
          await forgetStaging(db, batchId);
          throw error;
        }
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
     * Applies the caller's staged batch once. A kind that applies set-based saves in short steps
     * (`executeInSteps`); any other in one transaction with the claim that flips it to applied,
     * so a second execute, or one interrupted, writes nothing.
     */
    execute: <C extends { uploadType?: number }>(
      user: SessionUser,
      kind: AnyUploadKind,
      batchId: string,
      uploadType: number | undefined,
      /** Told after each chunk or step is written: a long save shows it is moving. */
      onApplied?: (applied: number, of: number) => void,
    ) =>
      kind.applyStaged
        ? executeInSteps<C>(user, kind, batchId, uploadType, onApplied)
        : inTransaction(db, (tx) => applyIn<C>(tx, user, kind, batchId, uploadType, onApplied)),
  };
}
