import { api, containerExportLayout } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { exportService } from '../master/exportService';
import { containerDefinition } from './containerDefinition';
import { containerService } from './containerService';

/**
 * GET /container/{text}: the company's containers matching the text, by number; and the list's
 * export, written on the server.
 */
export function containerRoutes(deps: Deps): Route[] {
  const service = containerService(deps.db);
  const exports = exportService(deps, containerDefinition, containerExportLayout);
  return [
    defineRoute(
      api.container.search,
      async ({ input, user }) => {
        const { rows, page } = await service.search(user, input.params.contnumber, input.query);
        return ok(rows, '', page);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      api.container.export,
      async ({ input, user }) => fileAnswer(await exports.export(user, input.query)),
      { reads: 'replica' },
    ),
  ];
}
