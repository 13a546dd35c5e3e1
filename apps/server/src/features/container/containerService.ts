import type { PageQuery, SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { masterService } from '../master/masterService';
import { containerDefinition } from './containerDefinition';

/**
 * GET /container/{text}'s rows: the company's containers whose number (ISO code, type) holds the
 * text, by number; with a page, only that page and the total.
 */
export async function searchContainers(
  db: Database,
  companyId: number,
  text: string,
  query: PageQuery,
) {
  return masterService(db, containerDefinition).found(
    { company_id: companyId },
    {
      search: text,
      sort: 'contnumber.asc',
      ...query,
    },
  );
}

/** The company's containers found by a part of their number. */
export const containerService = (db: Database) => ({
  search: (user: SessionUser, text: string, query: PageQuery) =>
    searchContainers(db, user.company_id, text, query),
});
