import { notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

const ROLES = [
  { id: 1, name: 'user' },
  { id: 2, name: 'admin' },
  { id: 3, name: 'line user' },
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
 * An upsert's conflict clause that sets each column to the seed's value, and only on rows where
 * one differs: every start brings the tables to the seed, and rewriting the rows already there
 * cost each start a write of every row and its indexes.
 */
function unlessSame(target: PgColumn, columns: Record<string, [column: PgColumn, seeded: SQL]>) {
  const pairs = Object.values(columns);
  return {
    target,
    set: Object.fromEntries(Object.entries(columns).map(([key, [, seeded]]) => [key, seeded])),
    setWhere: sql`(${sql.join(
      pairs.map(([column]) => column),
      sql`, `,
    )}) is distinct from (${sql.join(
      pairs.map(([, seeded]) => seeded),
      sql`, `,
    )})`,
  };
}

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
      .onConflictDoUpdate(unlessSame(roles.id, { name: [roles.name, sql`excluded.name`] }));
    await tx
      .insert(states)
      .values(STATES.map(([gstCode, name]) => ({ id: Number(gstCode), gstCode, name })))
      .onConflictDoUpdate(
        unlessSame(states.id, {
          name: [states.name, sql`excluded.name`],
          gstCode: [states.gstCode, sql`excluded.gst_code`],
        }),
      );
    await tx
      .insert(countries)
      .values(COUNTRIES.map(([id, isoCode, name]) => ({ id, isoCode, name })))
      .onConflictDoUpdate(
        unlessSame(countries.id, {
          name: [countries.name, sql`excluded.name`],
          isoCode: [countries.isoCode, sql`excluded.iso_code`],
        }),
      );
    await tx
      .insert(isoCodes)
      .values(
        ISO_CODES.map(([code, size, typeCode, typeText]) => ({ code, size, typeCode, typeText })),
      )
      .onConflictDoUpdate(
        unlessSame(isoCodes.code, {
          size: [isoCodes.size, sql`excluded.size`],
          typeCode: [isoCodes.typeCode, sql`excluded.type_code`],
          typeText: [isoCodes.typeText, sql`excluded.type_text`],
        }),
      );
    await tx
      .insert(containerTypes)
      .values(CONTAINER_TYPES.map(([id, typeCode, typeText]) => ({ id, typeCode, typeText })))
      .onConflictDoUpdate(
        unlessSame(containerTypes.id, {
          typeCode: [containerTypes.typeCode, sql`excluded.type_code`],
          typeText: [containerTypes.typeText, sql`excluded.type_text`],
        }),
      );
    await tx
      .insert(banks)
      .values(BANKS.map((name, index) => ({ id: index + 1, name })))
      .onConflictDoUpdate(unlessSame(banks.id, { name: [banks.name, sql`excluded.name`] }));
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
    .onConflictDoUpdate(
      unlessSame(menu.id, {
        parentId: [menu.parentId, sql`excluded.parent_id`],
        name: [menu.name, sql`excluded.menu_name`],
        icon: [menu.icon, sql`excluded.menu_icon`],
        action: [menu.action, sql`excluded.menu_action`],
        sortOrder: [menu.sortOrder, sql`excluded.sort_order`],
        adminOnly: [menu.adminOnly, sql`excluded.admin_only`],
      }),
    );
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
