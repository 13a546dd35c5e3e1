import type { Database } from '../../db/client';
import { locationRowOf } from './locationDefinition';
import { listCfs, listDockRows } from './locationRepository';

/** The location lists beside the master list. */
export const locationService = (db: Database) => ({
  /** The docks (Area). */
  docks: () => listDockRows(db),

  /** The public CFS list, in the names the screens read. */
  async cfs() {
    return (await listCfs(db)).map((l) => {
      const { locationid, Name, ShortName, kind, LocationCode } = locationRowOf(l);
      return { locationid, Name, ShortName, kind, LocationCode };
    });
  },
});
