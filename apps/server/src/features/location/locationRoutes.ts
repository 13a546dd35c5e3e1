import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { locationService } from './locationService';

/** The location lists beside the master list: docks (Area) and the public CFS list. */
export function locationRoutes({ db }: Deps) {
  const service = locationService(db);
  return [
    defineRoute(api.location.listMaster, async () => ok(await service.docks()), {
      reads: 'replica',
    }),
    defineRoute(api.location.listCfs, async () => ok(await service.cfs()), { reads: 'replica' }),
  ];
}
