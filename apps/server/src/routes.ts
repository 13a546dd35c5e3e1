import { api } from '@quaybook/contract';
import { authRoutes } from './auth/authRoutes';
import type { Deps } from './deps';
import { masterRoutes } from './features/master/masterRoutes';
import { menuRoutes } from './features/menu/menuRoutes';
import { referenceRoutes } from './features/reference/referenceRoutes';
import { vesselDefinition } from './features/vessel/vesselDefinition';
import { voyageDefinition } from './features/voyage/voyageDefinition';
import type { Route } from './http/route';

/** Every route of the API; a test checks this covers the contract exactly. */
export function allRoutes(deps: Deps): Route[] {
  return [
    ...authRoutes(deps),
    ...menuRoutes(deps),
    ...referenceRoutes(deps),
    ...masterRoutes(api.voyage, 'Voyageid', voyageDefinition, deps),
    ...masterRoutes(api.vessel, 'Vesselid', vesselDefinition, deps),
  ];
}
