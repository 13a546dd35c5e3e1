import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The columns every master table shares. */
export interface MasterColumns {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  name: AnyPgColumn;
  isDeleted?: AnyPgColumn;
  createdBy: AnyPgColumn;
  createdAt: AnyPgColumn;
  modifiedBy: AnyPgColumn;
  modifiedAt: AnyPgColumn;
}

export type MasterTable = PgTable & MasterColumns;

/**
 * Everything that makes one master entity different from another; the list, create and update
 * behaviour (company scope, audit fields, duplicate names, paging) is shared.
 */
export interface MasterDefinition<T extends MasterTable, Row, Input> {
  table: T;
  /** The wire field that holds the unique name, where a duplicate is reported. */
  nameField: string;
  messages: { created: string; updated: string; duplicate: string; notFound: string };
  toRow(record: T['$inferSelect']): Row;
  toValues(input: Input): Partial<T['$inferInsert']>;
  /** Columns the list search looks in. */
  search: readonly AnyPgColumn[];
  /** Wire field → column, for sorting a paged list. */
  sort: Record<string, AnyPgColumn>;
}

/** Audit columns as the wire spells them. */
export function auditOf(record: {
  createdBy: number | null;
  createdAt: Date;
  modifiedBy: number | null;
  modifiedAt: Date | null;
}) {
  return {
    created_by: record.createdBy,
    CreateDate: record.createdAt.toISOString(),
    last_modified_by: record.modifiedBy,
    ModiDate: record.modifiedAt?.toISOString() ?? null,
  };
}
