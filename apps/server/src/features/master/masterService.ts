import type { FieldProblems, ListPage, ListQuery, SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { ApiError, conflict, notFound } from '../../http/errors';
import type { MasterDefinition, MasterTable } from './masterDefinition';
import * as repository from './masterRepository';

export const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

// Both drivers report the SQLSTATE as `code`; Drizzle may wrap the driver's error as `cause`.
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The shared rules of a master list: company scope, unique names, audit fields. */
export function masterService<T extends MasterTable, Row, Input, Listed = T['$inferSelect']>(
  db: Database,
  definition: MasterDefinition<T, Row, Input, Listed>,
) {
  const { table, messages, unique, uniqueTogether } = definition;
  const combinationTaken = () =>
    uniqueTogether
      ? conflict(
          uniqueTogether.message,
          Object.fromEntries(uniqueTogether.fields.map((field) => [field, uniqueTogether.message])),
        )
      : conflict('This record already exists.');
  // A unique index's refusal (a race past the checks) reads as the rule the entity declares.
  const duplicate = () =>
    unique ? conflict(unique.message, { [unique.field]: unique.message }) : combinationTaken();

  async function guardedWrite<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const state = sqlState(error);
      if (state === UNIQUE_VIOLATION) throw duplicate();
      if (state === FOREIGN_KEY_VIOLATION)
        throw new ApiError(
          409,
          'This record is still used elsewhere, or refers to one that does not exist.',
        );
      throw error;
    }
  }

  async function refuseProblems(input: Input, user: SessionUser, id?: number) {
    const problems: FieldProblems = definition.check
      ? await definition.check(input, { db, user, ...(id === undefined ? {} : { id }) })
      : {};
    const name = unique ? (input as Record<string, unknown>)[unique.field] : undefined;
    if (unique && typeof name === 'string' && name !== '') {
      if (await repository.isTaken(db, table, user.company_id, unique.column, name, id))
        throw duplicate();
    }
    const texts = [...new Set(Object.values(problems))];
    if (texts.length > 0) throw new ApiError(400, texts.join(' '), problems);
    if (
      uniqueTogether &&
      (await repository.isCombinationTaken(
        db,
        table,
        user.company_id,
        uniqueTogether.values(input),
        id,
      ))
    )
      throw combinationTaken();
  }

  async function reread(user: SessionUser, id: number): Promise<Row> {
    const row = await repository.findById<T, Listed>(
      db,
      table,
      user.company_id,
      id,
      definition.listed,
    );
    if (!row) throw notFound(messages.notFound);
    return definition.toRow(row);
  }

  return {
    async list(
      user: Pick<SessionUser, 'company_id'>,
      query: ListQuery,
    ): Promise<{ rows: Row[]; page?: ListPage }> {
      const plain = query.page === undefined && !query.search && !query.sort;
      if (plain) {
        const rows = await repository.listAll<T, Listed>(
          db,
          table,
          user.company_id,
          definition.listed,
        );
        return { rows: rows.map(definition.toRow) };
      }
      const { rows, page } = await repository.listPage<T, Listed>(
        db,
        table,
        user.company_id,
        query,
        definition,
      );
      return page
        ? { rows: rows.map(definition.toRow), page }
        : { rows: rows.map(definition.toRow) };
    },

    async create(user: SessionUser, input: Input): Promise<Row> {
      const values = definition.toValues(input);
      await refuseProblems(input, user);
      const { id } = await guardedWrite(() =>
        repository.insertRow(db, table, {
          ...values,
          ...(repository.isCompanyTable(table) ? { companyId: user.company_id } : {}),
          createdBy: user.user_id,
          createdAt: new Date(),
        } as T['$inferInsert']),
      );
      return reread(user, id);
    },

    async update(user: SessionUser, id: number, input: Input): Promise<Row> {
      if (!(await repository.findById(db, table, user.company_id, id)))
        throw notFound(messages.notFound);
      const values = definition.toValues(input);
      await refuseProblems(input, user, id);
      const row = await guardedWrite(() =>
        repository.updateRow(db, table, user.company_id, id, {
          ...values,
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        } as Partial<T['$inferInsert']>),
      );
      if (!row) throw notFound(messages.notFound);
      return reread(user, id);
    },

    async remove(user: SessionUser, id: number): Promise<void> {
      const row = await guardedWrite(() =>
        repository.deleteRow(db, table, user.company_id, id, user.user_id),
      );
      if (!row) throw notFound(messages.notFound);
    },
  };
}
