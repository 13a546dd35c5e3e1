import type { Endpoint, ListQuery } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import type { MasterDefinition, MasterTable } from './masterDefinition';
import { isCompanyTable } from './masterRepository';
import { masterService } from './masterService';

// From `masterEndpoints`, or declared by hand (PUT /update_container carries its id in the body).
type Endpoints = { list: Endpoint; create: Endpoint; update: Endpoint; remove?: Endpoint };

/** The list, create, update (and delete) routes of one master entity, from its contract and definition. */
export function masterRoutes<T extends MasterTable, Row, Input, Listed>(
  endpoints: Endpoints,
  idParam: string,
  definition: MasterDefinition<T, Row, Input, Listed>,
  { db }: Deps,
): Route[] {
  const service = masterService(db, definition);
  const publicList = endpoints.list.access === 'public';
  if (publicList && isCompanyTable(definition.table))
    throw new Error(`${endpoints.list.path} would list a company's rows without a signed-in user`);
  // The id is a path parameter, or a field of the body where the path has none.
  const idOf = (input: { params: unknown; body: unknown }) =>
    ((input.params as Record<string, number> | undefined)?.[idParam] ??
      (input.body as Record<string, number> | undefined)?.[idParam]) as number;
  const routes = [
    defineRoute(endpoints.list, async (context) => {
      // A public list (ports) has no caller; only a shared table, which ignores the company, may be.
      const caller = publicList ? { company_id: 0 } : context.user;
      const { rows, page } = await service.list(caller, context.input.query as ListQuery);
      return ok(rows, '', page);
    }),
    defineRoute(endpoints.create, async ({ input, user }) =>
      ok(await service.create(user, input.body as Input), definition.messages.created),
    ),
    defineRoute(endpoints.update, async ({ input, user }) =>
      ok(await service.update(user, idOf(input), input.body as Input), definition.messages.updated),
    ),
  ];
  if (endpoints.remove) {
    routes.push(
      defineRoute(endpoints.remove, async ({ input, user }) => {
        await service.remove(user, idOf(input));
        return ok(null as never, definition.messages.deleted ?? 'Deleted successfully.');
      }),
    );
  }
  return routes;
}
