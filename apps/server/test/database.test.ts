import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';
import { resetDatabase, TABLES, testDatabase } from './support/testDatabase';

const t = useTestApp();
const { signedInUser, createVcn } = factories(t);

// Both drivers answer raw SQL as { rows }.
const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** How many rows each named table holds. */
async function countsOf(names: readonly string[]) {
  const counts: Record<string, number> = {};
  for (const name of names) {
    const [row] = await rowsOf<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = Number(row?.n);
  }
  return counts;
}

describe('the test database', () => {
  it('empties every table between tests unless it is declared fixed reference data', async () => {
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((row) => row.table_name).sort()).toEqual(
      [...TABLES.emptied, ...TABLES.reference].sort(),
    );
    expect(TABLES.all).toEqual(expect.arrayContaining(TABLES.reference));
    expect(TABLES.emptied).toEqual(expect.arrayContaining(TABLES.shared));
  });

  it('empties the business tables on reset, reseeds the shared lists and keeps the reference data', async () => {
    const seeded = await countsOf([...TABLES.shared, ...TABLES.reference]);
    const { user } = await signedInUser();
    await createVcn(user);
    await resetDatabase(await testDatabase());
    const business = TABLES.emptied.filter((name) => !TABLES.shared.includes(name));
    expect(await countsOf(business)).toEqual(Object.fromEntries(business.map((name) => [name, 0])));
    expect(await countsOf([...TABLES.shared, ...TABLES.reference])).toEqual(seeded);
    for (const name of [...TABLES.shared, ...TABLES.reference])
      expect(seeded[name], `${name} is seeded`).toBeGreaterThan(0);
    expect(seeded.states).toBe(36);
  });

  it('restarts identities on reset, so ids do not leak between tests', async () => {
    const { company } = await signedInUser();
    await resetDatabase(await testDatabase());
    const { company: again } = await signedInUser();
    expect(again.id).toBe(company.id);
  });
});
