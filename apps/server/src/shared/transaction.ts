import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { faultPoint } from './faultPoints';
import { AlreadyClaimed, pendingClaim } from './idempotencyClaim';

type Step = () => Promise<void>;

interface Outside {
  /** What to undo outside the database if the transaction does not commit. */
  undo: Step[];
  /** What to do outside the database once it has committed. */
  done: Step[];
}

// The steps outside the database of each open transaction.
const outside = new WeakMap<Database, Outside>();

/**
 * Runs one user action in one database transaction: the change, and every row it writes with
 * it, commit together or not at all. The repositories the action calls are given `tx`; work
 * done outside the database (a stored file) registers its undoing with `onRollback`, and what
 * follows a commit with `onCommit`.
 */
export async function inTransaction<T>(
  db: Database,
  action: (tx: Database) => Promise<T>,
): Promise<T> {
  const steps: Outside = { undo: [], done: [] };
  const claim = pendingClaim();
  let result: T;
  try {
    // A transaction is a database of its own to the code it runs; Drizzle types it apart.
    result = await db.transaction(async (tx) => {
      outside.set(tx as unknown as Database, steps);
      if (claim) {
        // Waits while another request of the key is under way; taken: that one saved it.
        const [mine] = await tx
          .insert(idempotencyKeys)
          .values({
            userId: claim.userId,
            key: claim.key,
            call: claim.call,
            fingerprint: claim.fingerprint,
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!mine) throw new AlreadyClaimed();
        claim.written = true;
      }
      const value = await action(tx as unknown as Database);
      await faultPoint('before-commit');
      return value;
    });
  } catch (error) {
    if (claim) claim.written = false;
    // Every undoing runs even if one fails; the transaction's own error is what the caller sees.
    await Promise.allSettled(steps.undo.reverse().map((step) => step()));
    throw error;
  }
  // Committed: what follows cannot undo it, so a failing step is left to its own recovery.
  await Promise.allSettled(steps.done.map((step) => step()));
  return result;
}

function stepsOf(tx: Database, caller: string): Outside {
  const steps = outside.get(tx);
  if (!steps) throw new Error(`${caller} needs a transaction begun by inTransaction`);
  return steps;
}

/**
 * Registers what to undo outside the database if the transaction `tx` (begun by `inTransaction`)
 * rolls back, or its commit fails, e.g. removing a file stored for a row it wrote.
 * @example onRollback(tx, () => store.remove(key));
 */
export function onRollback(tx: Database, undo: Step): void {
  stepsOf(tx, 'onRollback').undo.push(undo);
}

/**
 * Registers what to do outside the database once the transaction `tx` has committed, before
 * `inTransaction` returns, e.g. forgetting that a stored file was pending.
 * @example onCommit(tx, () => store.settle(claim));
 */
export function onCommit(tx: Database, step: Step): void {
  stepsOf(tx, 'onCommit').done.push(step);
}
