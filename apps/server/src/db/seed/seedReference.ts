import { notInArray, sql } from 'drizzle-orm';
import { inTransaction } from '../../shared/transaction';
import type { Database } from '../client';
import {
  banks,
  componentCodes,
  containerTypes,
  countries,
  damageCodes,
  isoCodes,
  locations,
  menu,
  ports,
  repairCodes,
  roles,
  states,
} from '../schema';
import { BANKS } from './catalogue/banks';
import { CONTAINER_TYPES, ISO_CODES } from './catalogue/containerCodes';
import { COMPONENT_CODES, DAMAGE_CODES, REPAIR_CODES } from './catalogue/damageCodes';
import { LOCATIONS } from './catalogue/locations';
import { PORTS } from './catalogue/ports';
import { COUNTRIES } from './countries';
import { MENU } from './menu';
import { STATES } from './states';

/**
 * The fixed reference tables this seed owns: brought to the committed seed at every start, never
 * edited by users, so they hold the same rows wherever the seed ran.
 */
export const REFERENCE_TABLES = [roles, states, countries, isoCodes, containerTypes, banks, menu];

/** The shared lists users may edit, which `seedSharedDefaults` fills where rows are missing. */
export const SHARED_DEFAULT_TABLES = [ports, locations, damageCodes, componentCodes, repairCodes];

export const ROLES = [
  { id: 1, name: 'user' },
  { id: 2, name: 'admin' },
];

/** What `seedReference` writes into an empty database, for the first start's report. */
export const REFERENCE_SEED: readonly (readonly [what: string, rows: number])[] = [
  ['states', STATES.length],
  ['countries', COUNTRIES.length],
  ['roles', ROLES.length],
  ['menu entries', MENU.length],
  ['ISO size-type codes', ISO_CODES.length],
  ['container types', CONTAINER_TYPES.length],
  ['banks', BANKS.length],
  ['ports', PORTS.length],
  ['locations', LOCATIONS.length],
  ['damage codes', DAMAGE_CODES.length],
  ['component codes', COMPONENT_CODES.length],
  ['repair codes', REPAIR_CODES.length],
];

/**
 * Brings fixed reference data (roles, states, countries, menu, ISO codes, banks) to the committed
 * seed, and adds the shared lists users may edit (ports, locations, damage codes) where missing.
 * Safe to run at every start.
 */
export async function seedReference(db: Database): Promise<void> {
  await inTransaction(db, async (tx) => {
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
    await tx
      .insert(isoCodes)
      .values(
        ISO_CODES.map(([code, size, typeCode, typeText]) => ({ code, size, typeCode, typeText })),
      )
      .onConflictDoUpdate({
        target: isoCodes.code,
        set: {
          size: sql`excluded.size`,
          typeCode: sql`excluded.type_code`,
          typeText: sql`excluded.type_text`,
        },
      });
    await tx
      .insert(containerTypes)
      .values(CONTAINER_TYPES.map(([id, typeCode, typeText]) => ({ id, typeCode, typeText })))
      .onConflictDoUpdate({
        target: containerTypes.id,
        set: { typeCode: sql`excluded.type_code`, typeText: sql`excluded.type_text` },
      });
    await tx
      .insert(banks)
      .values(BANKS.map((name, index) => ({ id: index + 1, name })))
      .onConflictDoUpdate({ target: banks.id, set: { name: sql`excluded.name` } });
    await seedMenu(tx);
  });
  await seedSharedDefaults(db);
}

async function seedMenu(db: Database) {
  const entries = MENU.map((m, index) => ({
    ...m,
    sortOrder: index,
    adminOnly: m.adminOnly ?? false,
  }));
  await db
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
  await db.delete(menu).where(
    notInArray(
      menu.id,
      entries.map((e) => e.id),
    ),
  );
}

/** Shared lists users may edit: added once, never overwritten, so edits survive restarts. */
export async function seedSharedDefaults(db: Database): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insert(ports)
      .values(
        PORTS.map(([id, name, portCode, description]) => ({ id, name, portCode, description })),
      )
      .onConflictDoNothing();
    await tx
      .insert(locations)
      .values(LOCATIONS.map((l) => ({ ...l, isYard: l.isYard ?? false })))
      .onConflictDoNothing();
    for (const [table, codes] of [
      [damageCodes, DAMAGE_CODES],
      [componentCodes, COMPONENT_CODES],
      [repairCodes, REPAIR_CODES],
    ] as const) {
      await tx
        .insert(table)
        .values(codes.map(([shortName, description]) => ({ shortName, description })))
        .onConflictDoNothing();
    }
  });
}
