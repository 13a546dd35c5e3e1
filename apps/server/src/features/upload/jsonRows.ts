import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/**
 * Inserts many rows as one JSON parameter and answers the new rows' ids. An upload writes
 * thousands of rows: bound as a multi-row VALUES each row costs some thirty parameters, which
 * PGlite binds slowly (about three times slower at 2,000 rows) and which a statement caps at
 * 65,535. Columns left out of the rows take their defaults. `skipConflicts` leaves a row that
 * would break a unique key out, as ON CONFLICT DO NOTHING does.
 */
export async function insertJsonRows<T extends PgTable & { id: unknown }>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { skipConflicts?: boolean } = {},
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]?.name as string);
  const documents = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      record[names[index] as string] = (row as Record<string, unknown>)[key] ?? null;
    });
    return record;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  const answer = (await db.execute(
    sql`insert into ${name} (${list})
        select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(documents)}::json)
        ${options.skipConflicts ? sql`on conflict do nothing` : sql``}
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  return answer.rows.map((row) => Number(row.id));
}
