import type { FieldProblems, SessionUser } from '@quaybook/contract';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/**
 * The columns every master table shares. `companyId` is absent on shared reference tables (ports,
 * locations, damage codes), which every company sees; `name` only where the entity has one.
 */
export interface MasterColumns {
  id: AnyPgColumn;
  companyId?: AnyPgColumn;
  name?: AnyPgColumn;
  isDeleted?: AnyPgColumn;
  createdBy: AnyPgColumn;
  createdAt: AnyPgColumn;
  modifiedBy: AnyPgColumn;
  modifiedAt: AnyPgColumn;
}

export type MasterTable = PgTable & MasterColumns;

/**
 * Everything that makes one master entity different from another; the list, create, update and
 * delete behaviour (company scope, audit fields, unique names, paging) is shared.
 */
export interface MasterDefinition<T extends MasterTable, Row, Input, Listed = T['$inferSelect']> {
  table: T;
  /**
   * The list's select, with the joins that bring display names (vessel of a VCN, applicant of a
   * party). Its FROM must be `table`. Default: the table alone.
   */
  listed?: (db: Database) => PgSelect;
  /** A name unique within the company, ignoring case; `field` is the wire field reporting it. */
  unique?: { column: AnyPgColumn; field: string; message: string };
  /**
   * A combination of values the company may hold only once (a party's rate for a movement and
   * size), checked once the input has no other problems; `fields` are the wire fields reporting it.
   */
  uniqueTogether?: {
    values(input: Input): readonly (readonly [AnyPgColumn, unknown])[];
    fields: readonly string[];
    message: string;
  };
  messages: { created: string; updated: string; notFound: string; deleted?: string };
  toRow(record: Listed): Row;
  toValues(input: Input): Partial<T['$inferInsert']>;
  /** The entity's own rules, beyond the contract's shapes: per-field problems, or none. */
  check?: (
    input: Input,
    context: { db: Database; user: SessionUser; id?: number },
  ) => Promise<FieldProblems>;
  /** Columns the list search looks in. */
  search: readonly AnyPgColumn[];
  /** Wire field → column, for sorting a list on the server. */
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
