import type { Endpoint, masterEndpoints } from '@quaybook/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import type { MasterDefinition, MasterTable } from './masterDefinition';
import { masterService } from './masterService';

type Endpoints = ReturnType<typeof masterEndpoints<string, z.ZodType, z.ZodType>> & {
  remove?: Endpoint;
};

/** The list, create, update (and delete) routes of one master entity, from its contract and definition. */
export function masterRoutes<T extends MasterTable, Row, Input, Listed>(
  endpoints: Endpoints,
  idParam: string,
  definition: MasterDefinition<T, Row, Input, Listed>,
  { db }: Deps,
): Route[] {
  const service = masterService(db, definition);
  const idOf = (params: unknown) => (params as Record<string, number>)[idParam] as number;
  const routes = [
    defineRoute(endpoints.list, async ({ input, user }) => {
      const { rows, page } = await service.list(user, input.query);
      return ok(rows, '', page);
    }),
    defineRoute(endpoints.create, async ({ input, user }) =>
      ok(await service.create(user, input.body as Input), definition.messages.created),
    ),
    defineRoute(endpoints.update, async ({ input, user }) =>
      ok(
        await service.update(user, idOf(input.params), input.body as Input),
        definition.messages.updated,
      ),
    ),
  ];
  if (endpoints.remove) {
    routes.push(
      defineRoute(endpoints.remove, async ({ input, user }) => {
        await service.remove(user, idOf(input.params));
        return ok(null as never, definition.messages.deleted ?? 'Deleted successfully.');
      }),
    );
  }
  return routes;
}
