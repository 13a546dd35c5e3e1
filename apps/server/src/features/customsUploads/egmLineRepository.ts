import type { CustomsListFilter } from '@quaybook/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { terminalEgmLines } from '../../db/schema';
import { customsRecordWhere } from '../customs/customsRecordRepository';

/**
 * The company's terminal EGM lines the filter keeps, by container, SB date and arrival; SB dates
 * are not a filter of this list.
 */
export function listEgmLines(db: Database, companyId: number, filter: CustomsListFilter) {
  const where = customsRecordWhere(db, companyId, filter, terminalEgmLines, { byDates: false });
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
