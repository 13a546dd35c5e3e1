import { api, Role } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { listMenu } from './menuRepository';

export const menuRoutes = ({ db }: Deps) => [
  defineRoute(api.menu.getMenu, async ({ user }) =>
    ok(await listMenu(db, user.roleid === Role.admin)),
  ),
];
