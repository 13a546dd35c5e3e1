import { useSyncExternalStore } from 'react';
import type { QueuedEntry } from './queuedEntry';

// One watch of the store for the whole tab, however many components show the queue: the header's
// badge and the screen's list read the same entries, read once per change.
const NONE: QueuedEntry[] = [];
let entries = NONE;
const listeners = new Set<() => void>();
let unwatch: Promise<() => void> | undefined;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  unwatch ??= import('./entryQueue').then(({ watchEntries }) =>
    watchEntries((next) => {
      entries = next;
      for (const listener of listeners) listener();
    }),
  );
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0 || !unwatch) return;
    const stopping = unwatch;
    unwatch = undefined;
    entries = NONE;
    void stopping.then((stop) => stop());
  };
}

/** Every entry kept on the tablet, whoever saved it, as it changes (in this tab or another). */
export function useQueuedEntries(): QueuedEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}
