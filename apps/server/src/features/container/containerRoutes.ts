import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { masterService } from '../master/masterService';
import { containerDefinition } from './containerDefinition';

/** GET /container/{text}: the company's containers matching the text, by number. */
export function containerRoutes({ db }: Deps): Route[] {
  const service = masterService(db, containerDefinition);
  return [
    defineRoute(api.container.search, async ({ input, user }) => {
      const { rows } = await service.list(user, {
        search: input.params.contnumber,
        sort: 'contnumber.asc',
      });
      return ok(rows);
    }),
  ];
}
