import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { locationRowOf } from './locationDefinition';
import { listCfs, listDockRows } from './locationRepository';

/** The location lists beside the master list: docks (Area) and the public CFS list. */
export const locationRoutes = ({ db }: Deps) => [
  defineRoute(api.location.listMaster, async () => ok(await listDockRows(db))),
  defineRoute(api.location.listCfs, async () =>
    ok(
      (await listCfs(db)).map((l) => {
        const { locationid, Name, ShortName, kind, LocationCode } = locationRowOf(l);
        return { locationid, Name, ShortName, kind, LocationCode };
      }),
    ),
  ),
];
