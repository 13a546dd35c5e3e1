import { api, type Endpoint } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import type { MasterDefinition, MasterTable } from '../master/masterDefinition';
import { masterService } from '../master/masterService';
import { bookingNumberDefinition } from './bookingNumberDefinition';
import { vcnPartyLinkDefinition } from './vcnPartyLinkDefinition';

/**
 * The list and save calls of a record kept in a modal form: the list answers its rows in the
 * third element and again in the fourth (where the spec's screens read them), and one save call
 * adds the record when its autoid is 0 and otherwise updates that row.
 */
function modalRecordRoutes<T extends MasterTable, Row, Input extends { autoid: number }, Listed>(
  endpoints: { list: Endpoint; save: Endpoint },
  definition: MasterDefinition<T, Row, Input, Listed>,
  { db }: Deps,
): Route[] {
  const service = masterService(db, definition);
  return [
    defineRoute(endpoints.list, async ({ user }) => {
      const { rows } = await service.list(user, {});
      return ok(rows, '', rows);
    }),
    defineRoute(endpoints.save, async ({ input, user }) => {
      const record = input.body as Input;
      return record.autoid === 0
        ? ok(await service.create(user, record), definition.messages.created)
        : ok(await service.update(user, record.autoid, record), definition.messages.updated);
    }),
  ];
}

export const customsLinkRoutes = (deps: Deps) => [
  ...modalRecordRoutes(api.bookingNumber, bookingNumberDefinition, deps),
  ...modalRecordRoutes(api.vcnPartyLink, vcnPartyLinkDefinition, deps),
];
