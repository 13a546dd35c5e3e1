import { randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { sqlRows } from '../db/sqlRows';
import type { FileStore } from '../documents/fileStore';
import { onCommit, onRollback } from './transaction';

// The advisory lock space of file claims, apart from the migration lock (a one-number key).
const CLAIMS = 727_002;
const MAX_CLAIM = 2 ** 31 - 1;

// The claim each open transaction stores its files under, taken at its first file.
const claims = new WeakMap<Database, Promise<number>>();

/**
 * The claim the transaction stores its files under: a number it holds an advisory lock on until
 * it commits or rolls back, or its connection dies with its process. While the lock is held the
 * files are being written for rows not yet committed; once it is free, those of its files that no
 * `documents` row names are orphans. The first call takes the lock and registers what the end of
 * the transaction does to the files: a commit settles them, anything else sweeps them.
 */
export function claimFiles(tx: Database, store: FileStore, db: Database): Promise<number> {
  let claim = claims.get(tx);
  if (!claim) {
    claim = (async () => {
      const number = randomInt(1, MAX_CLAIM);
      await tx.execute(sql`select pg_advisory_xact_lock(${CLAIMS}::int4, ${number}::int4)`);
      onCommit(tx, () => store.settle(number));
      // A commit that failed may still have been made (its answer lost with the connection), so
      // a rollback does not remove the files blindly: it sweeps them as a start would.
      onRollback(tx, async () => {
        await sweepClaim(db, store, { claim: number, keys: await keysOf(store, number) });
      });
      return number;
    })();
    claims.set(tx, claim);
  }
  return claim;
}

async function keysOf(store: FileStore, claim: number): Promise<string[]> {
  return (await store.pending()).find((found) => found.claim === claim)?.keys ?? [];
}

/** What a sweep did with pending files. */
export interface Swept {
  /** Files removed: their transaction ended without a row naming them. */
  removed: number;
  /** Files kept: their transaction committed the row that names them. */
  kept: number;
  /** Files left pending: their transaction is still running. */
  running: number;
}

/**
 * Settles one claim's pending files if its transaction has ended: removes those no document
 * row names and forgets the rest. A claim still held is left alone.
 */
async function sweepClaim(
  db: Database,
  store: FileStore,
  { claim, keys }: { claim: number; keys: string[] },
): Promise<Swept> {
  // A transaction of its own, not a user action's (`inTransaction`): nothing to undo outside.
  return db.transaction(async (tx) => {
    const [locked] = await sqlRows<{ free: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${CLAIMS}::int4, ${claim}::int4) as free`,
    );
    const free = locked?.free === true;
    if (!free) return { removed: 0, kept: 0, running: keys.length };
    const recorded = keys.length
      ? await tx
          .select({ name: documents.name })
          .from(documents)
          .where(inArray(documents.name, keys))
      : [];
    const kept = new Set(recorded.map((row) => row.name));
    const orphans = keys.filter((key) => !kept.has(key));
    for (const key of orphans) await store.remove(key);
    await store.settle(claim);
    return { removed: orphans.length, kept: kept.size, running: 0 };
  });
}

/**
 * Removes every file a transaction stored but never committed a row for, wherever its process
 * died; files of transactions still running (another process's) are left to them. Safe to run
 * at any time, by any number of processes sharing the store and the database.
 */
export async function sweepPendingFiles(db: Database, store: FileStore): Promise<Swept> {
  const total: Swept = { removed: 0, kept: 0, running: 0 };
  for (const pending of await store.pending()) {
    const swept = await sweepClaim(db, store, pending);
    total.removed += swept.removed;
    total.kept += swept.kept;
    total.running += swept.running;
  }
  return total;
}
