import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menu } from '../../db/schema';

/** The menu entries as the spec names them, in menu order; admin-only entries only for admins. */
export function listMenu(db: Database, forAdmin: boolean) {
  return db
    .select({
      auto_id: menu.id,
      parent_id: menu.parentId,
      menu_name: menu.name,
      menu_icon: menu.icon,
      menu_action: menu.action,
    })
    .from(menu)
    .where(forAdmin ? undefined : eq(menu.adminOnly, false))
    .orderBy(asc(menu.sortOrder), asc(menu.id));
}
