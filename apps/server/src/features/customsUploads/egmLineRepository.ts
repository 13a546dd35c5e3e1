import type { CustomsListFilter, SessionUser } from '@quaybook/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { terminalEgmLines } from '../../db/schema';
import { customsListWhere } from '../customs/customsListWhere';

/**
 * The company's terminal EGM lines the filter keeps, by container, SB date and arrival; SB dates
 * are not a filter of this list. A filter `customsListWhere` refuses is refused.
 */
export async function listEgmLines(
  db: Database,
  user: Pick<SessionUser, 'company_id'>,
  filter: CustomsListFilter,
) {
  const where = await customsListWhere(db, user, filter, terminalEgmLines, { byDates: false });
  return db
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
}
