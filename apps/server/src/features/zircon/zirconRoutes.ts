import { api, ZIRCON_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { zirconCountOf } from './zirconRepository';
import { zirconService } from './zirconService';

const { zirconReport: calls } = api;

/** Zircon Reports: the rows with the count row in item 3, or the tally sheet's document. */
export function zirconRoutes(deps: Deps): Route[] {
  const service = zirconService(deps);
  return [
    defineRoute(
      calls.rows,
      async ({ input, user }) => {
        const entries = await service.entries(user, input.query);
        return ok(
          entries.map((entry) => entry.row),
          ZIRCON_MESSAGES.fetched,
          zirconCountOf(entries),
        );
      },
      { reads: 'replica' },
    ),
    defineRoute(calls.tallySheet, async ({ input, user }) =>
      ok(await service.tallySheet(user, input.query), ZIRCON_MESSAGES.generated),
    ),
  ];
}
