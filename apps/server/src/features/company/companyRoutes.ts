import { api, entities } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { companyService } from './companyService';

export function companyRoutes({ db }: Deps) {
  const service = companyService(db);
  return [
    defineRoute(api.company.list, async () => ok(await service.list()), { reads: 'replica' }),
    defineRoute(api.company.create, async ({ input, user }) =>
      ok(await service.create(user, input.body), entities.company.messages.created),
    ),
    defineRoute(api.company.update, async ({ input, user }) =>
      ok(
        await service.update(user, input.params.companyid, input.body, input.body.version),
        entities.company.messages.updated,
      ),
    ),
  ];
}
