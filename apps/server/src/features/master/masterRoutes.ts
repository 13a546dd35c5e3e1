import type { masterEndpoints } from '@quaybook/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import type { MasterDefinition, MasterTable } from './masterDefinition';
import { masterService } from './masterService';

type Endpoints = ReturnType<typeof masterEndpoints<string, z.ZodType, z.ZodType>>;

/** The list, create and update routes of one master entity, from its contract and definition. */
export function masterRoutes<T extends MasterTable, Row, Input>(
  endpoints: Endpoints,
  idParam: string,
  definition: MasterDefinition<T, Row, Input>,
  { db }: Deps,
): Route[] {
  const service = masterService(db, definition);
  return [
    defineRoute(endpoints.list, async ({ input, user }) => {
      const { rows, page } = await service.list(user, input.query);
      return ok(rows, '', page);
    }),
    defineRoute(endpoints.create, async ({ input, user }) =>
      ok(await service.create(user, input.body as Input), definition.messages.created),
    ),
    defineRoute(endpoints.update, async ({ input, user }) =>
      ok(
        await service.update(
          user,
          (input.params as Record<string, number>)[idParam] as number,
          input.body as Input,
        ),
        definition.messages.updated,
      ),
    ),
  ];
}
