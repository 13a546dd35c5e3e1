import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../client';

/** One call's reading: where its reads go, and whether it wrote. */
export interface ReadContext {
  /** The database the call's plain reads go to: the replica, or the primary. */
  reads: Database;
  /** Set once a statement that may have written finished on the primary during the call. */
  wrote: boolean;
}

const calls = new AsyncLocalStorage<ReadContext>();

/** Runs `work` as one call: its reads, and the async work it starts, use `context`. */
export const inReadContext = <T>(context: ReadContext, work: () => Promise<T>) =>
  // Awaited inside, so a query builder `work` answers runs in the call too.
  calls.run(context, async () => await work());

/** The call being run, if any. */
export const readContext = (): ReadContext | undefined => calls.getStore();
