import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { streamedRows } from '../../http/rowStream';
import { advanceListService, asksForPage } from './advanceListService';

/** The Advanced Container List (001 §2.5): a call's expected containers and their inspections. */
export function advanceListRoutes({ db }: Deps): Route[] {
  const service = advanceListService(db);
  return [
    defineRoute(
      api.advanceContainerList.list,
      async ({ input, user }) => {
        const { params, query } = input;
        if (asksForPage(query)) {
          const { rows, info } = await service.page(user, params.vcnID, query);
          return ok(rows, '', info);
        }
        // Every row, streamed: a call's list has no bound the server should hold in memory.
        return ok(streamedRows(await service.rows(user, params.vcnID, query)));
      },
      { reads: 'replica' },
    ),
  ];
}
