import { requestedId } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { editedVersionOf } from '../../shared/rowVersion';
import type { AnyMasterDefinition } from './masterDefinition';
import { isCompanyTable } from './masterRepository';
import { masterService } from './masterService';

/**
 * The routes of one master entity, from its definition: list, create, update and, where the
 * contract has it, delete. A record kept in a modal form is saved by one call (its create and
 * update are the same endpoint): id 0 adds it, any other id updates that row; its list answers
 * the rows in the third element and again in the fourth, where the spec's screens read them,
 * unless a page is asked for.
 */
export function masterRoutes(definition: AnyMasterDefinition, { db }: Deps): Route[] {
  const { entity } = definition;
  const { list, create, update, remove } = entity.endpoints;
  const service = masterService(db, definition);
  const publicList = list.access === 'public';
  const savedInOne = create === update;
  if (publicList && isCompanyTable(definition.table))
    throw new Error(`${list.path} would list a company's rows without a signed-in user`);
  // A shared list's rows go into every company's files: no company may change them for another.
  const writes = [create, update, ...(remove ? [remove] : [])];
  if (!isCompanyTable(definition.table) && writes.some((write) => write.access !== 'group'))
    throw new Error(`${entity.label} is shared: only the group administrator may change it`);

  const routes = [
    defineRoute(
      list,
      async (context) => {
        // A public list (ports) has no caller; only a shared table, which ignores the company, may be.
        const caller = publicList ? { company_id: 0 } : context.user;
        const { rows, page } = await service.list(caller, context.input.query ?? {});
        // A page asked for answers its pageInfo; only the spec's unpaged call repeats the rows.
        return ok(rows, '', page ?? (savedInOne ? rows : undefined));
      },
      { reads: 'replica' },
    ),
  ];
  if (savedInOne) {
    routes.push(
      defineRoute(create, async ({ input, user }) => {
        const id = requestedId(entity, input);
        return id === 0
          ? ok(await service.create(user, input.body), entity.messages.created)
          : ok(
              await service.update(user, id, input.body, editedVersionOf(input.body)),
              entity.messages.updated,
            );
      }),
    );
  } else {
    routes.push(
      defineRoute(create, async ({ input, user }) =>
        ok(await service.create(user, input.body), entity.messages.created),
      ),
      defineRoute(update, async ({ input, user }) =>
        ok(
          await service.update(
            user,
            requestedId(entity, input),
            input.body,
            editedVersionOf(input.body),
          ),
          entity.messages.updated,
        ),
      ),
    );
  }
  if (remove) {
    routes.push(
      defineRoute(remove, async ({ input, user }) => {
        await service.remove(user, requestedId(entity, input));
        return ok(null, entity.messages.deleted ?? 'Deleted successfully.');
      }),
    );
  }
  return routes;
}
