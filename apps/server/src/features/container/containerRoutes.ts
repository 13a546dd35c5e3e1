import { api, containerExportLayout, type PageQuery } from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { exportService } from '../master/exportService';
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

/**
 * GET /container/{text}: the company's containers matching the text, by number; and the list's
 * export, written on the server.
 */
export function containerRoutes(deps: Deps): Route[] {
  const exports = exportService(deps, containerDefinition, containerExportLayout);
  return [
    defineRoute(api.container.search, async ({ input, user }) => {
      const { rows, page } = await searchContainers(
        deps.db,
        user.company_id,
        input.params.contnumber,
        input.query,
      );
      return ok(rows, '', page);
    }),
    defineRoute(api.container.export, async ({ input, user }) =>
      fileAnswer(await exports.export(user, input.query)),
    ),
  ];
}
