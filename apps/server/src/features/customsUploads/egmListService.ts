import type { CustomsListFilter, SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { refuseUnfitCustomsFilter } from '../customs/customsFilterChecks';
import { listEgmLines } from './egmLineRepository';

/** EGM Uploaded List: a filter asking for too little, or naming what is not the caller's, is refused. */
export function egmListService(db: Database) {
  return {
    async list(user: Pick<SessionUser, 'company_id'>, filter: CustomsListFilter) {
      await refuseUnfitCustomsFilter(db, user, filter, { byDates: false });
      return listEgmLines(db, user.company_id, filter);
    },
  };
}
