import type { AuditNames } from '@quaybook/contract';
import { eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Audit columns as the wire spells them on most rows. */
export function auditOf(record: {
  createdBy: number | null;
  createdAt: Date;
  modifiedBy: number | null;
  modifiedAt: Date | null;
  version: number;
}) {
  return {
    version: record.version,
    created_by: record.createdBy,
    CreateDate: record.createdAt.toISOString(),
    last_modified_by: record.modifiedBy,
    ModiDate: record.modifiedAt?.toISOString() ?? null,
  };
}

/** A row as its feature builds it, before `withAuditNames` adds the names. */
export type UnnamedRow<Row> = Omit<Row, keyof AuditNames>;

/** A table with an id and the audit columns of `auditColumns`. */
type AuditedTable = PgTable & {
  id: AnyPgColumn;
  createdBy: AnyPgColumn;
  modifiedBy: AnyPgColumn;
};

const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');
const NO_NAMES: AuditNames = { created_by_name: null, last_modified_by_name: null };

/**
 * The rows with the names of the users who created and last changed them, read in one query
 * joining `table` to users by the rows' ids, whatever the entity, its select or its spelling of
 * the audit ids. `idOf` reads a row's id.
 */
export async function withAuditNames<Row>(
  db: Database,
  table: AuditedTable,
  rows: readonly Row[],
  idOf: (row: Row) => number,
): Promise<(Row & AuditNames)[]> {
  if (rows.length === 0) return [];
  // One array parameter, however many rows an export holds.
  const ids = sql.param(rows.map(idOf));
  const found = await db
    .select({
      id: table.id,
      created_by_name: creator.name,
      last_modified_by_name: modifier.name,
    })
    .from(table)
    .leftJoin(creator, eq(creator.id, table.createdBy))
    .leftJoin(modifier, eq(modifier.id, table.modifiedBy))
    .where(sql`${table.id} = any(${ids}::int[])`);
  const names = new Map(
    found.map(({ id, ...named }) => [id as number, named as AuditNames] as const),
  );
  return rows.map((row) => ({ ...row, ...(names.get(idOf(row)) ?? NO_NAMES) }));
}
