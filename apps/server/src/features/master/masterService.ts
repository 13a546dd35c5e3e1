import type { ListPage, ListQuery, SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { MasterDefinition, MasterTable } from './masterDefinition';
import * as repository from './masterRepository';

const UNIQUE_VIOLATION = '23505';

// Both drivers report the SQLSTATE as `code`; Drizzle may wrap the driver's error as `cause`.
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** The shared rules of a master list: company scope, unique names, audit fields. */
export function masterService<T extends MasterTable, Row, Input>(
  db: Database,
  definition: MasterDefinition<T, Row, Input>,
) {
  const { table, messages } = definition;
  const duplicate = () =>
    conflict(messages.duplicate, { [definition.nameField]: messages.duplicate });
  const nameOf = (values: Partial<T['$inferInsert']>) =>
    String((values as { name?: unknown }).name ?? '');

  async function guardedWrite<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  return {
    async list(user: SessionUser, query: ListQuery): Promise<{ rows: Row[]; page?: ListPage }> {
      const plain = query.page === undefined && !query.search && !query.sort;
      if (plain)
        return {
          rows: (await repository.listAll(db, table, user.company_id)).map(definition.toRow),
        };
      const { rows, page } = await repository.listPage(
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
      if (await repository.isNameTaken(db, table, user.company_id, nameOf(values)))
        throw duplicate();
      const row = await guardedWrite(() =>
        repository.insertRow(db, table, {
          ...values,
          companyId: user.company_id,
          createdBy: user.user_id,
          createdAt: new Date(),
        } as T['$inferInsert']),
      );
      return definition.toRow(row);
    },

    async update(user: SessionUser, id: number, input: Input): Promise<Row> {
      if (!(await repository.findById(db, table, user.company_id, id)))
        throw notFound(messages.notFound);
      const values = definition.toValues(input);
      if (await repository.isNameTaken(db, table, user.company_id, nameOf(values), id))
        throw duplicate();
      const row = await guardedWrite(() =>
        repository.updateRow(db, table, user.company_id, id, {
          ...values,
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        } as Partial<T['$inferInsert']>),
      );
      if (!row) throw notFound(messages.notFound);
      return definition.toRow(row);
    },
  };
}
