import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies, countries, menu, roles, states, users, voyages } from '../src/db/schema';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';
import {
  BUSINESS_TABLES,
  REFERENCE_TABLES,
  resetDatabase,
  SHARED_TABLES,
  testDatabase,
} from './support/testDatabase';

const t = useTestApp();
const { signedInUser, createVoyage } = factories(t);

async function rowsIn(table: PgTable) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row?.n);
}

describe('the test database', () => {
  it('knows every table of the schema as either business or reference data', async () => {
    // Both drivers answer raw SQL as { rows }.
    const result = (await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((row) => row.table_name).sort();
    expect(tables).toEqual([...BUSINESS_TABLES, ...SHARED_TABLES, ...REFERENCE_TABLES].sort());
  });

  it('empties the business tables on reset and keeps the reference data', async () => {
    const before = {
      states: await rowsIn(states),
      countries: await rowsIn(countries),
      roles: await rowsIn(roles),
      menu: await rowsIn(menu),
    };
    const { user } = await signedInUser();
    await createVoyage(user);
    await resetDatabase(await testDatabase());
    expect([await rowsIn(companies), await rowsIn(users), await rowsIn(voyages)]).toEqual([
      0, 0, 0,
    ]);
    expect({
      states: await rowsIn(states),
      countries: await rowsIn(countries),
      roles: await rowsIn(roles),
      menu: await rowsIn(menu),
    }).toEqual(before);
    expect(before.states).toBe(36);
  });

  it('restarts identities on reset, so ids do not leak between tests', async () => {
    const { company } = await signedInUser();
    await resetDatabase(await testDatabase());
    const { company: again } = await signedInUser();
    expect(again.id).toBe(company.id);
  });
});
