import { CallError } from '@quaybook/contract';
import { markRefused, markSent, nextWaiting } from './entryQueue';
import type { QueuedEntry } from './queuedEntry';

/** Sends one entry; answers the inspection recorded. */
export type SendEntry = (entry: QueuedEntry) => Promise<{ reportid: number }>;

/** Why a sync stopped before the queue was empty. */
export type SyncOutcome = 'done' | 'offline' | 'signedOut' | 'serverError' | 'busy';

/**
 * A refusal the entry itself caused (a container locked on a report, a duplicate movement, a call
 * sailed meanwhile): the entry waits for the surveyor. Anything else (no network, the session
 * ended, the server failing) stops the sync to try again later, the entry still first in line.
 */
function outcomeOf(error: unknown): SyncOutcome | 'refused' {
  if (!(error instanceof CallError)) return 'serverError';
  if (error.status === 0) return 'offline';
  if (error.status === 401) return 'signedOut';
  if (error.status >= 500 || error.status === 429) return 'serverError';
  return 'refused';
}

async function sendInOrder(userId: number, send: SendEntry): Promise<SyncOutcome> {
  for (;;) {
    const entry = await nextWaiting(userId);
    if (!entry) return 'done';
    try {
      const { reportid } = await send(entry);
      await markSent(entry.id, reportid);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome !== 'refused') return outcome;
      await markRefused(entry.id, (error as CallError).message);
    }
  }
}

/**
 * Sends the user's waiting entries in the order they were saved, one tab at a time: a second
 * tab, or a second sync in this one, finds the queue busy and leaves it. Each entry carries its
 * own key, so even two senders would record it once.
 */
export async function syncQueue(userId: number, send: SendEntry): Promise<SyncOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return sendInOrder(userId, send);
  return locks.request(`quaybook-sync-${userId}`, { ifAvailable: true }, (lock) =>
    lock ? sendInOrder(userId, send) : 'busy',
  );
}
