import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { masterRoutes } from '../master/masterRoutes';
import { masterService } from '../master/masterService';
import { containerDefinition } from './containerDefinition';

/** The container list's calls, and GET /container/{text}: the company's containers matching it. */
export function containerRoutes(deps: Deps): Route[] {
  const service = masterService(deps.db, containerDefinition);
  return [
    ...masterRoutes(api.container, 'contid', containerDefinition, deps),
    defineRoute(api.container.search, async ({ input, user }) => {
      const { rows } = await service.list(user, {
        search: input.params.contnumber,
        sort: 'contnumber.asc',
      });
      return ok(rows);
    }),
  ];
}
