import type { Deps } from '../../deps';
import { PRODUCT, VERSION } from '../../version';
import { databaseOf } from './databaseVersion';
import * as repository from './referenceRepository';

/** Where the process's memory goes now. */
async function memoryNow(databaseMemory: Deps['databaseMemory']) {
  const usage = process.memoryUsage();
  return {
    resident: usage.rss,
    javascript: usage.heapUsed,
    buffers: usage.arrayBuffers,
    database: databaseMemory ? await databaseMemory() : null,
  };
}

/** The reference lists every company shares, and the server's health and version. */
export const referenceService = ({
  db,
  replica,
  databaseMemory,
}: Pick<Deps, 'db' | 'replica' | 'databaseMemory'>) => ({
  /** Up when the database answers. */
  async health() {
    await repository.ping(db);
    return { database: 'up' as const, version: VERSION };
  },
  async about() {
    return {
      product: PRODUCT,
      version: VERSION,
      database: databaseOf(await repository.databaseVersion(db)),
      ...(replica ? { replica: replica.stats() } : {}),
      memory: await memoryNow(databaseMemory),
    };
  },
  states: () => repository.listStates(db),
  countries: () => repository.listCountries(db),
  banks: () => repository.listBanks(db),
  isoCodes: () => repository.listIsoCodes(db),
  containerTypes: () => repository.listContainerTypes(db),
});
