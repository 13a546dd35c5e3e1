import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { advanceContainerRows } from './advanceListQuery';

/** The Advanced Container List (001 §2.5): a call's expected containers and their inspections. */
export const advanceListRoutes = ({ db }: Deps): Route[] => [
  defineRoute(api.advanceContainerList.list, async ({ input, user }) => {
    const { rows, info } = await advanceContainerRows(
      db,
      user.company_id,
      input.params.vcnID,
      input.query,
    );
    return ok(rows, '', info);
  }),
];
