import type {
  Entity,
  EntityEndpoints,
  FieldProblems,
  RowOf,
  SessionUser,
} from '@quaybook/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { UnnamedRow } from '../../shared/audit';

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
  version: AnyPgColumn;
}

export type MasterTable = PgTable & MasterColumns;

/** What a create call takes, after the contract's schema has read it. */
export type InputOf<E extends EntityEndpoints> = E['create']['body'] extends z.ZodType
  ? z.output<E['create']['body']>
  : never;

/** What the list call's query holds, after the contract's schema has read it. */
export type QueryOf<E extends EntityEndpoints> = E['list']['query'] extends z.ZodType
  ? z.output<E['list']['query']>
  : Record<string, never>;

/**
 * A place the list search looks: a column of the table, or a condition on the `%text%` pattern
 * (`nameThrough` in the master repository).
 */
export type SearchTerm = AnyPgColumn | ((pattern: string) => SQL);

/** A list's select with its joins; its FROM is the entity's table. */
export type ListSource = (db: Database) => PgSelect;

/** A record as the list's select answers it: the joined select's row, or the table's own. */
export type ListedOf<S extends ListSource | undefined, T extends MasterTable> = S extends ListSource
  ? Awaited<ReturnType<S>>[number]
  : T['$inferSelect'];

/**
 * Everything that makes one master entity's storage different from another's; the list, create,
 * update and delete behaviour (company scope, audit fields, unique names, paging) is shared, and
 * the entity's facts (id, messages, unique field) come from its contract declaration.
 */
export interface MasterDefinition<
  E extends EntityEndpoints,
  T extends MasterTable,
  S extends ListSource | undefined,
> {
  entity: Entity<E>;
  table: T;
  /**
   * The list's select, with the joins that bring display names (vessel of a VCN, applicant of a
   * party). Its FROM must be `table`. Default: the table alone.
   */
  listed?: S;
  /** The column of the entity's unique name. */
  uniqueColumn?: AnyPgColumn;
  /**
   * The columns and values of the combination the entity declares the company holds only once;
   * an expression in place of a column where the unique index compares one (`coalesce(…, 0)`).
   */
  together?: (input: InputOf<E>) => readonly (readonly [AnyPgColumn | SQL, unknown])[];
  /** The row without its audit names, which the master service adds for every entity. */
  toRow(record: ListedOf<S, T>): UnnamedRow<RowOf<E['list']>>;
  toValues(input: InputOf<E>): Partial<T['$inferInsert']>;
  /** The entity's own rules, beyond the contract's shapes: per-field problems, or none. */
  check?: (
    input: InputOf<E>,
    context: { db: Database; user: SessionUser; id?: number },
  ) => Promise<FieldProblems>;
  /**
   * The rows the list call's own query asks for (a party's rates: its applicant and account),
   * on the table's own columns.
   */
  filter?: (query: QueryOf<E>) => SQL | undefined;
  /**
   * The list's order, on the table's own columns (a joined name through a subquery), so the ids
   * of a streamed list are read without the list's joins; by name (or id) when left out.
   */
  order?(table: T): SQL[];
  /**
   * Where the list search looks: the table's own columns, and names of rows its keys point at
   * (`nameThrough`: a booking's vessel), so that the count never needs the list's joins.
   */
  search: readonly SearchTerm[];
  /** Wire field → column (the table's own, or one `listed` joins in), for sorting on the server. */
  sort: Partial<Record<keyof RowOf<E['list']> & string, AnyPgColumn>>;
}

/**
 * Declares how a master entity is stored; the row and input types come from the entity's
 * contract declaration and the joined select, so `toRow` is checked against both.
 * @example
 * export const voyageDefinition = masterDefinition({ entity: entities.voyage, table: voyages,
 *   uniqueColumn: voyages.name, toRow: (v) => ({ Voyageid: v.id, ... }), toValues, search, sort });
 */
export function masterDefinition<
  E extends EntityEndpoints,
  T extends MasterTable,
  S extends ListSource | undefined = undefined,
>(definition: MasterDefinition<E, T, S>): MasterDefinition<E, T, S> {
  if (definition.entity.unique && !definition.uniqueColumn)
    throw new Error(`${definition.entity.label} declares a unique name but no column holds it`);
  if (definition.entity.together && !definition.together)
    throw new Error(`${definition.entity.label} declares a combination but not its columns`);
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every entity
export type AnyMasterDefinition = MasterDefinition<any, any, any>;
