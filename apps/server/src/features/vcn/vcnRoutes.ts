import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { vcnService } from './vcnService';

// Screens of the older client read these lists from the third element or the fourth
// (spec 002 §7), so both carry them.
export function vcnRoutes({ db }: Deps) {
  const service = vcnService(db);
  return [
    defineRoute(
      api.vcn.activeList,
      async ({ user }) => {
        const rows = await service.active(user);
        return ok(rows, '', rows);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      api.vcn.activeDetailList,
      async ({ user }) => {
        const rows = await service.activeDetails(user);
        return ok(rows, '', rows);
      },
      { reads: 'replica' },
    ),
  ];
}
