import type { Database } from '../db/client';

/**
 * Runs one user action in one database transaction: the change, and every row it writes with
 * it, commit together or not at all. The repositories the action calls are given `tx`.
 */
export function inTransaction<T>(db: Database, action: (tx: Database) => Promise<T>): Promise<T> {
  // A transaction is a database of its own to the code it runs; Drizzle types it apart.
  return db.transaction((tx) => action(tx as unknown as Database));
}
