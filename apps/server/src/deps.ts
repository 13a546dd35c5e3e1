import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ReplicaReads } from './db/replica/replicaReads';
import type { FileStore } from './documents/fileStore';
import type { DeliveryWorker } from './features/ediDelivery/deliveryWorker';
import type { JobRunner } from './jobs/jobRunner';

/** What route handlers and services are given; built once at start. */
export interface Deps {
  db: Database;
  tokens: TokenService;
  config: Config;
  /** Runs long work as jobs; the app makes an in-process one when none is given. */
  jobs?: JobRunner;
  /** Sends the lines' messages by themselves; the app makes a ticking one when none is given. */
  deliveries?: DeliveryWorker;
  /** The memory the database holds in this process (PGlite's thread), when it holds any. */
  databaseMemory?: (() => Promise<number>) | undefined;
  /** With a replica: where each call's reads go (`db` sends them there). */
  replica?: ReplicaReads | undefined;
  /** Where documents are kept; the store FILES_URL chooses when none is given. */
  files?: FileStore;
}
