import type { ListQuery } from '@quaybook/contract';
import { parseSort } from '@quaybook/domain';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { MasterColumns, MasterTable } from './masterDefinition';

// Drizzle cannot follow a table that is generic over its columns; these queries only touch the
// shared columns of MasterColumns, so they see the table through that view.
const columnsOf = (table: MasterTable) => table as unknown as MasterColumns;

function scope(table: MasterTable, companyId: number, extra?: SQL): SQL | undefined {
  const t = columnsOf(table);
  return and(eq(t.companyId, companyId), t.isDeleted ? eq(t.isDeleted, false) : undefined, extra);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const defaultOrder = (table: MasterTable) => [
  asc(sql`lower(${columnsOf(table).name})`),
  asc(columnsOf(table).id),
];

export async function listAll<T extends MasterTable>(db: Database, table: T, companyId: number) {
  return (await db
    .select()
    .from(table as PgTable)
    .where(scope(table, companyId))
    .orderBy(...defaultOrder(table))) as T['$inferSelect'][];
}

/**
 * Rows matching the search, in the asked order (then by name, as the whole list is), and with
 * `page` only that page and the total count.
 */
export async function listPage<T extends MasterTable>(
  db: Database,
  table: T,
  companyId: number,
  query: ListQuery,
  options: { search: readonly AnyPgColumn[]; sort: Record<string, AnyPgColumn> },
) {
  const text = query.search?.trim();
  const where = scope(
    table,
    companyId,
    text
      ? or(...options.search.map((column) => ilike(column, `%${escapeLike(text)}%`)))
      : undefined,
  );
  const order = parseSort(query.sort, Object.keys(options.sort)).map(({ column, direction }) => {
    const target = sql`lower(${options.sort[column]}::text)`;
    return direction === 'asc' ? asc(target) : desc(target);
  });
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order, ...defaultOrder(table));
  if (query.page === undefined) return { rows: (await rows) as T['$inferSelect'][] };
  const pageSize = query.pageSize ?? 10;
  const [pageRows, totals] = await Promise.all([
    rows.limit(pageSize).offset((query.page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return {
    rows: pageRows as T['$inferSelect'][],
    page: { total: Number(totals[0]?.total ?? 0), page: query.page, pageSize },
  };
}

export async function findById<T extends MasterTable>(
  db: Database,
  table: T,
  companyId: number,
  id: number,
) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(scope(table, companyId, eq(columnsOf(table).id, id)));
  return row as T['$inferSelect'] | undefined;
}

/** Whether another live row of the company already has this name, ignoring case. */
export async function isNameTaken(
  db: Database,
  table: MasterTable,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const t = columnsOf(table);
  const [row] = await db
    .select({ id: t.id })
    .from(table as PgTable)
    .where(
      scope(
        table,
        companyId,
        and(
          eq(sql`lower(${t.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : ne(t.id, exceptId),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRow<T extends MasterTable>(
  db: Database,
  table: T,
  values: T['$inferInsert'],
) {
  const [row] = await db
    .insert(table as PgTable)
    .values(values as never)
    .returning();
  return row as T['$inferSelect'];
}

export async function updateRow<T extends MasterTable>(
  db: Database,
  table: T,
  companyId: number,
  id: number,
  values: Partial<T['$inferInsert']>,
) {
  const [row] = await db
    .update(table as PgTable)
    .set(values as never)
    .where(scope(table, companyId, eq(columnsOf(table).id, id)))
    .returning();
  return row as T['$inferSelect'] | undefined;
}
