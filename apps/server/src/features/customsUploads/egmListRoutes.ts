import { api, CUSTOMS_MESSAGES } from '@quaybook/contract';
import { asc } from 'drizzle-orm';
import { terminalEgmLines } from '../../db/schema';
import type { Deps } from '../../deps';
import { information } from '../../http/errors';
import { defineRoute, ok, type Route } from '../../http/route';
import { customsListWhere } from '../customs/customsListWhere';

/**
 * EGM Uploaded List (002 §2.4, §5): the terminal EGM lines of a party's call or of some
 * containers, by container. SB dates are not a filter of this list.
 */
export function egmListRoutes({ db }: Deps): Route[] {
  return [
    defineRoute(api.egm.uploadedList, async ({ input, user }) => {
      const where = await customsListWhere(db, user, input.body, terminalEgmLines, {
        byDates: false,
      });
      const rows = await db
        .select({
          id: terminalEgmLines.id,
          SBno: terminalEgmLines.sbNo,
          SBdate: terminalEgmLines.sbDate,
          contnumber: terminalEgmLines.containerNo,
        })
        .from(terminalEgmLines)
        .where(where)
        .orderBy(
          asc(terminalEgmLines.containerNo),
          asc(terminalEgmLines.sbDate),
          asc(terminalEgmLines.id),
        );
      if (rows.length === 0) throw information(CUSTOMS_MESSAGES.noData);
      // The rows in item 3 too, where the spec's client reads them.
      return ok(rows, CUSTOMS_MESSAGES.fetched, rows);
    }),
  ];
}
