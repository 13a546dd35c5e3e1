import { api, containerExportLayout } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { exportService } from '../master/exportService';
import { masterService } from '../master/masterService';
import { containerDefinition } from './containerDefinition';

/**
 * GET /container/{text}: the company's containers matching the text, by number; and the list's
 * export, written on the server.
 */
export function containerRoutes(deps: Deps): Route[] {
  const service = masterService(deps.db, containerDefinition);
  const exports = exportService(deps, containerDefinition, containerExportLayout);
  return [
    defineRoute(api.container.search, async ({ input, user }) => {
      const { rows } = await service.list(user, {
        search: input.params.contnumber,
        sort: 'contnumber.asc',
      });
      return ok(rows);
    }),
    defineRoute(api.container.export, async ({ input, user }) =>
      fileAnswer(await exports.export(user, input.query)),
    ),
  ];
}
