import { api, mayCall } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { dashboardFigures } from './dashboardService';

export const dashboardRoutes = (deps: Deps) => [
  defineRoute(
    api.dashboard.figures,
    async ({ user }) => ok(await dashboardFigures(deps, user.company_id, mayCall('admin', user))),
    { reads: 'replica' },
  ),
];
