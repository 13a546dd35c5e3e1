import { useEffect, useState } from 'react';
import type { QueuedEntry } from './queuedEntry';

/** Every entry kept on the tablet, whoever saved it, as it changes (in this tab or another). */
export function useQueuedEntries(): QueuedEntry[] {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./entryQueue').then(async ({ watchEntries }) => {
      const unwatch = await watchEntries(setEntries);
      if (ended) unwatch();
      else stop = unwatch;
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, []);
  return entries;
}
