import { api, CUSTOMS_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { information } from '../../http/errors';
import { defineRoute, ok, type Route } from '../../http/route';
import { egmListService } from './egmListService';

/**
 * EGM Uploaded List (002 §2.4, §5): the terminal EGM lines of a party's call or of some
 * containers, by container. SB dates are not a filter of this list.
 */
export function egmListRoutes({ db }: Deps): Route[] {
  const egmLines = egmListService(db);
  return [
    defineRoute(
      api.egm.uploadedList,
      async ({ input, user }) => {
        const rows = await egmLines.list(user, input.body);
        if (rows.length === 0) throw information(CUSTOMS_MESSAGES.noData);
        // The rows in item 3 too, where the spec's client reads them.
        return ok(rows, CUSTOMS_MESSAGES.fetched, rows);
      },
      { reads: 'replica' },
    ),
  ];
}
