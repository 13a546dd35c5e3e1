import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { countries, menu, roles, states } from '../schema';
import { COUNTRIES } from './countries';
import { MENU } from './menu';
import { STATES } from './states';

export const ROLES = [
  { id: 1, name: 'user' },
  { id: 2, name: 'admin' },
];

/** Brings global reference data to the committed seed; safe to run at every start. */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES)
      .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(states)
      .values(STATES.map(([gstCode, name]) => ({ id: Number(gstCode), gstCode, name })))
      .onConflictDoUpdate({
        target: states.id,
        set: { name: sql`excluded.name`, gstCode: sql`excluded.gst_code` },
      });
    await tx
      .insert(countries)
      .values(COUNTRIES.map(([id, isoCode, name]) => ({ id, isoCode, name })))
      .onConflictDoUpdate({
        target: countries.id,
        set: { name: sql`excluded.name`, isoCode: sql`excluded.iso_code` },
      });
    const entries = MENU.map((m, index) => ({
      ...m,
      sortOrder: index,
      adminOnly: m.adminOnly ?? false,
    }));
    await tx
      .insert(menu)
      .values(entries)
      .onConflictDoUpdate({
        target: menu.id,
        set: {
          parentId: sql`excluded.parent_id`,
          name: sql`excluded.menu_name`,
          icon: sql`excluded.menu_icon`,
          action: sql`excluded.menu_action`,
          sortOrder: sql`excluded.sort_order`,
          adminOnly: sql`excluded.admin_only`,
        },
      });
    await tx.delete(menu).where(
      notInArray(
        menu.id,
        entries.map((e) => e.id),
      ),
    );
  });
}
