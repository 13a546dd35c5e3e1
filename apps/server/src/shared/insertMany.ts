import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sqlRows';

/**
 * Inserts many rows with one statement and one parameter: the rows as a JSON array, read back
 * by `jsonb_to_recordset` with each column's own SQL type. A multi-row VALUES binds a parameter
 * per cell; at thousands of wide rows (an upload's inspections and their history) that costs
 * seconds on PGlite, where one JSON parameter costs milliseconds. Columns a row leaves out take
 * their defaults when every row leaves them out, else null.
 * Answers the `returning` fields of each inserted row, in the order of `rows`.
 * @example const ids = await insertMany(tx, inspections, values, ['id', 'containerId']);
 */
export async function insertMany<
  T extends PgTable,
  R extends keyof T['_']['columns'] & string = never,
>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: readonly R[] = [],
  /** Skip a row that would break a unique key (another save wrote it first); it is not answered. */
  options: { onConflictDoNothing?: boolean } = {},
): Promise<Pick<T['$inferSelect'], R>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = Object.keys(columns).filter((field) =>
    rows.some((row) => (row as Record<string, unknown>)[field] !== undefined),
  );
  const document = rows.map((row, index) => {
    const record: Record<string, unknown> = { __row: index };
    for (const field of fields) {
      const column = columns[field] as PgColumn;
      const value = (row as Record<string, unknown>)[field];
      record[column.name] =
        value === undefined || value === null
          ? null
          : // JSON columns travel as JSON inside the document; every other value as its driver
            // form (a Date as ISO text, an array as its literal), which the column's type reads.
            isJson(column)
            ? value
            : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = fields.map((field) => sql.identifier((columns[field] as PgColumn).name));
  const shape = sql.join(
    fields.map((field) => {
      const column = columns[field] as PgColumn;
      return sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`;
    }),
    sql`, `,
  );
  const returned: SQL = returning.length
    ? sql` returning ${sql.join(
        returning.map((field) => sql.identifier((columns[field] as PgColumn).name)),
        sql`, `,
      )}`
    : sql``;
  // Ordered by the row's place in the document, so RETURNING answers in the order of `rows`.
  const inserted = await sqlRows(
    db,
    sql`insert into ${table} (${sql.join(names, sql`, `)})
        select ${sql.join(names, sql`, `)}
        from jsonb_to_recordset(${JSON.stringify(document)}::jsonb) as r(__row int, ${shape})
        order by __row${options.onConflictDoNothing ? sql` on conflict do nothing` : sql``}${returned}`,
  );
  return inserted.map((row) => {
    const picked: Record<string, unknown> = {};
    for (const field of returning) {
      const column = columns[field] as PgColumn;
      const value = row[column.name];
      picked[field] =
        value === null || value === undefined ? value : column.mapFromDriverValue(value);
    }
    return picked as Pick<T['$inferSelect'], R>;
  });
}

/** Every field of a table, to answer whole rows as `.returning()` does. */
export const everyField = <T extends PgTable>(table: T) =>
  Object.keys(getTableColumns(table)) as (keyof T['_']['columns'] & string)[];

const isJson = (column: PgColumn) => ['json', 'jsonb'].includes(column.getSQLType());
