import type { Database } from '../db/client';

type Undo = () => Promise<void>;

// What each open transaction must undo outside the database if it does not commit.
const undoings = new WeakMap<Database, Undo[]>();

/**
 * Runs one user action in one database transaction: the change, and every row it writes with
 * it, commit together or not at all. The repositories the action calls are given `tx`; work
 * done outside the database (a stored file) registers its undoing with `onRollback`.
 */
export async function inTransaction<T>(
  db: Database,
  action: (tx: Database) => Promise<T>,
): Promise<T> {
  const undo: Undo[] = [];
  try {
    // A transaction is a database of its own to the code it runs; Drizzle types it apart.
    return await db.transaction((tx) => {
      undoings.set(tx as unknown as Database, undo);
      return action(tx as unknown as Database);
    });
  } catch (error) {
    // Every undoing runs even if one fails; the transaction's own error is what the caller sees.
    await Promise.allSettled(undo.reverse().map((step) => step()));
    throw error;
  }
}

/**
 * Registers what to undo outside the database if the transaction `tx` (begun by `inTransaction`)
 * rolls back, e.g. removing a file stored for a row it wrote.
 * @example onRollback(tx, () => store.remove(key));
 */
export function onRollback(tx: Database, undo: Undo): void {
  const list = undoings.get(tx);
  if (!list) throw new Error('onRollback needs a transaction begun by inTransaction');
  list.push(undo);
}
