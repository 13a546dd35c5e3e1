import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { menuService } from './menuService';

export function menuRoutes({ db }: Deps) {
  const service = menuService(db);
  return [defineRoute(api.menu.getMenu, async ({ user }) => ok(await service.menuOf(user)))];
}
