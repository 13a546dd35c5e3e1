import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries, menu } from '../src/db/schema';
import { COUNTRIES } from '../src/db/seed/countries';
import { seedReference } from '../src/db/seed/seedReference';
import { sqlRows } from '../src/db/sqlRows';
import { useTestApp } from './support/testApp';

const t = useTestApp();

/** The transaction that last wrote each row of a reference table: an update gives it a new one. */
const writers = (table: 'countries' | 'menu') =>
  sqlRows<{ writer: string }>(
    t.db,
    sql`select xmin::text as writer from ${sql.identifier(table)} order by 1`,
  );

describe('the reference seed run at every start', () => {
  it('brings a reference row that differs from the seed back to it', async () => {
    const [id, , name] = COUNTRIES[0] ?? [];
    if (id === undefined) throw new Error('no country in the seed');
    await t.db.update(countries).set({ name: 'Edited' }).where(eq(countries.id, id));
    await t.db.update(menu).set({ sortOrder: 999 }).where(eq(menu.id, 1));
    await seedReference(t.db);
    const [country] = await t.db
      .select({ name: countries.name })
      .from(countries)
      .where(eq(countries.id, id));
    const [entry] = await t.db
      .select({ sortOrder: menu.sortOrder })
      .from(menu)
      .where(eq(menu.id, 1));
    expect(country?.name).toBe(name);
    expect(entry?.sortOrder).toBe(0);
  });

  it('leaves the rows that are as seeded unwritten', async () => {
    await seedReference(t.db);
    const before = { countries: await writers('countries'), menu: await writers('menu') };
    await seedReference(t.db);
    expect({ countries: await writers('countries'), menu: await writers('menu') }).toEqual(before);
  });
});
