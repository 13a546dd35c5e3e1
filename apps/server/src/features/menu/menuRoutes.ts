import { api, Role } from '@quaybook/contract';
import { asc, eq } from 'drizzle-orm';
import { menu } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';

export const menuRoutes = ({ db }: Deps) => [
  defineRoute(api.menu.getMenu, async ({ user }) => {
    const rows = await db
      .select({
        auto_id: menu.id,
        parent_id: menu.parentId,
        menu_name: menu.name,
        menu_icon: menu.icon,
        menu_action: menu.action,
      })
      .from(menu)
      .where(user.roleid === Role.admin ? undefined : eq(menu.adminOnly, false))
      .orderBy(asc(menu.sortOrder), asc(menu.id));
    return ok(rows);
  }),
];
