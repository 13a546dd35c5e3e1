import type { ListQuery } from '@quaybook/contract';
import { parseSort } from '@quaybook/domain';
import { and, asc, count, eq, ilike, inArray, is, ne, or, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { UNPAGED_WINDOW, withinCeiling } from '../../shared/paging';
import { lockedVersionOf } from '../../shared/rowVersion';
import type { ListSource, MasterColumns, MasterTable, SearchTerm } from './masterDefinition';

// Drizzle cannot follow a table that is generic over its columns; these queries only touch the
// shared columns of MasterColumns, so they see the table through that view.
const columnsOf = (table: MasterTable) => table as unknown as MasterColumns;

/** The rows a company may see: its own (or shared reference rows), not deleted. */
export function scope(table: MasterTable, companyId: number, extra?: SQL): SQL | undefined {
  const t = columnsOf(table);
  return and(
    t.companyId ? eq(t.companyId, companyId) : undefined,
    t.isDeleted ? eq(t.isDeleted, false) : undefined,
    extra,
  );
}

/** Whether rows of this table belong to one company. */
export const isCompanyTable = (table: MasterTable) => columnsOf(table).companyId !== undefined;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const matches = (term: SearchTerm, pattern: string): SQL =>
  typeof term === 'function' ? term(pattern) : ilike(term, pattern);

/**
 * A search on the name a key points at (a booking's vessel): rows whose `key` is the `id` of a
 * row of that table whose `name` matches, itself a column or another `nameThrough` (a link's
 * call's vessel). The few matching names are found in their own table first, so the search
 * reads no joins and the count stays on the list's table.
 * @example nameThrough(bookingNumbers.vesselId, vessels.id, vessels.name)
 */
export const nameThrough =
  (key: AnyPgColumn, id: AnyPgColumn, name: SearchTerm): SearchTerm =>
  (pattern) =>
    sql`${key} in (select ${id} from ${id.table} where ${matches(name, pattern)})`;

const byName = (table: MasterTable) => {
  const t = columnsOf(table);
  return t.name ? [asc(sql`lower(${t.name})`), asc(t.id)] : [asc(t.id)];
};

const selectFrom = (db: Database, table: MasterTable, source?: ListSource): PgSelect =>
  source
    ? source(db)
    : (db
        .select()
        .from(table as PgTable)
        .$dynamic() as unknown as PgSelect);

/** How a list is read: its select, where its search looks, what it sorts by and its own order. */
export interface ListShape {
  listed?: ListSource | undefined;
  search: readonly SearchTerm[];
  sort: Partial<Record<string, AnyPgColumn>>;
  /** The list's order after any asked for; by name (or id) when left out. */
  order?(table: MasterTable): SQL[];
}

/**
 * The ids of every row of the company the list shows, meeting `where` (a party's rates), in the
 * list's order: read on the table alone, a number a row, for a list streamed in batches.
 */
export async function orderedIds(
  db: Database,
  table: MasterTable,
  companyId: number,
  shape: ListShape,
  where?: SQL,
): Promise<number[]> {
  const t = columnsOf(table);
  const found = await db
    .select({ id: t.id })
    .from(table as PgTable)
    .where(scope(table, companyId, where))
    .orderBy(...(shape.order ?? byName)(table));
  return found.map((row) => row.id as number);
}

/** The listed rows of these ids, with the list's joins, in no particular order. */
export async function rowsOfIds<Listed>(
  db: Database,
  table: MasterTable,
  shape: ListShape,
  ids: readonly number[],
): Promise<Listed[]> {
  return (await selectFrom(db, table, shape.listed).where(
    inArray(columnsOf(table).id, [...ids]),
  )) as Listed[];
}

/**
 * Rows meeting `where` and the search, in the asked order (then the list's own), and with `page`
 * only that page and the total count. Search and `where` look at the table's own columns, which
 * the count reads without the list's joins.
 */
export async function findPage<Listed>(
  db: Database,
  table: MasterTable,
  companyId: number,
  query: ListQuery,
  shape: ListShape,
  extra?: SQL,
): Promise<{ rows: Listed[]; page?: { total: number; page: number; pageSize: number } }> {
  const text = query.search?.trim();
  const where = scope(
    table,
    companyId,
    and(
      extra,
      text ? or(...shape.search.map((term) => matches(term, `%${escapeLike(text)}%`))) : undefined,
    ),
  );
  const order = parseSort(query.sort, Object.keys(shape.sort)).map(({ column, direction }) => {
    const sorted = shape.sort[column] as AnyPgColumn;
    // Text ignoring case; numbers and flags as themselves, so 3900 kg comes before 10000 kg.
    const target = sorted.dataType === 'string' ? sql`lower(${sorted}::text)` : sql`${sorted}`;
    // Blanks go last either way, as the browser sorts a list it holds.
    return direction === 'asc' ? sql`${target} asc nulls last` : sql`${target} desc nulls last`;
  });
  const rows = selectFrom(db, table, shape.listed)
    .where(where)
    .orderBy(...order, ...(shape.order ?? byName)(table));
  // Searched or sorted without a page: every row found, up to the ceiling.
  if (query.page === undefined)
    return { rows: withinCeiling((await rows.limit(UNPAGED_WINDOW.limit)) as Listed[]) };
  const pageSize = query.pageSize ?? 10;
  const [pageRows, totals] = await Promise.all([
    rows.limit(pageSize).offset((query.page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return {
    rows: pageRows as Listed[],
    page: { total: Number(totals[0]?.total ?? 0), page: query.page, pageSize },
  };
}

export async function findById<Listed>(
  db: Database,
  table: MasterTable,
  companyId: number,
  id: number,
  source?: ListSource | undefined,
) {
  const [row] = await selectFrom(db, table, source).where(
    scope(table, companyId, eq(columnsOf(table).id, id)),
  );
  return row as Listed | undefined;
}

/** Whether a live row of the company other than `exceptId` meets `condition`. */
async function anotherRowWhere(
  db: Database,
  table: MasterTable,
  companyId: number,
  condition: SQL | undefined,
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
        and(condition, exceptId === undefined ? undefined : ne(t.id, exceptId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether another live row of the company already has this value in `column`, ignoring case. */
export function isTaken(
  db: Database,
  table: MasterTable,
  companyId: number,
  column: AnyPgColumn,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  return anotherRowWhere(
    db,
    table,
    companyId,
    eq(sql`lower(${column})`, value.toLowerCase()),
    exceptId,
  );
}

/** Whether another live row of the company already holds these values together. */
export function isCombinationTaken(
  db: Database,
  table: MasterTable,
  companyId: number,
  values: readonly (readonly [AnyPgColumn | SQL, unknown])[],
  exceptId?: number,
): Promise<boolean> {
  return anotherRowWhere(
    db,
    table,
    companyId,
    // A column compares its value as the column encodes it; an expression, as it is.
    and(...values.map(([left, value]) => (is(left, SQL) ? eq(left, value) : eq(left, value)))),
    exceptId,
  );
}

export async function insertRow<T extends MasterTable>(
  db: Database,
  table: T,
  values: T['$inferInsert'],
) {
  const [row] = await db
    .insert(table as PgTable)
    .values(values as never)
    .returning({ id: columnsOf(table).id });
  return row as { id: number };
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
    .returning({ id: columnsOf(table).id });
  return row as { id: number } | undefined;
}

/** Deletes a row of the company: marks it deleted where the table keeps history, else removes it. */
export async function deleteRow(
  db: Database,
  table: MasterTable,
  companyId: number,
  id: number,
  userId: number,
) {
  const t = columnsOf(table);
  const where = scope(table, companyId, eq(t.id, id));
  const [row] = t.isDeleted
    ? await db
        .update(table as PgTable)
        .set({ isDeleted: true, modifiedBy: userId, modifiedAt: new Date() } as never)
        .where(where)
        .returning({ id: t.id })
    : await db
        .delete(table as PgTable)
        .where(where)
        .returning({ id: t.id });
  return row as { id: number } | undefined;
}

/** The company's row's version as stored, locked until the transaction ends. */
export const lockedRowVersion = (tx: Database, table: MasterTable, companyId: number, id: number) =>
  lockedVersionOf(tx, table, scope(table, companyId, eq(table.id, id)));
