import { api } from '@quaybook/contract';
import { locations } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { withAuditNames } from '../../shared/audit';
import { locationRowOf } from './locationDefinition';
import { listCfs, listDocks } from './locationRepository';

/** The location lists beside the master list: docks (Area) and the public CFS list. */
export const locationRoutes = ({ db }: Deps) => [
  defineRoute(api.location.listMaster, async () =>
    ok(
      await withAuditNames(
        db,
        locations,
        (await listDocks(db)).map(locationRowOf),
        (dock) => dock.locationid,
      ),
    ),
  ),
  defineRoute(api.location.listCfs, async () =>
    ok(
      (await listCfs(db)).map((l) => {
        const { locationid, Name, ShortName, kind, LocationCode } = locationRowOf(l);
        return { locationid, Name, ShortName, kind, LocationCode };
      }),
    ),
  ),
];
