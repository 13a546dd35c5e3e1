import type { Database } from '../../db/client';
import { PRODUCT, VERSION } from '../../version';
import { databaseOf } from './databaseVersion';
import * as repository from './referenceRepository';

/** The reference lists every company shares, and the server's health and version. */
export const referenceService = (db: Database) => ({
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
    };
  },
  states: () => repository.listStates(db),
  countries: () => repository.listCountries(db),
  banks: () => repository.listBanks(db),
  isoCodes: () => repository.listIsoCodes(db),
  containerTypes: () => repository.listContainerTypes(db),
});
