import { api, mayCall } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { listMenu } from './menuRepository';

// The admin-only entries (Users, Audit Log) lead to screens whose calls are all admin-only: they
// are offered to whoever those calls' access lets in.
export const menuRoutes = ({ db }: Deps) => [
  defineRoute(api.menu.getMenu, async ({ user }) => ok(await listMenu(db, mayCall('admin', user)))),
];
