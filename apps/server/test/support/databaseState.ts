import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { TABLES } from './testDatabase';

type Rows<R> = { rows: R[] };

let companyTables: Promise<string[]> | undefined;

/** The tables whose rows carry a company, read once from the catalogue. */
function tablesWithCompany(db: Database): Promise<string[]> {
  companyTables ??= (
    db.execute(
      sql`select table_name from information_schema.columns where column_name = 'company_id' and table_schema = current_schema()`,
    ) as unknown as Promise<Rows<{ table_name: string }>>
  ).then((result) => result.rows.map((row) => row.table_name));
  return companyTables;
}

/**
 * A fingerprint of every row of every table but the fixed reference data, one digest per table
 * in one query: equal before and after a call when the call wrote nothing. Given a company, the
 * rows of tables that carry a company are only that company's: what another company's call
 * writes for itself (its own export's document) does not count.
 * @example const before = await databaseState(t.db); ...; expect(await databaseState(t.db)).toEqual(before);
 */
export async function databaseState(
  db: Database,
  of: { companyId?: number } = {},
): Promise<Record<string, string>> {
  const scoped = of.companyId === undefined ? [] : await tablesWithCompany(db);
  const tables = TABLES.all.filter((name) => !TABLES.reference.includes(name));
  const digests = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from "${name}" r${
        scoped.includes(name) ? ` where r.company_id = ${Number(of.companyId)}` : ''
      }`,
  );
  const result = (await db.execute(sql.raw(digests.join(' union all ')))) as unknown as Rows<{
    name: string;
    digest: string;
  }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}
