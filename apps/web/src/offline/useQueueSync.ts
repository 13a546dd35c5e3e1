import { useEffect, useState } from 'react';
import { QUEUED_EVENT } from './queuedEntry';
import type { SendEntry } from './syncQueue';

/** How often a sync is tried again while the network is up, for what the last one could not send. */
const RETRY_MS = 30_000;

/**
 * Sends the signed-in user's queue whenever there is a network: at once, when it returns, when
 * an entry is queued, and every half minute. Answers whether a sync is under way.
 */
export function useQueueSync(
  userId: number | undefined,
  online: boolean,
  sender: () => Promise<SendEntry>,
) {
  const [syncing, setSyncing] = useState(false);
  useEffect(() => {
    if (userId === undefined || !online) return;
    let running = false;
    let ended = false;
    const run = async () => {
      if (running) return;
      running = true;
      setSyncing(true);
      try {
        // The saves (and the screens' code under them) load only when something waits.
        const { nextWaiting } = await import('./entryQueue');
        if (!(await nextWaiting(userId))) return;
        const [{ syncQueue }, send] = await Promise.all([import('./syncQueue'), sender()]);
        await syncQueue(userId, send);
      } finally {
        running = false;
        if (!ended) setSyncing(false);
      }
    };
    const onQueued = () => void run();
    void run();
    const timer = window.setInterval(onQueued, RETRY_MS);
    window.addEventListener(QUEUED_EVENT, onQueued);
    return () => {
      ended = true;
      window.clearInterval(timer);
      window.removeEventListener(QUEUED_EVENT, onQueued);
    };
  }, [userId, online, sender]);
  return { syncing };
}
