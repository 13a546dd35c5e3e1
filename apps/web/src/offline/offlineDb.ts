import Dexie, { type EntityTable } from 'dexie';
import type { KeptCall } from './keptCalls';
import type { KeptPage } from './keptPages';
import type { QueuedEntry } from './queuedEntry';

/**
 * The tablet's own store, in IndexedDB: it outlives the tab and a restart. Loaded only when the
 * queue is first used, so the first load of the app does not carry it.
 */
class OfflineDb extends Dexie {
  entries!: EntityTable<QueuedEntry, 'id'>;
  pages!: EntityTable<KeptPage, 'key'>;
  calls!: EntityTable<KeptCall, 'key'>;

  constructor() {
    super('quaybook-offline');
    this.version(1).stores({ entries: 'id, userId, queuedAt' });
    this.version(2).stores({ pages: 'key, userId, keptAt' });
    this.version(3).stores({ calls: 'key, userId' });
  }
}

export const offlineDb = new OfflineDb();
